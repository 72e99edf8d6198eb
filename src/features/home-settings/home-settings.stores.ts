import { defineStores, tableStore } from '../../db/feature';

/** The Dexie store of the estate's home-category settings (`src/db/schema.ts` opens the database from these). */
export const stores = defineStores({
  tables: {
    homeCategorySettings: tableStore('estateId', 25, []),
  },
});
