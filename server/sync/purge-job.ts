import type { Job } from '../context';
import { reportPurged } from '../lib/purge';
import { purgeTombstones } from './pull';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Purges change-log tombstones older than `TOMBSTONE_HORIZON_DAYS` at boot and then every
 * 6 hours (puts are never purged: the log keeps the latest state of every row). A client whose
 * cursor is behind the purged tombstones gets `reset` on its next pull and re-bootstraps.
 */
export const tombstonePurgeJob: Job = {
  name: 'tombstone purge',
  everyMs: PURGE_EVERY_MS,
  async run(ctx, log) {
    const horizonDays = ctx.config.tombstoneHorizonDays;
    const purged = await purgeTombstones(ctx.db, horizonDays * DAY_MS);
    reportPurged(ctx, log, { change_log: purged }, 'purged change-log tombstones', { horizonDays });
  },
};
