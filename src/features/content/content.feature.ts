import { contentTables as t } from '../../contract/content';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

/** The estate's content, written by its managers: places, directory, events, newsletters, documents, contacts, site plan, theme. */
export const feature = defineFeature({
  tables: {
    pointsOfInterest: clientTable(t.pointsOfInterest, 1, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    directory: clientTable(t.directory, 1, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    events: clientTable(t.events, 6, ['estateId', 'startDate'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'startDate'] }),
    newsletters: clientTable(t.newsletters, 6, ['estateId', 'created'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'created'] }),
    documentCategories: clientTable(t.documentCategories, 6, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    documents: clientTable(t.documents, 6, ['estateId', 'unitNo'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'unitNo'] }),
    estateContacts: clientTable(t.estateContacts, 6, ['estateId', 'kind'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'kind'] }),
    sitePlans: clientTable(t.sitePlans, 6, [], { until: ESTATE_ID_VERSION, key: 'estateID', indexes: [] }),
    developments: clientTable(t.developments, 6, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['estateID'] }),
    lifestyleProviders: clientTable(t.lifestyleProviders, 6, ['estateId', 'location'], { until: ESTATE_ID_VERSION, indexes: ['estateID', 'location'] }),
    themes: clientTable(t.themes, 6, [], { until: ESTATE_ID_VERSION, key: 'estateID', indexes: [] }),
  },
});
