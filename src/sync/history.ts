import type { SyncedTable } from '../contract/registry';
import { db } from '../db/db';
import type { HistoryRows } from '../db/feature';
import { CLIENT_HISTORY } from '../db/features';
import { shadowKey, syncedTable } from './tables';

/**
 * Drops the device's copies of rows that are history (the gate history window,
 * src/domain/gate-history.ts): the server's window job takes the same rows out of what it syncs, so a
 * device that keeps syncing holds the window only, as a new device does. Each table's rows are
 * found by its feature's declaration (`history` in `<area>.feature.ts`); a row with a write still in
 * the outbox (pending, or refused and on a screen until dismissed) stays. `nowMs`: server-corrected time.
 * Answers how many rows left.
 */
export async function dropHistory(nowMs: number, tables: ReadonlyMap<SyncedTable, HistoryRows> = CLIENT_HISTORY): Promise<number> {
  // Found first (a table's rule may read other tables); dropped in one transaction with the outbox read.
  const found: Array<[SyncedTable, ReadonlyArray<string | number>]> = [];
  for (const [table, find] of tables) {
    const keys = await find(db, nowMs);
    if (keys.length > 0) found.push([table, keys]);
  }
  if (found.length === 0) return 0;
  return db.transaction('rw', [db.outbox, ...found.map(([table]) => syncedTable(table))], async () => {
    const written = new Set((await db.outbox.toArray()).map((entry) => shadowKey(entry.table, entry.rowId)));
    let dropped = 0;
    for (const [table, keys] of found) {
      const old = keys.filter((key) => !written.has(shadowKey(table, String(key))));
      if (old.length === 0) continue;
      await syncedTable(table).bulkDelete([...old]);
      dropped += old.length;
    }
    return dropped;
  });
}
