import * as v from 'valibot';
import { MUTATIONS, type MutationArgs, type MutationName } from '../contract/mutations';
import type { SyncedTable } from '../contract/records';
import { db, META } from '../db/db';
import { requestFlush } from './engine';
import { readMeta } from './outbox';
import { allSyncedTables, rowKey, syncedTable } from './tables';

/**
 * One local write: validates the args with the contract schema (throws valibot's ValiError,
 * whose message the form shows), then in ONE Dexie transaction remembers the row as it
 * was, runs the optimistic write and queues the mutation. Offline, the row shows the new
 * value as pending and the outbox keeps it until a flush reaches the server.
 */
export async function mutate<N extends MutationName>(m: {
  name: N;
  args: MutationArgs<N>;
  table: SyncedTable;
  rowId: string;
  apply: () => Promise<void>;
}): Promise<void> {
  const args = v.parse(MUTATIONS[m.name], m.args);
  await db.transaction('rw', [db.meta, db.outbox, db.shadows, ...allSyncedTables()], async () => {
    const prev = (await syncedTable(m.table).get(rowKey(m.table, m.rowId))) ?? null;
    const id = (await readMeta<number>(META.nextMutationId)) ?? 1;
    await db.meta.put({ key: META.nextMutationId, value: id + 1 });
    await m.apply();
    await db.outbox.add({ id, name: m.name, args, table: m.table, rowId: m.rowId, prev, status: 'pending', createdAt: Date.now() });
  });
  requestFlush();
}
