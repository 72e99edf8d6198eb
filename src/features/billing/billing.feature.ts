import { billingTables as t } from '../../contract/billing';
import { clientTable, defineFeature } from '../../db/feature';

/** Levy accounts, bills and card payments. */
export const feature = defineFeature({
  tables: {
    levyAccounts: clientTable(t.levyAccounts, 5, ['[estateId+unitNo]']),
    bills: clientTable(t.bills, 5, ['[estateId+unitNo]', 'AccountNumber']),
    payments: clientTable(t.payments, 5, ['userId', 'purpose', 'PAY_REQUEST_ID']),
  },
});
