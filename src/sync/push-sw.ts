import * as v from 'valibot';
import type { AccessRequestAnswer } from '../contract/access-requests';
import { PushPayloadSchema, type PushPayload } from '../contract/push';
import { db } from '../db/db';
import { PUSH_MESSAGES, PUSH_WORKER_MESSAGES } from '../i18n/en/push';
import { enqueueMutation } from './enqueue';

/**
 * The service worker's Web Push handlers (issue 29), kept out of sw/sw.ts so tests can call them
 * with a minimal event and worker: a `push` shows the notification (and the badge), a
 * `notificationclick` answers a visitor access request through the outbox (Approve, Decline) or
 * opens the notification's page in a window of the app. Nothing here marks a notification read:
 * the page the tap opens does, the app's normal way.
 */

/** The app's icon, for the notification and its badge. */
const ICON = '/icon-192.png';

/** What `showNotification` is given for one push. */
export type ShownNotification = {
  title: string;
  options: NotificationOptions & { actions?: Array<{ action: string; title: string }> };
  /** The unread count to show on the app's icon, or null when the push did not say (a bad payload). */
  badge: number | null;
};

/** What a shown notification carries for its click. */
const NotificationDataSchema = v.object({ id: v.string(), route: v.string(), requestId: v.string() });
export type NotificationData = v.InferOutput<typeof NotificationDataSchema>;

/** A path of this app (never another origin's): the route the push names, else the inbox. */
export function safeRoute(route: string): string {
  return route.startsWith('/') && !route.startsWith('//') && !route.startsWith('/\\') ? route : '/notifications';
}

/** The push's text as its payload, or null when it is not one (Chrome requires a notification all the same). */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(PushPayloadSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The notification one push shows: the payload's, or a generic one leading to the inbox. */
export function notificationFor(text: string | null | undefined): ShownNotification {
  const payload = parsePushPayload(text);
  if (!payload) {
    const data: NotificationData = { id: '', route: '/notifications', requestId: '' };
    return { title: PUSH_WORKER_MESSAGES.genericTitle, options: { body: PUSH_WORKER_MESSAGES.genericBody, icon: ICON, badge: ICON, data }, badge: null };
  }
  const data: NotificationData = { id: payload.id, route: safeRoute(payload.route), requestId: payload.requestId };
  const actions = payload.requestId
    ? [
        { action: 'approve', title: PUSH_MESSAGES.approve },
        { action: 'decline', title: PUSH_MESSAGES.decline },
      ]
    : [];
  return {
    title: payload.title,
    options: { body: payload.body, ...(payload.id ? { tag: payload.id } : {}), icon: ICON, badge: ICON, data, actions },
    badge: Number.isFinite(payload.badge) && payload.badge >= 0 ? Math.floor(payload.badge) : null,
  };
}

/** The parts of the worker's global scope the handlers use (the real one in sw/sw.ts, a fake in the tests). */
export type PushWorker = {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<PushWindow>>;
    openWindow(url: string): Promise<unknown>;
  };
  navigator: { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  /** Sends the outbox now and, offline, arms the wake-up for when the network returns (sw.ts's flushAndArm). */
  flush(): Promise<void>;
};

/** A window of the app, as the worker sees it. */
export type PushWindow = { url: string; focused?: boolean; visibilityState?: string; focus(): Promise<unknown>; postMessage(message: unknown): void };

/** The message a window of the app gets to open a page (src/app/push-client.ts routes it). */
export type NavigateMessage = { type: 'push-navigate'; route: string };

async function setBadge(worker: PushWorker, count: number | null): Promise<void> {
  if (count === null) return;
  try {
    if (count > 0) await worker.navigator.setAppBadge?.(count);
    else await worker.navigator.clearAppBadge?.();
  } catch {
    // The Badging API is a hint: a browser that refuses it still shows the notification.
  }
}

/** `push`: shows the notification (a bad payload a generic one) and sets the app's badge where the browser has one. */
export async function handlePush(worker: PushWorker, text: string | null | undefined): Promise<void> {
  const shown = notificationFor(text);
  await Promise.all([worker.registration.showNotification(shown.title, shown.options), setBadge(worker, shown.badge)]);
}

/** Opens `route` in a window of the app: the focused or a visible one first, else any, else a new one. */
export async function openRoute(worker: PushWorker, route: string): Promise<void> {
  const path = safeRoute(route);
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const chosen = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  if (!chosen) {
    await worker.clients.openWindow(path);
    return;
  }
  await chosen.focus().catch(() => undefined);
  const message: NavigateMessage = { type: 'push-navigate', route: path };
  chosen.postMessage(message);
}

const ANSWERS: Readonly<Record<string, AccessRequestAnswer>> = { approve: 'APPROVED', decline: 'DECLINED' };

/** A notification tapped: its `action` ('' for the body), its data, and closing it. */
export type ClickedNotification = { action: string; notification: { data: unknown; close(): void } };

/**
 * `notificationclick`: Approve or Decline queues `accessRequests.answer` in the outbox exactly as
 * a tap on the page would (so it lands once, now or when the network returns) and flushes; the
 * body (or an answer with no one signed in on this device) opens the notification's page.
 */
export async function handleNotificationClick(worker: PushWorker, event: ClickedNotification): Promise<void> {
  event.notification.close();
  const parsed = v.safeParse(NotificationDataSchema, event.notification.data);
  const data: NotificationData = parsed.success ? parsed.output : { id: '', route: '/notifications', requestId: '' };
  const answer = ANSWERS[event.action];
  if (answer && data.requestId && (await db.session.get('current'))) {
    try {
      await enqueueMutation('accessRequests.answer', { id: data.requestId, answer });
    } catch {
      // Not a request id this app knows how to answer: the page shows the request and its buttons.
      await openRoute(worker, data.route);
      return;
    }
    await worker.flush();
    return;
  }
  await openRoute(worker, data.route);
}
