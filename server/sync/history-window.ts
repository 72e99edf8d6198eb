import type { SyncedTable } from '../../src/contract/registry';
import type { Db } from '../db/database';
import { forgetRows, listLoggedRowIds } from './change-log';

/** Ids of the change log read, asked about and forgotten at a time (one short transaction each). */
const PAGE = 500;

/**
 * Which of these row ids are history: the owning module answers from its own table (a gate
 * decision older than the window, say). Ids it does not know (a tombstone's) are not history here.
 */
export type HistoryTest = (rowIds: readonly string[]) => Promise<readonly string[]>;

/**
 * Takes the rows of `table` that are history out of the change log, so a new device's first sync
 * holds the window only: pages through the table's rows in the log in id order (the log holds the
 * window, so each run reads about that much), asks `isHistory` which of a page are history and
 * forgets those, without tombstones, in one short transaction per page. Devices that hold the rows
 * drop their own copies by the same rule after each sync. Answers how many rows left the log.
 */
export async function forgetHistory(db: Db, table: SyncedTable, isHistory: HistoryTest): Promise<number> {
  let after = '';
  let forgotten = 0;
  for (;;) {
    const ids = await listLoggedRowIds(db, table, after, PAGE);
    const last = ids[ids.length - 1];
    if (last === undefined) return forgotten;
    const old = await isHistory(ids);
    if (old.length > 0) {
      await db.transaction().execute((trx) => forgetRows(trx, table, old));
      forgotten += old.length;
    }
    if (ids.length < PAGE) return forgotten;
    after = last;
  }
}
