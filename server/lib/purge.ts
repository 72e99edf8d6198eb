import type { AppContext, JobLog } from '../context';

/**
 * The retention purges' shared shape (issue 28: bounded history). Each purge deletes in batches
 * of at most `PURGE_BATCH` rows, each batch its own short statement or transaction, so no long
 * transaction holds locks and writers between batches never wait more than one batch. The counts
 * go to `purged_rows_total{what}` and to the job's log.
 */

/** Rows one batch of a purge deletes at most. */
export const PURGE_BATCH = 1000;

/** Counts per `what` (a table's name: `notifications`, `change_log`, ...). */
export type PurgedRows = Record<string, number>;

/** What one batch deleted, and whether it found a full batch (so there may be more). */
export type PurgeBatch = { purged: PurgedRows; more: boolean };

/** Runs `batch` until one finds less than a full batch, and answers the sums of what they deleted. */
export async function inBatches(batch: () => Promise<PurgeBatch>): Promise<PurgedRows> {
  const total: PurgedRows = {};
  for (;;) {
    const { purged, more } = await batch();
    addPurged(total, purged);
    if (!more) return total;
  }
}

/** Adds `more` into `into` (several purges of one job). */
export function addPurged(into: PurgedRows, more: PurgedRows): PurgedRows {
  for (const [what, n] of Object.entries(more)) into[what] = (into[what] ?? 0) + n;
  return into;
}

/** Counts what a purge deleted in `purged_rows_total{what}` and logs it (nothing when nothing went). */
export function reportPurged(ctx: Pick<AppContext, 'metrics'>, log: JobLog, purged: PurgedRows, message: string, details: object = {}): void {
  const counted = Object.entries(purged).filter(([, n]) => n > 0);
  if (counted.length === 0) return;
  for (const [what, n] of counted) ctx.metrics.purgedRows.inc({ what }, n);
  log.info({ ...details, purged: Object.fromEntries(counted) }, message);
}
