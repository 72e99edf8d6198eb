import { contentTables as t } from '../../contract/content';
import { clientTable, defineFeature } from '../../db/feature';

/** The estate's content, written by its managers: places, directory, events, newsletters, documents, contacts, site plan, theme. */
export const feature = defineFeature({
  tables: {
    pointsOfInterest: clientTable(t.pointsOfInterest, 1, ['estateID']),
    directory: clientTable(t.directory, 1, ['estateID']),
    events: clientTable(t.events, 6, ['estateID', 'startDate']),
    newsletters: clientTable(t.newsletters, 6, ['estateID', 'created']),
    documentCategories: clientTable(t.documentCategories, 6, ['estateID']),
    documents: clientTable(t.documents, 6, ['estateID', 'unitNo']),
    estateContacts: clientTable(t.estateContacts, 6, ['estateID', 'kind']),
    sitePlans: clientTable(t.sitePlans, 6),
    developments: clientTable(t.developments, 6, ['estateID']),
    lifestyleProviders: clientTable(t.lifestyleProviders, 6, ['estateID', 'location']),
    themes: clientTable(t.themes, 6),
  },
});
