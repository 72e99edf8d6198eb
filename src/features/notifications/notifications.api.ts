import type { Notification } from '../../contract/notifications';
import { isUnread } from '../../domain/notifications';
import { mutate } from '../../sync/mutate';

/**
 * Opening an item marks it READ: at once on this device, and through the outbox on the
 * server (offline it waits; a refusal puts the row back as it was).
 */
export async function markNotificationRead(notification: Pick<Notification, 'notificationId' | 'status'>): Promise<void> {
  if (!isUnread(notification.status)) return;
  const { notificationId } = notification;
  await mutate('notifications.markRead', { notificationId });
}
