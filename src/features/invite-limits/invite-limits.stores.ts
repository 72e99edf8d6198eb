import { defineStores, tableStore } from '../../db/feature';

/** The Dexie store of residents' own invite limits (version 22, issue 32; the row schema stays in invite-limits.feature.ts). */
export const stores = defineStores({
  tables: {
    residentInviteLimits: tableStore('id', 22, ['estateId', 'userId']),
  },
});
