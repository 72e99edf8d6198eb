import { noticeAsNotification, notificationsMutations as m, notificationsTables as t } from '../../contract/notifications';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './notifications.stores';
import { NOTIFICATION_MAX_AGE_MS } from '../../domain/notifications';

/**
 * The user's notifications and their estates' notices (version 13, issue 28: one row per notice,
 * each member's read state their own); opening one marks it read. Opening a notice writes the
 * user's own row for it (READ), which a refusal removes again: the notice is then unread again.
 */
export const feature = defineFeature({
  tables: {
    notifications: clientTable(t.notifications, stores.tables.notifications),
    estateNotices: clientTable(t.estateNotices, stores.tables.estateNotices),
  },
  // Spec 1: items older than 30 days are dropped (the inbox hides them, the server deletes them without tombstones).
  history: {
    notifications: (db, nowMs) =>
      db.notifications
        .where('createdAt')
        .below(nowMs - NOTIFICATION_MAX_AGE_MS)
        .primaryKeys(),
    estateNotices: (db, nowMs) =>
      db.estateNotices
        .where('createdAt')
        .below(nowMs - NOTIFICATION_MAX_AGE_MS)
        .primaryKeys(),
  },
  mutations: {
    'notifications.markRead': defineMutation(m['notifications.markRead'], {
      table: 'notifications',
      rowId: (args) => args.notificationId,
      apply: async ({ notificationId }, { db, userId }) => {
        if (await db.notifications.get(notificationId)) return db.notifications.update(notificationId, { status: 'READ' });
        const notice = await db.estateNotices.get(notificationId);
        return notice ? db.notifications.put(noticeAsNotification(notice, userId, 'READ')) : undefined;
      },
    }),
  },
});
