import { notificationsMutations as m, notificationsTables as t } from '../../contract/notifications';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { NOTIFICATION_MAX_AGE_MS } from '../../domain/notifications';

/** The user's notifications; opening one marks it read. */
export const feature = defineFeature({
  tables: { notifications: clientTable(t.notifications, 2, ['status', 'createdAt']) },
  // Spec 1: items older than 30 days are dropped (the inbox hides them, the server deletes them).
  keep: { notifications: { index: 'createdAt', maxAgeMs: NOTIFICATION_MAX_AGE_MS } },
  mutations: {
    'notifications.markRead': defineMutation(m['notifications.markRead'], {
      table: 'notifications',
      rowId: (args) => args.notificationId,
      apply: (args, { db }) => db.notifications.update(args.notificationId, { status: 'READ' }),
    }),
  },
});
