import * as v from 'valibot';
import type { ArgsSchema, MutationArgs, MutationInput, MutationName, SyncedTable } from '../contract/registry';
import { db, META } from '../db/db';
import type { ClientMutation } from '../db/feature';
import { CLIENT_MUTATIONS } from '../db/features';
import { requestFlush } from './engine';
import { readMeta } from './outbox';
import { allSyncedTables, rowKey, syncedTable } from './tables';

export type { MutationInput };

/**
 * A mutation whose optimistic write is still written at its call site. New mutations declare
 * theirs in their feature (`defineMutation`) and are called as `mutate(name, input)`.
 */
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

function declaredMutation(name: MutationName): ClientMutation<ArgsSchema> {
  const mutation = CLIENT_MUTATIONS.get(name);
  if (!mutation) throw new Error(`Mutation ${name} is not declared by any feature`);
  return mutation;
}

/**
 * One local write, and the only place the client parses mutation args: validates them with
 * the schema the mutation's feature declares (throws valibot's ValiError, whose message is the
 * first issue's, which the form shows), then in ONE Dexie transaction remembers the row as it
 * was, runs the declared optimistic write with the parsed args and queues the mutation.
 * Offline, the row shows the new value as pending and the outbox keeps it until a flush
 * reaches the server.
 */
export async function mutate<N extends MutationName>(name: N, input: MutationInput<N>): Promise<void>;
/** The older form: the optimistic write passed at the call site (its feature declares no `apply`). */
export async function mutate<N extends MutationName>(m: Mutation<N>): Promise<void>;
export async function mutate<N extends MutationName>(first: N | Mutation<N>, input?: MutationInput<N>): Promise<void> {
  const name: MutationName = typeof first === 'string' ? first : first.name;
  const declared = declaredMutation(name);
  const args = v.parse(declared.schema, typeof first === 'string' ? input : first.args);
  const userId = (await db.session.get('current'))?.userId ?? '';
  const table = typeof first === 'string' ? declared.table : first.table;
  const rowId = typeof first === 'string' ? declared.rowId(args, { userId }) : first.rowId;
  await db.transaction('rw', [db.meta, db.outbox, db.shadows, ...allSyncedTables()], async () => {
    const prev = (await syncedTable(table).get(rowKey(table, rowId))) ?? null;
    const id = (await readMeta<number>(META.nextMutationId)) ?? 1;
    await db.meta.put({ key: META.nextMutationId, value: id + 1 });
    if (typeof first !== 'string') await first.apply(args as MutationArgs<N>);
    else if (declared.apply) await declared.apply(args, { db, userId });
    else throw new Error(`Mutation ${name} declares no optimistic write: its call site passes it`);
    await db.outbox.add({ id, name, args, table, rowId, prev, status: 'pending', createdAt: Date.now() });
  });
  requestFlush();
}

/** A new row id, made on the device so an offline write can name its row (url-safe). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
