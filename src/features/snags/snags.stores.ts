import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the snags tables (`src/db/schema.ts` opens the database from these; the row schemas stay in snags.feature.ts). */
export const stores = defineStores({
  tables: {
    snags: tableStore('id', 7, ['estateId', 'userId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID', 'userId'] }),
  },
  localTables: {
    snagUploads: { since: 7, stores: 'id, snagId, createdAt' },
  },
});
