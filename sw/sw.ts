/// <reference lib="WebWorker" />
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { db } from '../src/db/db';
import { flushOutbox } from '../src/sync/flush';
import { handleNotificationClick, handlePush, type PushWorker } from '../src/sync/push-sw';
import { routeLaterStage, splitStages } from './precache-later';

declare let self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

// The first install takes control of the open page at once (so it works offline without
// a second load); later versions wait in `waiting` until the user accepts the update.
clientsClaim();
// Two stages (sw/precache-later.ts): the shell and the gate screens at install, the rest when the running page asks.
const stages = splitStages(self.__WB_MANIFEST);
precacheAndRoute(stages.first);
cleanupOutdatedCaches();
const laterStage = routeLaterStage(stages.later);
self.addEventListener('activate', (event) => laterStage.activate(event));

// Every app path renders the single-page app; API and dev pages go to the network, and so does
// the payment sandbox's card page: it is framed by the app, so it needs the server's own headers
// for it (the precached shell carries the app's frame-ancestors 'none').
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/sdk\//, /^\/dev\//, /^\/sandbox\//] }));

registerRoute(({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/sdk/'), new CacheFirst({ cacheName: 'images' }));

// The passport OCR's worker and cores (not precached: several MB, fetched on the first passport read) kept for offline reads;
// the file names carry no hash, so a new tesseract.js build means a new cache name here.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/ocr/'), new CacheFirst({ cacheName: 'ocr-tesseract-7' }));

/**
 * The Dexie outbox is the queue; Workbox's background-sync queue is only the wake-up.
 * When a flush leaves writes pending (offline), one placeholder request is queued so the
 * browser fires a `sync` when connectivity returns; the queue's onSync drops its
 * placeholders and flushes the outbox (fresh token at send time, refusals rolled back).
 * Throwing there makes Chromium retry later. Without Background Sync (Safari, Firefox)
 * Workbox runs onSync once each time this worker starts.
 */
const wakeup = new Queue('outbox-wakeup', {
  maxRetentionTime: 60 * 24 * 30,
  onSync: async ({ queue }) => {
    // Without Background Sync this runs at every start, also of a version still waiting: it leaves the database alone.
    if (!isActiveWorker()) return;
    while (await queue.shiftRequest()) {
      // Placeholders carry no write.
    }
    await flushOrThrow();
  },
});

async function pendingCount(): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}

/** Flushes; if writes are still pending afterwards, throws so the sync is retried. */
async function flushOrThrow(): Promise<void> {
  await flushOutbox();
  if ((await pendingCount()) > 0 && (await db.session.get('current'))) throw new Error('Outbox still pending');
}

/** Flushes; if writes are still pending, arms the wake-up for when the network returns. */
async function flushAndArm(): Promise<void> {
  try {
    await flushOutbox();
    if ((await pendingCount()) > 0 && (await wakeup.size()) === 0) {
      await wakeup.pushRequest({ request: new Request('/sdk/health', { method: 'GET' }) });
    }
  } catch {
    // Storage unavailable or signed out: the next trigger flushes.
  }
}

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag === 'outbox-flush')
    e.waitUntil(
      flushOrThrow().catch(async (error: unknown) => {
        await flushAndArm();
        throw error;
      }),
    );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'flush') event.waitUntil(flushAndArm());
  else if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'CACHE_LATER') {
    // The page runs (src/sync/sw-register.ts): cache the second stage, then answer on the message's port whether all is offline now.
    const port = event.ports[0];
    event.waitUntil(
      laterStage.fill().then(
        () => port?.postMessage({ type: 'OFFLINE_READY' }),
        () => port?.postMessage({ type: 'OFFLINE_NOT_READY' }),
      ),
    );
  }
});

/**
 * Web Push (issue 29, src/sync/push-sw.ts): a push shows its notification and the badge; a tap on
 * Approve or Decline answers the visitor access request through the outbox (flushed now, or by
 * the wake-up once the network returns), a tap on the body opens its page in a window of the app.
 */
const pushWorker: PushWorker = {
  registration: self.registration,
  clients: {
    matchAll: (options) => self.clients.matchAll(options),
    openWindow: (url) => self.clients.openWindow(url),
  },
  navigator: self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> },
  flush: flushAndArm,
};

self.addEventListener('push', (event: PushEvent) => {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null;
  }
  event.waitUntil(handlePush(pushWorker, text));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.waitUntil(handleNotificationClick(pushWorker, event));
});

/**
 * Whether this worker is the one in charge. A new version waits (installed, not active) until the user accepts the
 * update, and must not open the device's database meanwhile: opening it runs the new version's upgrade under the page
 * still running the old one, whose queries then name indexes the upgrade replaced.
 */
function isActiveWorker(): boolean {
  const own = self.serviceWorker as ServiceWorker | undefined;
  if (own) return own.state === 'activating' || own.state === 'activated';
  return !self.registration.installing && !self.registration.waiting;
}

// Safari and Firefox have no `sync` event: flush whenever the worker starts, once it is the active one.
if (isActiveWorker()) void flushAndArm();
