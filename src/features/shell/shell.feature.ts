import { recordsTables as t } from '../../contract/records';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './shell.stores';

/** The estates, roles and tiles the shell is built from, the signed-in user, and the sync engine's refusals. */
export const feature = defineFeature({
  tables: {
    estates: clientTable(t.estates, stores.tables.estates),
    roles: clientTable(t.roles, stores.tables.roles),
    tiles: clientTable(t.tiles, stores.tables.tiles),
    userRoles: clientTable(t.userRoles, stores.tables.userRoles),
    users: clientTable(t.users, stores.tables.users),
    accessInfo: clientTable(t.accessInfo, stores.tables.accessInfo),
    appConfig: clientTable(t.appConfig, stores.tables.appConfig),
    mutationErrors: clientTable(t.mutationErrors, stores.tables.mutationErrors),
  },
});
