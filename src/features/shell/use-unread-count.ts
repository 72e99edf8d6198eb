import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { inboxNotifications } from '../../app/notification-inbox';
import { unreadCounts } from '../../domain/notifications';

/** Unread notifications for the tab badge, the estate's notices among them: visible (not hidden by age, expiry or DELETED) and SENT. */
export function useUnreadCount(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const list = useLiveQuery(inboxNotifications, []);
  return list ? unreadCounts(list, now).All : 0;
}
