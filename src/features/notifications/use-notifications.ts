import { useLiveQuery } from 'dexie-react-hooks';
import { useNow } from '../../ui/use-now';
import { inboxNotification, inboxNotifications } from '../../app/notification-inbox';
import type { Notification } from '../../contract/notifications';
import { inCategory, unreadCounts, visibleList, type NotificationCategory } from '../../domain/notifications';

/** Relative times, and the 30-day and expiry hiding, follow the clock minute by minute. */
export const useInboxNow = () => useNow(60_000);

/** Every synced notification of the signed-in user, their estates' notices among them (undefined while loading). */
function useAllNotifications(): Notification[] | undefined {
  return useLiveQuery(inboxNotifications, []);
}

/** The inbox of one category: visible items (not DELETED, not older than 30 days, not expired), newest first, at most 40. */
export function useNotificationList(category: string): Notification[] | undefined {
  const all = useAllNotifications();
  const now = useInboxNow();
  if (all === undefined) return undefined;
  return visibleList(all, now).filter((n) => inCategory(n, category));
}

/** Unread counts per category over the visible inbox. */
export function useUnreadCounts(): Record<NotificationCategory, number> | undefined {
  const all = useAllNotifications();
  const now = useInboxNow();
  return all === undefined ? undefined : unreadCounts(all, now);
}

/** One notification (or estate notice) from the store by id: undefined while loading, null when not there. */
export function useNotification(id: string): Notification | null | undefined {
  return useLiveQuery(() => inboxNotification(id), [id]);
}
