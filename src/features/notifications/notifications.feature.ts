import { notificationsMutations as m, notificationsTables as t } from '../../contract/notifications';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';

/** The user's notifications; opening one marks it read. */
export const feature = defineFeature({
  tables: { notifications: clientTable(t.notifications, 2, ['status', 'createdAt']) },
  mutations: {
    'notifications.markRead': defineMutation(m['notifications.markRead'], {
      table: 'notifications',
      rowId: (args) => args.notificationId,
      apply: (args, { db }) => db.notifications.update(args.notificationId, { status: 'READ' }),
    }),
  },
});
