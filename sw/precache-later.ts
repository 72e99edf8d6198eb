/// <reference lib="WebWorker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

/**
 * The precache's second stage (issue 30). The build marks `later` every file outside the shell and
 * the gate screens (scripts/vite/precache-stages.ts): the first stage is precached at install, as
 * before, so a first visit on a weak signal is not held up by megabytes of maps, PDF.js, the
 * barcode reader, the editor and the manager's console; those are cached here when the running
 * page asks (src/sync/sw-register.ts, after the first render), in their own cache, and served
 * from it like the first stage (falling back to the network until they are there).
 */

/** A manifest entry as the build injects it: `later` marks the second stage. */
type StagedEntry = PrecacheEntry & { later?: boolean };

/** Not a workbox precache name (no '-precache-'), so cleanupOutdatedCaches leaves it alone: activate() prunes it instead. */
const LATER_CACHE = 'estate-later';
/** Downloads at once while filling: enough to keep a slow link busy, few enough to leave room for the page's own requests. */
const PARALLEL = 3;

export function splitStages(manifest: ReadonlyArray<StagedEntry | string>): { first: Array<PrecacheEntry | string>; later: PrecacheEntry[] } {
  const first: Array<PrecacheEntry | string> = [];
  const later: PrecacheEntry[] = [];
  for (const entry of manifest) {
    if (typeof entry === 'string') first.push(entry);
    else {
      const { later: isLater, ...plain } = entry;
      (isLater ? later : first).push(plain);
    }
  }
  return { first, later };
}

export type LaterStage = {
  /** Caches every file of the stage not cached yet (one run at a time); rejects if one could not be fetched. */
  fill: () => Promise<void>;
  /** On activate: drops what an earlier version cached that this one no longer lists. */
  activate: (event: ExtendableEvent) => void;
};

export function routeLaterStage(entries: PrecacheEntry[]): LaterStage {
  const controller = new PrecacheController({ cacheName: LATER_CACHE });
  controller.addToCacheList(entries);
  registerRoute(new PrecacheRoute(controller));
  let filling: Promise<void> | null = null;
  return {
    fill: () => {
      filling ??= fillCache(controller).finally(() => {
        filling = null;
      });
      return filling;
    },
    activate: (event) => {
      void controller.activate(event);
    },
  };
}

async function fillCache(controller: PrecacheController): Promise<void> {
  const cache = await self.caches.open(controller.strategy.cacheName);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...controller.getURLsToCacheKeys()].filter(([, cacheKey]) => !cached.has(cacheKey));
  const fetchOne = async ([url, cacheKey]: [string, string]) => {
    // A revisioned entry (a file without a hash in its name) is checked with the server; hashed ones never change.
    const response = await fetch(url, { credentials: 'same-origin', cache: url === cacheKey ? 'default' : 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(cacheKey, response);
  };
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = missing.shift(); next; next = missing.shift()) await fetchOne(next);
    }),
  );
}
