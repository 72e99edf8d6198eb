import { recordsTables as t } from '../../contract/records';
import { clientTable, defineFeature } from '../../db/feature';

/** The estates, roles and tiles the shell is built from, the signed-in user, and the sync engine's refusals. */
export const feature = defineFeature({
  tables: {
    estates: clientTable(t.estates, 1),
    roles: clientTable(t.roles, 1),
    tiles: clientTable(t.tiles, 1, ['[estateId+roleName]', 'estateId']),
    userRoles: clientTable(t.userRoles, 1, ['userId', 'estateId']),
    users: clientTable(t.users, 1),
    accessInfo: clientTable(t.accessInfo, 1),
    appConfig: clientTable(t.appConfig, 1),
    mutationErrors: clientTable(t.mutationErrors, 1),
  },
});
