import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the manager tables (`src/db/schema.ts` opens the database from these; the row schemas stay in manager.feature.ts). */
export const stores = defineStores({
  tables: {
    managerMembers: tableStore('id', 2, ['estateId']),
  },
});
