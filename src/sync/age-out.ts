import type { SyncedTable } from '../contract/registry';
import { db } from '../db/db';
import type { LocalKeep, ServerRetention } from '../db/feature';
import { CLIENT_KEEP } from '../db/features';
import { loadPublicConfig } from './public-config';
import { syncedTable } from './tables';

/**
 * Drops the device's rows that the tables' features keep no longer (`keep` in `<area>.feature.ts`:
 * notifications after the spec's 30 days, the guard's gate events after a day, the visitor log
 * after the server's GATE_LOG_KEEP_DAYS). The server deletes such rows without tombstones, so
 * the device ages its own: after each pull (`pullOnce`) and at start (`startSync`, offline too).
 * A row a write still waits on in the outbox stays (its refusal would roll back onto it). Answers
 * how many rows went.
 */
export async function ageOutRows(now = Date.now()): Promise<number> {
  const server = await serverRetention();
  let dropped = 0;
  for (const [name, keep] of CLIENT_KEEP) {
    const maxAgeMs = maxAgeOf(keep, server);
    if (maxAgeMs !== undefined) dropped += await dropOlder(name, keep.index, now - maxAgeMs);
  }
  return dropped;
}

function maxAgeOf(keep: LocalKeep, server: ServerRetention): number | undefined {
  return typeof keep.maxAgeMs === 'number' ? keep.maxAgeMs : keep.maxAgeMs(server);
}

/** The server's retention settings from its public config; unknown while it cannot be had (offline before its first answer). */
async function serverRetention(): Promise<ServerRetention> {
  const config = await loadPublicConfig().catch(() => undefined);
  return { gateLogKeepDays: config?.gateLogKeepDays };
}

/** Deletes the rows of `name` whose `index` is below `before`, except those with an outbox entry; one transaction. */
async function dropOlder(name: SyncedTable, index: string, before: number): Promise<number> {
  const table = syncedTable(name);
  return db.transaction('rw', [table, db.outbox], async () => {
    const old = await table.where(index).below(before).primaryKeys();
    if (old.length === 0) return 0;
    const waiting = new Set((await db.outbox.filter((entry) => entry.table === name).toArray()).map((entry) => entry.rowId));
    const drop = old.filter((key) => !waiting.has(String(key)));
    await table.bulkDelete(drop);
    return drop.length;
  });
}
