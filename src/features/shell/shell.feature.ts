import { recordsTables as t } from '../../contract/records';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

/** The estates, roles and tiles the shell is built from, the signed-in user, and the sync engine's refusals. */
export const feature = defineFeature({
  tables: {
    estates: clientTable(t.estates, 1, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    roles: clientTable(t.roles, 1),
    tiles: clientTable(t.tiles, 1, ['[estateId+roleName]', 'estateId'], { until: ESTATE_ID_VERSION, indexes: ['[estateID+roleName]', 'estateID'] }),
    userRoles: clientTable(t.userRoles, 1, ['userId', 'estateId'], { until: ESTATE_ID_VERSION, indexes: ['userId', 'estateID'] }),
    users: clientTable(t.users, 1),
    accessInfo: clientTable(t.accessInfo, 1, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    appConfig: clientTable(t.appConfig, 1),
    mutationErrors: clientTable(t.mutationErrors, 1),
  },
});
