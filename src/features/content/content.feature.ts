import { contentTables as t } from '../../contract/content';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './content.stores';

/** The estate's content, written by its managers: places, directory, events, newsletters, documents, contacts, site plan, theme. */
export const feature = defineFeature({
  tables: {
    pointsOfInterest: clientTable(t.pointsOfInterest, stores.tables.pointsOfInterest),
    directory: clientTable(t.directory, stores.tables.directory),
    events: clientTable(t.events, stores.tables.events),
    newsletters: clientTable(t.newsletters, stores.tables.newsletters),
    documentCategories: clientTable(t.documentCategories, stores.tables.documentCategories),
    documents: clientTable(t.documents, stores.tables.documents),
    estateContacts: clientTable(t.estateContacts, stores.tables.estateContacts),
    sitePlans: clientTable(t.sitePlans, stores.tables.sitePlans),
    developments: clientTable(t.developments, stores.tables.developments),
    lifestyleProviders: clientTable(t.lifestyleProviders, stores.tables.lifestyleProviders),
    themes: clientTable(t.themes, stores.tables.themes),
  },
});
