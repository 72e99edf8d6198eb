import * as v from 'valibot';
import type { ArgsSchema, MutationInput, MutationName } from '../contract/registry';
import { db, META } from '../db/db';
import type { ClientMutation, LocalOf } from '../db/feature';
import { CLIENT_MUTATIONS } from '../db/features';
import { readMeta } from './outbox';
import { allSyncedTables, rowKey, syncedTable } from './tables';

function declaredMutation(name: MutationName): ClientMutation<ArgsSchema> {
  const mutation = CLIENT_MUTATIONS.get(name);
  if (!mutation) throw new Error(`Mutation ${name} is not declared by any feature`);
  return mutation;
}

/** The extra argument of `mutate` for a mutation whose feature declares local data (`MutationLocals`), else none. */
export type LocalArgs<N extends MutationName> = LocalOf<N> extends undefined ? [] : [local: LocalOf<N>];

/**
 * One local write queued, and the only place the client parses mutation args: validates them with
 * the schema the mutation's feature declares (throws valibot's ValiError, whose message is the
 * first issue's, which the form shows), then in ONE Dexie transaction remembers the row as it
 * was, runs the declared optimistic write with the parsed args and queues the mutation. Safe in
 * the service worker (a notification's action answers through it): it asks nobody to flush;
 * the page's `mutate` and the worker each flush their own way.
 */
export async function enqueueMutation<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<void> {
  const declared = declaredMutation(name);
  const args = v.parse(declared.schema, input);
  const userId = (await db.session.get('current'))?.userId ?? '';
  const rowId = declared.rowId(args, { userId });
  await db.transaction('rw', [db.meta, db.outbox, db.shadows, ...allSyncedTables()], async () => {
    const prev = (await syncedTable(declared.table).get(rowKey(declared.table, rowId))) ?? null;
    const id = (await readMeta<number>(META.nextMutationId)) ?? 1;
    await db.meta.put({ key: META.nextMutationId, value: id + 1 });
    await declared.apply(args, { db, userId }, local[0]);
    await db.outbox.add({ id, name, args, table: declared.table, rowId, prev, status: 'pending', createdAt: Date.now() });
  });
}
