import { billingTables as t } from '../../contract/billing';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './billing.stores';

/** Levy accounts, bills and card payments. */
export const feature = defineFeature({
  tables: {
    levyAccounts: clientTable(t.levyAccounts, stores.tables.levyAccounts),
    bills: clientTable(t.bills, stores.tables.bills),
    payments: clientTable(t.payments, stores.tables.payments),
    // The managers' levy runs and their bills (the estate's manager scope).
    levyRuns: clientTable(t.levyRuns, stores.tables.levyRuns),
    levyRunBills: clientTable(t.levyRunBills, stores.tables.levyRunBills),
  },
});
