import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the staff tables (`src/db/schema.ts` opens the database from these; the row schemas stay in staff.feature.ts). */
export const stores = defineStores({
  tables: {
    staffMembers: tableStore('id', 10, ['estateId', 'userId']),
    staffInvitations: tableStore('id', 10, ['estateId']),
    membershipLog: tableStore('id', 12, ['estateId', 'at']),
  },
});
