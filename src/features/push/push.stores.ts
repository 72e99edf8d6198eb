import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the push tables (`src/db/schema.ts` opens the database from these; the row schemas stay in push.feature.ts). */
export const stores = defineStores({
  tables: {
    pushPreferences: tableStore('userId', 15),
  },
});
