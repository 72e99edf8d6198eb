import { API } from '../contract/api-paths';
import { serverNowMs } from './clock';
import { dropHistory } from './history';
import { coalesced } from './coalesce';
import { flushOutbox } from './flush';
import { browserOffline } from './network';
import { pullOnce } from './pull';
import { accessToken, apiUrl, refreshSession } from './transport';

const POLL_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;

type Running = { stop: AbortController; timer: ReturnType<typeof setInterval>; cleanup: (() => void)[] };
let running: Running | null = null;
const inflight = new Set<Promise<unknown>>();

function track(work: Promise<unknown>): void {
  const p = work.catch(() => undefined);
  inflight.add(p);
  void p.finally(() => inflight.delete(p));
}

/** One pull at a time; a request during a pull runs one more after it. */
const requestPull: () => Promise<void> = coalesced(pullOnce);

function flushAndPull(): void {
  track(flushOutbox().then(requestPull));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/** Reads `text/event-stream` frames from a fetch body and pulls on each `poke`. */
async function readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.split('\n').some((line) => line === 'event: poke')) track(requestPull());
      end = buffer.indexOf('\n\n');
    }
  }
}

/** SSE over fetch streaming (so the Authorization header can be sent), reconnecting with backoff. */
async function eventLoop(signal: AbortSignal): Promise<void> {
  let backoff = 1000;
  while (!signal.aborted) {
    try {
      const token = await accessToken();
      if (token) {
        const response = await fetch(apiUrl(API.syncEvents), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal });
        if (response.status === 401) await refreshSession(token).catch(() => undefined);
        else if (response.ok && response.body) {
          backoff = 1000;
          await readEvents(response.body, signal);
        }
      }
    } catch {
      // Offline or stream broken: retry after the backoff.
    }
    if (signal.aborted) return;
    await sleep(backoff, signal);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }
}

/**
 * Starts the sync loop (idempotent): the rows kept no longer dropped (offline too), flush + pull
 * now, SSE pokes, 60 s poll, online/focus triggers.
 */
export function startSync(): void {
  if (running) return;
  const stop = new AbortController();
  const cleanup: (() => void)[] = [];
  running = { stop, timer: setInterval(flushAndPull, POLL_MS), cleanup };
  track(serverNowMs().then(dropHistory));
  flushAndPull();
  track(eventLoop(stop.signal));
  if (typeof window !== 'undefined') {
    const onWake = () => flushAndPull();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flushAndPull();
    };
    window.addEventListener('online', onWake);
    window.addEventListener('focus', onWake);
    document.addEventListener('visibilitychange', onVisible);
    cleanup.push(() => {
      window.removeEventListener('online', onWake);
      window.removeEventListener('focus', onWake);
      document.removeEventListener('visibilitychange', onVisible);
    });
  }
}

export function stopSync(): void {
  if (!running) return;
  running.stop.abort();
  clearInterval(running.timer);
  for (const fn of running.cleanup) fn();
  running = null;
}

/** Flush, then pull, awaited (the Home "Refresh" action). Rejects with OfflineError offline. */
export async function syncNow(): Promise<void> {
  await flushOutbox();
  await requestPull();
}

/**
 * After a local write: flush from the page and wake the service worker's flush too. Offline
 * (the browser says so) the page does not flush now: the flush would fail at its fetch after
 * reading the outbox and the client id, work that competes with the screens' live queries
 * answering the write; the 'online' event flushes (startSync). The service worker is still woken
 * (it arms its wake-up for when the network is back, even if the page is closed), after the
 * write's own task.
 */
export function requestFlush(): void {
  const offline = browserOffline();
  if (!offline) track(flushOutbox());
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const wakeWorker = () =>
    // Not tracked: `ready` never settles on a page without a service worker.
    void navigator.serviceWorker.ready
      .then(async (registration) => {
        const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
        await sync?.register('outbox-flush').catch(() => undefined);
        registration.active?.postMessage({ type: 'flush' });
      })
      .catch(() => undefined);
  if (offline) setTimeout(wakeWorker, 0);
  else wakeWorker();
}

/** Resolves when background sync work started so far has finished (tests, sign-out). */
export async function syncIdle(): Promise<void> {
  while (inflight.size > 0) await Promise.all([...inflight]);
}
