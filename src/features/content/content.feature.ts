import { contentTables as t } from '../../contract/content';
import { clientTable, defineFeature } from '../../db/feature';

/** The estate's content, written by its managers: places, directory, events, newsletters, documents, contacts, site plan, theme. */
export const feature = defineFeature({
  tables: {
    pointsOfInterest: clientTable(t.pointsOfInterest, 1, ['estateId']),
    directory: clientTable(t.directory, 1, ['estateId']),
    events: clientTable(t.events, 6, ['estateId', 'startDate']),
    newsletters: clientTable(t.newsletters, 6, ['estateId', 'created']),
    documentCategories: clientTable(t.documentCategories, 6, ['estateId']),
    documents: clientTable(t.documents, 6, ['estateId', 'unitNo']),
    estateContacts: clientTable(t.estateContacts, 6, ['estateId', 'kind']),
    sitePlans: clientTable(t.sitePlans, 6),
    developments: clientTable(t.developments, 6, ['estateId']),
    lifestyleProviders: clientTable(t.lifestyleProviders, 6, ['estateId', 'location']),
    themes: clientTable(t.themes, 6),
  },
});
