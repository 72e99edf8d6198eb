import * as v from 'valibot';
import { MUTATIONS, type MutationArgs, type MutationName } from '../contract/mutations';
import type { SyncedTable } from '../contract/records';
import { db, META } from '../db/db';
import { requestFlush } from './engine';
import { readMeta } from './outbox';
import { allSyncedTables, rowKey, syncedTable } from './tables';

/** A mutation's args as a caller hands them in, before the contract schema trims and checks them. */
export type MutationInput<N extends MutationName> = v.InferInput<(typeof MUTATIONS)[N]>;

export type Mutation<N extends MutationName> = {
  name: N;
  args: MutationInput<N>;
  table: SyncedTable;
  rowId: string;
  /**
   * The optimistic write, given the parsed args. It runs inside the transaction over meta,
   * outbox, shadows and the synced tables: read and write those only, nothing else async.
   */
  apply: (args: MutationArgs<N>) => Promise<unknown>;
};

/**
 * One local write, and the only place the client parses mutation args: validates them with
 * the contract schema (throws valibot's ValiError, whose message is the first issue's, which
 * the form shows), then in ONE Dexie transaction remembers the row as it was, runs the
 * optimistic write with the parsed args and queues the mutation. Offline, the row shows the
 * new value as pending and the outbox keeps it until a flush reaches the server.
 */
export async function mutate<N extends MutationName>(m: Mutation<N>): Promise<void> {
  const args: MutationArgs<N> = v.parse(MUTATIONS[m.name], m.args);
  await db.transaction('rw', [db.meta, db.outbox, db.shadows, ...allSyncedTables()], async () => {
    const prev = (await syncedTable(m.table).get(rowKey(m.table, m.rowId))) ?? null;
    const id = (await readMeta<number>(META.nextMutationId)) ?? 1;
    await db.meta.put({ key: META.nextMutationId, value: id + 1 });
    await m.apply(args);
    await db.outbox.add({ id, name: m.name, args, table: m.table, rowId: m.rowId, prev, status: 'pending', createdAt: Date.now() });
  });
  requestFlush();
}

/** A new row id, made on the device so an offline write can name its row (url-safe). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
