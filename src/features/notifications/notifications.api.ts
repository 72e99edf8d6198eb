import * as v from 'valibot';
import { NotificationMarkReadArgsSchema, type Notification } from '../../contract/notifications';
import { db } from '../../db/db';
import { isUnread } from '../../domain/notifications';
import { mutate } from '../../sync/mutate';

/**
 * Opening an item marks it READ: at once on this device, and through the outbox on the
 * server (offline it waits; a refusal puts the row back as it was).
 */
export async function markNotificationRead(notification: Pick<Notification, 'notificationId' | 'status'>): Promise<void> {
  if (!isUnread(notification.status)) return;
  const args = v.parse(NotificationMarkReadArgsSchema, { notificationId: notification.notificationId });
  await mutate({
    name: 'notifications.markRead',
    args,
    table: 'notifications',
    rowId: args.notificationId,
    apply: async () => {
      await db.notifications.update(args.notificationId, { status: 'READ' });
    },
  });
}
