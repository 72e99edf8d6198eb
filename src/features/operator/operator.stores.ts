import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the operator tables (`src/db/schema.ts` opens the database from these; the row schemas stay in operator.feature.ts). */
export const stores = defineStores({
  tables: {
    operatorEstates: tableStore('estateId', 10, ['name']),
    operatorSelf: tableStore('userId', 10, []),
  },
});
