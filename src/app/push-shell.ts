import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { isUnread } from '../domain/notifications';
import { inboxNotifications } from './notification-inbox';

/**
 * Web Push in the shell (issue 29), light enough for the first load (no transport): the app
 * icon's badge, closing system notifications that were read, and opening a tapped notification's
 * page in the window that is open.
 */

/**
 * Kept once in the signed-in shell: the app icon's badge follows the unread count (Badging API,
 * where present), and a system notification whose notification was read or deleted, here or on
 * another device (the read state syncs), is closed.
 */
export function usePushShell(unread: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (!nav.setAppBadge) return;
    void (unread > 0 ? nav.setAppBadge(unread) : (nav.clearAppBadge?.() ?? Promise.resolve())).catch(() => undefined);
  }, [unread]);
  const settled = useLiveQuery(async () => {
    const list = await inboxNotifications();
    return list
      .filter((n) => !isUnread(n.status))
      .map((n) => n.notificationId)
      .sort()
      .join('\n');
  }, []);
  useEffect(() => {
    if (!settled || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const ids = new Set(settled.split('\n'));
    void closeShown(ids);
  }, [settled]);
}

/** Closes the displayed system notifications whose tag (the notification's id) is in `ids`. */
async function closeShown(ids: ReadonlySet<string>): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const shown = reg ? await reg.getNotifications().catch(() => []) : [];
  for (const n of shown) if (n.tag && ids.has(n.tag)) n.close();
}

/** Kept once in the root layout: a notification tapped while a window of the app is open opens its page in it (the worker's message). */
export function usePushNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; route?: unknown } | null;
      if (data?.type !== 'push-navigate' || typeof data.route !== 'string') return;
      if (!data.route.startsWith('/') || data.route.startsWith('//')) return;
      void router.navigate({ href: data.route });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);
}
