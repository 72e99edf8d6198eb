import type { DBCore, DBCoreTransaction, Middleware, Transaction } from 'dexie';

/*
 * Code to run the moment a read-write transaction commits, BEFORE Dexie re-runs the live queries
 * the transaction touched. Dexie's cache middleware starts those re-reads (a new transaction and
 * its requests per query) in the transaction's own `complete` event, and a listener added to the
 * transaction later runs after them: a screen told of a write that way draws it only once every
 * re-read is under way. This middleware sits below Dexie's own (level -2, nearest to IndexedDB),
 * so its `complete` listener is the transaction's first, and the callbacks run (and the
 * microtasks they queue, e.g. React's render of a store they update) before the re-reads start.
 */

const callbacks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `callback` when `transaction` (a read-write Dexie transaction, the one the caller is in)
 * commits, before the live queries it touched re-read; never when it aborts.
 */
export function onCommitted(transaction: Transaction, callback: () => void): void {
  // The IndexedDB transaction: every middleware of the stack hands on the one it was given.
  const key = transaction.idbtrans;
  const list = callbacks.get(key);
  if (list) list.push(callback);
  else callbacks.set(key, [callback]);
}

function runCallbacks(idbTransaction: object): void {
  const list = callbacks.get(idbTransaction);
  callbacks.delete(idbTransaction);
  for (const callback of list ?? []) callback();
}

/** Register with `db.use(commitHookMiddleware)` before the database opens. */
export const commitHookMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'CommitHook',
  level: -2,
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options): DBCoreTransaction => {
      const transaction = down.transaction(stores, mode, options);
      if (mode === 'readwrite') {
        const target = transaction as unknown as EventTarget;
        target.addEventListener('complete', () => runCallbacks(transaction), { once: true });
      }
      return transaction;
    },
  }),
};
