import { operatorTables as t } from '../../contract/operator';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './operator.stores';

/** The operator console's estates (operator scope) and the user's own operator row (their scope). */
export const feature = defineFeature({
  tables: {
    operatorEstates: clientTable(t.operatorEstates, stores.tables.operatorEstates),
    operatorSelf: clientTable(t.operatorSelf, stores.tables.operatorSelf),
  },
});
