import { billingTables as t } from '../../contract/billing';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

/** Levy accounts, bills and card payments. */
export const feature = defineFeature({
  tables: {
    levyAccounts: clientTable(t.levyAccounts, 5, ['[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]'] }),
    bills: clientTable(t.bills, 5, ['[estateId+unitNo]', 'AccountNumber'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'AccountNumber'] }),
    payments: clientTable(t.payments, 5, ['userId', 'purpose', 'PAY_REQUEST_ID']),
    // The managers' levy runs and their bills (the estate's manager scope).
    levyRuns: clientTable(t.levyRuns, 10, ['estateId']),
    levyRunBills: clientTable(t.levyRunBills, 10, ['runId', 'estateId']),
  },
});
