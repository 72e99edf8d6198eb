import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the associates tables (`src/db/schema.ts` opens the database from these; the row schemas stay in associates.feature.ts). */
export const stores = defineStores({
  tables: {
    units: tableStore('id', 3, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID'] }),
    peopleConfig: tableStore('estateId', 3, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    associates: tableStore('pkiAssociateID', 3, ['[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]'] }),
    unitRequests: tableStore('id', 3, ['[estateId+unitNo]', 'status'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'status'] }),
    gateFaces: tableStore('id', 3, ['estateId']),
  },
});
