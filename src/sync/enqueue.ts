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
 * The mutation id this context expects to queue next (the one after the last it queued): a guess,
 * since another tab, the service worker or a renumbering may have moved the counter since, and
 * checked against the stored counter inside the write's own transaction.
 */
let expectedId: number | undefined;

/** Issues a write's requests in one go (a transaction runs its requests in order): the counter, the optimistic row, the entry. */
function writeEntry(declared: ClientMutation<ArgsSchema>, entry: OutboxEntry, userId: string, local: unknown): Promise<unknown> {
  return Promise.all([db.meta.put({ key: META.nextMutationId, value: entry.id + 1 }), declared.apply(entry.args, { db, userId }, local), db.outbox.add(entry)]);
}

/**
 * One attempt at queueing a write in one transaction. With `guessedId` (and a user last seen
 * signed in) its writes are issued with the reads, before their answers, for that user and with
 * that id, and the entry's `prev` is put in once the row's read answers: the writes do not wait a
 * round trip for the reads. If the session names another user or the counter is not the guess, the
 * attempt throws and its transaction aborts, so nothing of it stays; `guessed` says it guessed.
 */
function queueOnce(
  name: MutationName,
  declared: ClientMutation<ArgsSchema>,
  args: v.InferOutput<ArgsSchema>,
  local: unknown,
  guessedId: number | undefined,
  attempt: { guessed: boolean },
): Promise<OutboxEntry> {
  return db.transaction('rw', [db.session, db.meta, db.outbox, db.shadows, ...allSyncedTables()], async (transaction) => {
    const table = syncedTable(declared.table);
    // The row is read beside the session, under the user last seen signed in; if the session
    // names another (or nobody), the row is read again under it.
    const hint = userIdHint();
    const hintedRowId = hint === undefined ? undefined : rowIdOf(declared, args, hint);
    const reads = Promise.all([
      db.session.get('current'),
      hintedRowId === undefined ? undefined : table.get(rowKey(declared.table, hintedRowId)),
      readMeta<number>(META.nextMutationId),
    ]);
    let guess: { entry: OutboxEntry; written: Promise<unknown> } | undefined;
    if (guessedId !== undefined && hint !== undefined && hintedRowId !== undefined) {
      // Queued behind the reads, so the row's read still sees the row as it was.
      const entry: OutboxEntry = { id: guessedId, name, args, table: declared.table, rowId: hintedRowId, prev: null, status: 'pending', createdAt: Date.now() };
      attempt.guessed = true;
      guess = { entry, written: writeEntry(declared, entry, hint, local) };
      // A failure aborts the transaction, which then answers why.
      guess.written.catch(() => undefined);
    }
    const [session, hintedPrev, next] = await reads;
    noteSession(session);
    const userId = session?.userId ?? '';
    let entry: OutboxEntry;
    if (guess) {
      if (userId !== hint || (next ?? 1) !== guess.entry.id) throw new Error('The write guessed the user or the mutation counter wrong');
      entry = { ...guess.entry, prev: hintedPrev ?? null };
      await Promise.all([guess.written, hintedPrev === undefined ? undefined : db.outbox.put(entry)]);
    } else {
      const rowId = userId === hint && hintedRowId !== undefined ? hintedRowId : declared.rowId(args, { userId });
      const prev = rowId === hintedRowId ? hintedPrev : await table.get(rowKey(declared.table, rowId));
      entry = { id: next ?? 1, name, args, table: declared.table, rowId, prev: prev ?? null, status: 'pending', createdAt: Date.now() };
      await writeEntry(declared, entry, userId, local);
    }
    // Committed: the screens following the outbox are told in the commit's event, before Dexie
    // starts re-running the live queries the write touched, not after the outbox query re-reads it.
    onCommitted(transaction, () => outboxEntryCommitted(entry));
    return entry;
  });
}

/**
 * One local write queued, and the only place the client parses mutation args: validates them with
 * the schema the mutation's feature declares (throws valibot's ValiError, whose message is the
 * first issue's, which the form shows), then in ONE Dexie transaction reads the signed-in user,
 * remembers the row as it was, runs the declared optimistic write with the parsed args and queues
 * the mutation. The transaction is opened before the first await, so a write from a click starts
 * in the click's own task (before React renders anything for it), and the user it writes for is
 * the one signed in when it commits. The writes go with the reads when this context guessed the
 * user and the mutation id (its last write's); a wrong guess costs a second transaction, never a
 * gap or a reused id. Safe in the service worker (a notification's action answers through it): it
 * asks nobody to flush; the page's `mutate` and the worker each flush their own way.
 */
export function enqueueMutation<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<QueuedWrite> {
  const declared = declaredMutation(name);
  let args: v.InferOutput<ArgsSchema>;
  try {
    args = v.parse(declared.schema, input);
  } catch (error) {
    return Promise.reject(error);
  }
  const attempt = { guessed: false };
  const written = queueOnce(name, declared, args, local[0], expectedId, attempt).catch((error: unknown) => {
    if (!attempt.guessed) throw error;
    expectedId = undefined;
    return queueOnce(name, declared, args, local[0], undefined, attempt);
  });
  return written.then((entry) => {
    expectedId = entry.id + 1;
    return { table: entry.table, rowId: entry.rowId, outboxId: entry.id };
  });
}
