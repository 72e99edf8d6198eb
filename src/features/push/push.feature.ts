import { pushMutations as m, pushTables } from '../../contract/push';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './push.stores';
import { DEFAULT_PUSH_CATEGORIES } from '../../domain/push';

/**
 * Web Push (issue 29): the user's push categories (version 15), one row of their own, changed one
 * switch at a time through the outbox (so two devices' changes merge on the server). The device's
 * subscription is not synced: src/app/push-client.ts keeps it with the server.
 */
export const feature = defineFeature({
  tables: {
    pushPreferences: clientTable(pushTables.pushPreferences, stores.tables.pushPreferences),
  },
  mutations: {
    // The switch flips at once; with no row yet the other categories keep their defaults.
    'push.setCategory': defineMutation(m['push.setCategory'], {
      table: 'pushPreferences',
      rowId: (_args, { userId }) => userId,
      apply: async ({ category, on }, { db, userId }) => {
        const row = await db.pushPreferences.get(userId);
        const categories = { ...DEFAULT_PUSH_CATEGORIES, ...row?.categories, [category]: on };
        return db.pushPreferences.put({ userId, categories, updatedAt: Date.now() });
      },
    }),
  },
});
