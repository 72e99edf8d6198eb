import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the billing tables (`src/db/schema.ts` opens the database from these; the row schemas stay in billing.feature.ts). */
export const stores = defineStores({
  tables: {
    levyAccounts: tableStore('id', 5, ['[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]'] }),
    bills: tableStore('id', 5, ['[estateId+unitNo]', 'AccountNumber'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'AccountNumber'] }),
    payments: tableStore('id', 5, ['userId', 'purpose', 'PAY_REQUEST_ID']),
    levyRuns: tableStore('id', 10, ['estateId']),
    levyRunBills: tableStore('id', 10, ['runId', 'estateId']),
  },
});
