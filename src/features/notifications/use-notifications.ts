import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { inboxNotification, inboxNotifications } from '../../app/notification-inbox';
import type { Notification } from '../../contract/notifications';
import { inCategory, unreadCounts, visibleList, type NotificationCategory } from '../../domain/notifications';

/** The current time, refreshed every `everyMs` (relative times, 30-day and expiry hiding). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Every synced notification of the signed-in user, their estates' notices among them (undefined while loading). */
function useAllNotifications(): Notification[] | undefined {
  return useLiveQuery(inboxNotifications, []);
}

/** The inbox of one category: visible items (not DELETED, not older than 30 days, not expired), newest first, at most 40. */
export function useNotificationList(category: string): Notification[] | undefined {
  const all = useAllNotifications();
  const now = useNow();
  if (all === undefined) return undefined;
  return visibleList(all, now).filter((n) => inCategory(n, category));
}

/** Unread counts per category over the visible inbox. */
export function useUnreadCounts(): Record<NotificationCategory, number> | undefined {
  const all = useAllNotifications();
  const now = useNow();
  return all === undefined ? undefined : unreadCounts(all, now);
}

/** One notification (or estate notice) from the store by id: undefined while loading, null when not there. */
export function useNotification(id: string): Notification | null | undefined {
  return useLiveQuery(() => inboxNotification(id), [id]);
}
