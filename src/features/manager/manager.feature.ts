import { managerTables as t } from '../../contract/manager';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './manager.stores';

/** The estate manager console's member cards. */
export const feature = defineFeature({
  tables: { managerMembers: clientTable(t.managerMembers, stores.tables.managerMembers) },
});
