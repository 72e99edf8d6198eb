import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the access-requests tables (`src/db/schema.ts` opens the database from these; the row schemas stay in access-requests.feature.ts). */
export const stores = defineStores({
  tables: {
    accessRequests: tableStore('id', 16, ['estateId', 'createdAt', '[estateId+unitNo]']),
  },
  localTables: {
    // The guard's photos of visitors waiting for upload (issue 31).
    accessRequestPhotos: { since: 18, stores: 'id, requestId, createdAt' },
  },
});
