import { managerTables as t } from '../../contract/manager';
import { clientTable, defineFeature } from '../../db/feature';

/** The estate manager console's member cards. */
export const feature = defineFeature({
  tables: { managerMembers: clientTable(t.managerMembers, 2, ['estateId']) },
});
