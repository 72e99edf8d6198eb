import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 30_000;

/**
 * Registers the service worker (production builds only) and reports a waiting update.
 * `apply` tells the waiting worker to take over, then reloads once it controls the page.
 * The build emits a classic (non-module) bundle at /sw.js, so no `type: 'module'`.
 */
export function registerServiceWorker(handlers: { onUpdateReady: (apply: () => void) => void }): void {
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
    })
    .catch(() => undefined);
}
