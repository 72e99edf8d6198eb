import type { OutboxEntry } from '../db/db';

/*
 * The outbox entries written by this context, told the moment their transaction commits (in the
 * commit's first `complete` listener, ../db/commit-hook, before Dexie starts re-running the live
 * queries the write touched): the shared outbox live query of ./hooks shows a page's own write at
 * once, where its next answer (a re-read of the outbox after the same commit) comes one IndexedDB
 * round trip later. Nothing here reads or writes the database, so the service worker's writes
 * import it for free.
 */

type Committed = (entry: OutboxEntry) => void;
const listeners = new Set<Committed>();

/** Calls `listener` with each outbox entry committed by this context from now on; answers the unsubscribe. */
export function onOutboxEntryCommitted(listener: Committed): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that `entry` is in the outbox: call only once its transaction has committed. */
export function outboxEntryCommitted(entry: OutboxEntry): void {
  for (const listener of listeners) listener(entry);
}
