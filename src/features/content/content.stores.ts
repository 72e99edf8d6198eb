import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the content tables (`src/db/schema.ts` opens the database from these; the row schemas stay in content.feature.ts). */
export const stores = defineStores({
  tables: {
    pointsOfInterest: tableStore('id', 1, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    directory: tableStore('id', 1, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    events: tableStore('eventID', 6, ['estateId', 'startDate'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'startDate'] }),
    newsletters: tableStore('id', 6, ['estateId', 'created'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'created'] }),
    documentCategories: tableStore('id', 6, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    documents: tableStore('id', 6, ['estateId', 'unitNo'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'unitNo'] }),
    estateContacts: tableStore('id', 6, ['estateId', 'kind'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'kind'] }),
    sitePlans: tableStore('estateId', 6, [], { until: ESTATE_ID_VERSION, key: 'estateID', indexes: [] }),
    developments: tableStore('id', 6, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    lifestyleProviders: tableStore('id', 6, ['estateId', 'location'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'location'] }),
    themes: tableStore('estateId', 6, [], { until: ESTATE_ID_VERSION, key: 'estateID', indexes: [] }),
  },
});
