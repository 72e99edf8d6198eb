import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the shell tables (`src/db/schema.ts` opens the database from these; the row schemas stay in shell.feature.ts). */
export const stores = defineStores({
  tables: {
    estates: tableStore('estateId', 1, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    roles: tableStore('roleName', 1),
    tiles: tableStore('id', 1, ['[estateId+roleName]', 'estateId'], { until: ESTATE_ID_VERSION, indexes: ['[estateID+roleName]', 'estateID'] }),
    userRoles: tableStore('id', 1, ['userId', 'estateId'], { until: ESTATE_ID_VERSION, indexes: ['userId', 'estateID'] }),
    users: tableStore('uid', 1),
    accessInfo: tableStore('estateId', 1, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    appConfig: tableStore('key', 1),
    mutationErrors: tableStore('id', 1),
  },
});
