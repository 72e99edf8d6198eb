import type { Db } from '../db/database';
import { purgeTombstones } from './pull';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export type PurgeLog = { info(details: object, message: string): void; error(details: object, message: string): void };

export type TombstonePurge = {
  /** The run in progress, if any (the first one starts at once). */
  idle(): Promise<void>;
  /** No further runs; waits for the one in progress. */
  stop(): Promise<void>;
};

/**
 * Purges change-log tombstones older than `horizonDays` now and then every `everyMs`
 * (puts are never purged: the log keeps the latest state of every row). A client whose
 * cursor is behind the purged tombstones gets `reset` on its next pull and re-bootstraps.
 * A failed run is logged and retried at the next interval.
 */
export function startTombstonePurge(db: Db, log: PurgeLog, options: { horizonDays: number; everyMs?: number }): TombstonePurge {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    current = current.then(async () => {
      try {
        const purged = await purgeTombstones(db, options.horizonDays * DAY_MS);
        if (purged > 0) log.info({ purged, horizonDays: options.horizonDays }, 'purged change-log tombstones');
      } catch (error) {
        log.error({ err: error }, 'tombstone purge failed');
      }
    });
  };
  run();
  const timer = setInterval(run, options.everyMs ?? PURGE_EVERY_MS);
  timer.unref();
  return {
    idle: () => current,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
