import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { unreadCounts } from '../../domain/notifications';
import { useSession } from '../../sync/session';

/** Unread notifications for the tab badge: visible (not hidden by age, expiry or DELETED) and SENT. */
export function useUnreadCount(): number {
  const session = useSession();
  const userId = session?.userId;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const list = useLiveQuery(async () => (userId ? db.notifications.filter((n) => n.userId === userId).toArray() : []), [userId]);
  return list ? unreadCounts(list, now).All : 0;
}
