import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the membership tables (`src/db/schema.ts` opens the database from these; the row schemas stay in membership.feature.ts). */
export const stores = defineStores({
  tables: {
    membershipRequests: tableStore('id', 11, ['estateId', 'userId']),
  },
});
