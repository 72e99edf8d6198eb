import { homeSettingsMutations as m, homeSettingsTables, normalRoleList } from '../../contract/home-settings';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './home-settings.stores';

/**
 * The estate's home-category settings: synced to its members (Home reads them offline); the
 * manager's save goes through the outbox and shows at once, on this device, until the server
 * answers (a refusal rolls it back).
 */
export const feature = defineFeature({
  tables: {
    homeCategorySettings: clientTable(homeSettingsTables.homeCategorySettings, stores.tables.homeCategorySettings),
  },
  mutations: {
    'homeSettings.save': defineMutation(m['homeSettings.save'], {
      table: 'homeCategorySettings',
      rowId: (args) => String(args.estateId),
      apply: async (args, { db }) => {
        await db.homeCategorySettings.put({
          estateId: args.estateId,
          homeCategoryTilesEnabled: args.homeCategoryTilesEnabled,
          exceptRoles: normalRoleList(args.exceptRoles),
          updatedAt: Date.now(),
        });
      },
    }),
  },
});
