import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the concierge tables (`src/db/schema.ts` opens the database from these; the row schemas stay in concierge.feature.ts). */
export const stores = defineStores({
  tables: {
    conciergeResidents: tableStore('id', 20, ['estateId']),
    conciergeActions: tableStore('id', 20, ['estateId', 'subjectId']),
  },
});
