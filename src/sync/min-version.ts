import { useSyncExternalStore } from 'react';

/**
 * The server's minimum app version (MIN_APP_VERSION), as last heard: every /sdk answer carries it
 * in the X-Min-App-Version header (src/sync/transport.ts records it; an answer without the header
 * clears it). Kept in localStorage, so offline the app keeps the last known minimum. Tiny: the
 * shell's first load reads it.
 */
const KEY = 'minAppVersion';
const listeners = new Set<() => void>();

/** The page's localStorage; none in the service worker, which also loads the transport (nothing is kept there). */
type KeyValueStore = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
const storage = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;

function read(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** Records the minimum an answer carried (null: the server sets none). */
export function rememberMinAppVersion(minimum: string | null): void {
  if (minimum === read()) return;
  const store = storage();
  if (!store) return;
  try {
    if (minimum) store.setItem(KEY, minimum);
    else store.removeItem(KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** The last minimum heard, or null. */
export function useMinAppVersion(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // Another tab heard a new minimum.
      const onStorage = (e: Event) => (e as Event & { key?: string | null }).key === KEY && listener();
      globalThis.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => null,
  );
}
