import * as v from 'valibot';
import type { ArgsSchema, MutationInput, MutationName, SyncedTable } from '../contract/registry';
import { onCommitted } from '../db/commit-hook';
import { db, META } from '../db/db';
import type { OutboxEntry } from '../db/db';
import type { ClientMutation, LocalOf } from '../db/feature';
import { CLIENT_MUTATIONS } from '../db/features';
import { readMeta } from './outbox';
import { outboxEntryCommitted } from './outbox-signal';
import { noteSession, userIdHint } from './session-read';
import { allSyncedTables, rowKey, syncedTable } from './tables';

/** The row a mutation writes for `userId`; undefined when it has none for that user (its rowId refuses). */
function rowIdOf(declared: ClientMutation<ArgsSchema>, args: v.InferOutput<ArgsSchema>, userId: string): string | undefined {
  try {
    return declared.rowId(args, { userId });
  } catch {
    return undefined;
  }
}

function declaredMutation(name: MutationName): ClientMutation<ArgsSchema> {
  const mutation = CLIENT_MUTATIONS.get(name);
  if (!mutation) throw new Error(`Mutation ${name} is not declared by any feature`);
  return mutation;
}

/** The extra argument of `mutate` for a mutation whose feature declares local data (`MutationLocals`), else none. */
export type LocalArgs<N extends MutationName> = LocalOf<N> extends undefined ? [] : [local: LocalOf<N>];

/** Where a queued write went: its table, row and outbox id. */
export type QueuedWrite = { table: SyncedTable; rowId: string; outboxId: number };

/**
 * One local write queued, and the only place the client parses mutation args: validates them with
 * the schema the mutation's feature declares (throws valibot's ValiError, whose message is the
 * first issue's, which the form shows), then in ONE Dexie transaction reads the signed-in user,
 * remembers the row as it was, runs the declared optimistic write with the parsed args and queues
 * the mutation. The transaction is opened before the first await, so a write from a click starts
 * in the click's own task (before React renders anything for it), and the user it writes for is
 * the one signed in when it commits. Safe in the service worker (a notification's action answers
 * through it): it asks nobody to flush; the page's `mutate` and the worker each flush their own way.
 */
export function enqueueMutation<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<QueuedWrite> {
  const declared = declaredMutation(name);
  let args: v.InferOutput<ArgsSchema>;
  try {
    args = v.parse(declared.schema, input);
  } catch (error) {
    return Promise.reject(error);
  }
  const written = db.transaction('rw', [db.session, db.meta, db.outbox, db.shadows, ...allSyncedTables()], async (transaction) => {
    const table = syncedTable(declared.table);
    // The row is read beside the session, under the user last seen signed in; if the session
    // names another (or nobody), the row is read again under it.
    const hint = userIdHint();
    const hintedRowId = hint === undefined ? undefined : rowIdOf(declared, args, hint);
    const [session, hintedPrev, next] = await Promise.all([
      db.session.get('current'),
      hintedRowId === undefined ? undefined : table.get(rowKey(declared.table, hintedRowId)),
      readMeta<number>(META.nextMutationId),
    ]);
    noteSession(session);
    const userId = session?.userId ?? '';
    const rowId = userId === hint && hintedRowId !== undefined ? hintedRowId : declared.rowId(args, { userId });
    const prev = rowId === hintedRowId ? hintedPrev : await table.get(rowKey(declared.table, rowId));
    const id = next ?? 1;
    const entry: OutboxEntry = { id, name, args, table: declared.table, rowId, prev: prev ?? null, status: 'pending', createdAt: Date.now() };
    // Issued together: a transaction runs its requests in order, so nothing waits for an answer.
    await Promise.all([db.meta.put({ key: META.nextMutationId, value: id + 1 }), declared.apply(args, { db, userId }, local[0]), db.outbox.add(entry)]);
    // Committed: the screens following the outbox are told in the commit's event, before Dexie
    // starts re-running the live queries the write touched, not after the outbox query re-reads it.
    onCommitted(transaction, () => outboxEntryCommitted(entry));
    return entry;
  });
  return written.then((entry) => ({ table: entry.table, rowId: entry.rowId, outboxId: entry.id }));
}
