import { operatorTables as t } from '../../contract/operator';
import { clientTable, defineFeature } from '../../db/feature';

/** The operator console's estates (operator scope) and the user's own operator row (their scope). */
export const feature = defineFeature({
  tables: {
    operatorEstates: clientTable(t.operatorEstates, 10, ['name']),
    operatorSelf: clientTable(t.operatorSelf, 10, []),
  },
});
