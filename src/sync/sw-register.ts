import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 30_000;

type Handlers = {
  onUpdateReady: (apply: () => void) => void;
  /** Both precache stages are on the device: every screen that works offline does now (each visit, once they are). */
  onOfflineReady: () => void;
};

/**
 * Registers the service worker (production builds only) and reports a waiting update.
 * `apply` tells the waiting worker to take over, then reloads once it controls the page.
 * The build emits a classic (non-module) bundle at /sw.js, so no `type: 'module'`.
 */
export function registerServiceWorker(handlers: Handlers): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    handlers.onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb
    .register()
    .then(() => {
      setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
      void cacheLaterStage(handlers.onOfflineReady);
    })
    .catch(() => undefined);
}

/**
 * The precache's second stage (sw/precache-later.ts): once a worker is active (its install cached
 * the shell and the gate screens) and the page has loaded (Workbox registers after `load`), the
 * active worker caches the rest: maps, PDF viewer, barcode reader, editor, consoles. It answers
 * on a port when all is cached; a run cut short (offline, a failed file) is tried again when the
 * network returns, and at the next visit.
 */
async function cacheLaterStage(onOfflineReady: () => void): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  const channel = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
  });
  worker.postMessage({ type: 'CACHE_LATER' }, [channel.port2]);
  const reply = (await answer) as { type?: unknown } | null;
  if (reply?.type === 'OFFLINE_READY') onOfflineReady();
  else window.addEventListener('online', () => void cacheLaterStage(onOfflineReady), { once: true });
}
