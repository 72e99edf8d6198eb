import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';
import { loadScreenCode } from './app/screen-code';
import { captureInstallPrompt } from './features/shell/install-prompt';
import { setOfflineReady } from './features/shell/offline-ready';
import { setUpdateReady } from './features/shell/update-store';
import { getSession } from './sync/session-read';
import './styles.css';

/**
 * A page of the app shown inside the app's own frame (the sandbox gateway's card page in the
 * payment frame) renders its route only: the top window already runs the sync loop and owns the
 * service worker's update flow, and a second loop would push and pull the same outbox beside it.
 */
const framed = window.self !== window.top;
if (!framed) {
  captureInstallPrompt();
  // Workbox registers once the page has loaded: its module loads beside the first render too. Offline before the
  // precache's second stage holds it, it cannot load: the worker already in control keeps serving, and the next
  // launch with the module cached registers (update and "Ready to work offline" notices wait until then).
  void import('./sync/sw-register')
    .then((m) => m.registerServiceWorker({ onUpdateReady: setUpdateReady, onOfflineReady: setOfflineReady }))
    .catch(() => undefined);
}

/*
 * The sign-in machinery and the sync engine (transport, pull, flush, the SSE stream, the
 * contract's schemas they validate with) load beside the first render of a signed-in device, not
 * in front of it: screens render from Dexie without them, and a write waits in the outbox until
 * they run. ./sync/session also hooks the transport's "session ended by the server" handler, so
 * it is loaded framed too. Signed out, nothing here needs them: the sign-in screen loads them once
 * it has drawn (on a first visit over a weak signal they would share the link with its scripts).
 */
void getSession().then(async (session) => {
  if (!session) return;
  const [, engine] = await Promise.all([import('./sync/session'), import('./sync/engine')]);
  if (!framed) engine.startSync();
});

// The chunks of the routes the address matches load now, beside the session read and the layout's checks.
loadScreenCode(router, router.state.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
