import { liveQuery } from 'dexie';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationName, SyncedTable } from '../contract/registry';
import { db, META, type OutboxEntry } from '../db/db';
import { browserOffline } from './network';
import { onOutboxEntryCommitted } from './outbox-signal';

/*
 * What became of a local write, learnt one way: from the outbox. A row's state is 'pending'
 * while a write to it waits for the server, 'failed' while the server's refusal of one is
 * kept (its row was rolled back), else null. Reading never changes the outbox: a refusal
 * stays until the user dismisses it with `dismissRefusedWrite(outboxId)` (./outbox).
 */

/** The write state of one row: pending, refused (with the server's message and the entry to dismiss), or null. */
export type WriteState = { state: 'pending' | 'failed' | null; error?: string; outboxId?: number };

/** The answer to one write: confirmed by the server, still waiting (offline), or refused. */
export type WriteOutcome = { kind: 'synced' } | { kind: 'pending' } | { kind: 'refused'; message: string; outboxId: number };

/** A row's state from its outbox entries (in id order): any pending write wins, else the latest refusal. */
function writeStateOf(entries: OutboxEntry[]): WriteState {
  if (entries.some((e) => e.status === 'pending')) return { state: 'pending' };
  const failed = entries.filter((e) => e.status === 'failed').at(-1);
  if (!failed) return { state: null };
  return { state: 'failed', outboxId: failed.id, ...(failed.error !== undefined ? { error: failed.error } : {}) };
}

/*
 * Every hook below reads the outbox through ONE live query shared by all of them (a module store
 * read with useSyncExternalStore), started while any screen uses one: a write re-reads the outbox
 * once, and every form, list and indicator that follows it renders in the same batch, where each
 * had its own query before (four queries re-ran on the outbox after a save on /Contacts). The
 * outbox holds only what waits for the server or was refused, so reading it whole stays small.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiters: (() => void)[] = [];
let outboxEntries: OutboxEntry[] | undefined;
let outboxQuery: { unsubscribe(): void } | undefined;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

function outboxChanged(entries: OutboxEntry[]): void {
  outboxEntries = entries;
  for (const listener of listeners) listener();
  const woken = waiters;
  waiters = [];
  for (const wake of woken) wake();
}

/*
 * A write made in this page is shown the moment it commits (./outbox-signal), one IndexedDB round
 * trip before the query's own answer. That answer replaces it and is never older: the commit
 * already told Dexie, which drops a re-read begun before it and reads the outbox again.
 */
onOutboxEntryCommitted((entry) => {
  if (!outboxQuery || outboxEntries === undefined || outboxEntries.some((e) => e.id === entry.id)) return;
  outboxChanged([...outboxEntries, entry].sort((a, b) => a.id - b.id));
});

function startOutboxQuery(): void {
  outboxQuery = liveQuery(() => db.outbox.toArray()).subscribe({
    next: outboxChanged,
    // The query ends on an error (the database closed): the next subscriber starts it again.
    error: () => {
      outboxQuery = undefined;
    },
  });
}

function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(stopTimer);
  if (!outboxQuery) startOutboxQuery();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Stopped a moment later, so a screen that replaces another keeps the query and its answer.
    stopTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      outboxQuery?.unsubscribe();
      outboxQuery = undefined;
      outboxEntries = undefined;
    }, 1000);
  };
}

const outboxSnapshot = () => outboxEntries;

/**
 * Resolves when the shared outbox query next answers (a write committed, a flush settled), after
 * the screens following it have been told; for a form that renders its saving state with the
 * write's own answer rather than before the write starts. Only while some screen uses the hooks below.
 */
export function nextOutboxChange(): Promise<void> {
  return new Promise((resolve) => waiters.push(resolve));
}

/** Every outbox entry in id order (undefined while loading). */
function useOutbox(): OutboxEntry[] | undefined {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
}

/** The write state of one row (null state while loading, or with no row id). */
export function useWriteState(table: SyncedTable, rowId: string | undefined): WriteState {
  const entries = useOutbox();
  return useMemo(() => writeStateOf(rowId === undefined ? [] : (entries ?? []).filter((e) => e.table === table && e.rowId === rowId)), [entries, table, rowId]);
}

/** The write state of every row of a table that has one (the cards of a list). */
export function useWriteStates(table: SyncedTable): Map<string, WriteState> {
  const entries = useOutbox();
  return useMemo(() => {
    const byRow = new Map<string, OutboxEntry[]>();
    for (const entry of entries ?? []) if (entry.table === table) byRow.set(entry.rowId, [...(byRow.get(entry.rowId) ?? []), entry]);
    return new Map([...byRow].map(([rowId, rows]) => [rowId, writeStateOf(rows)]));
  }, [entries, table]);
}

const NO_ENTRIES: OutboxEntry[] = [];

/** The refused writes of a table, oldest first (a list shows each until it is dismissed). */
export function useRefusedWrites(table: SyncedTable): OutboxEntry[] {
  const entries = useOutbox();
  return useMemo(() => (entries ? entries.filter((e) => e.table === table && e.status === 'failed') : NO_ENTRIES), [entries, table]);
}

/**
 * The outbox entries of one table, pending and refused, in no set order: for code that reads
 * them inside its own live query (the guard console's state). Screens use the hooks above.
 */
export function writesToTable(table: SyncedTable): Promise<OutboxEntry[]> {
  return db.outbox.where('[table+rowId]').between([table, ''], [table, '\uffff']).toArray();
}

/** Whether a write named `name` to a row still waits in the outbox (pending, or refused and not yet dismissed). */
export async function hasUnsettledWrite(table: SyncedTable, rowId: string, name: MutationName): Promise<boolean> {
  const entry = await db.outbox
    .where('[table+rowId]')
    .equals([table, rowId])
    .filter((e) => e.name === name)
    .first();
  return entry !== undefined;
}

/**
 * How many pending writes named `name` carry every value of `match` in their arguments (e.g.
 * the invites made on this device at one unit that have not reached the server); 0 while
 * `match` is undefined, undefined while loading.
 */
export function usePendingWriteCount(name: MutationName, match: Record<string, unknown> | undefined): number | undefined {
  const entries = useOutbox();
  // `match` is compared by value: a new object with the same values keeps the count.
  const key = match === undefined ? undefined : JSON.stringify(match);
  return useMemo(() => {
    if (key === undefined) return 0;
    if (entries === undefined) return undefined;
    const wanted = Object.entries(JSON.parse(key) as Record<string, unknown>);
    return entries.filter((e) => {
      const args = e.args as Record<string, unknown> | null;
      return e.status === 'pending' && e.name === name && args !== null && typeof args === 'object' && wanted.every(([k, value]) => args[k] === value);
    }).length;
  }, [entries, name, key]);
}

/**
 * Flushes and waits for the server's answer to the newest write on a row (at most
 * `timeoutMs`), so an online save can show the spec's success or failure message. Offline,
 * or when the flush cannot reach the server, it answers 'pending' and the row keeps showing
 * its pending state until a later flush settles it. A refusal stays in the outbox.
 */
export async function awaitWrite(table: SyncedTable, rowId: string, timeoutMs = 8000): Promise<WriteOutcome> {
  const entries = await db.outbox.where('[table+rowId]').equals([table, rowId]).sortBy('id');
  const entry = entries.at(-1);
  if (!entry) return { kind: 'synced' };
  if (browserOffline()) return { kind: 'pending' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The flush is loaded here, not imported: the root layout uses this module's hooks, and the flush stays out of the first load.
  await Promise.race([
    import('./flush').then((m) => m.flushOutbox()).catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
  // Found by what it is, not by id: a flush that started a new client id renumbered the outbox.
  const current = (
    await db.outbox
      .where('[table+rowId]')
      .equals([table, rowId])
      .filter((e) => e.createdAt === entry.createdAt && e.name === entry.name)
      .sortBy('id')
  ).at(-1);
  if (!current) return { kind: 'synced' };
  if (current.status === 'failed') return { kind: 'refused', message: current.error ?? '', outboxId: current.id };
  return { kind: 'pending' };
}

/**
 * Whether the server confirmed the write that got `outcome` (its row's state is `row`): at
 * once for 'synced'; for 'pending' (made offline) once the row has shown the write waiting
 * and then none. A refusal in between is no confirmation, even after it is dismissed.
 */
export function useWriteConfirmed(outcome: { kind: WriteOutcome['kind'] } | null, row: WriteState): boolean {
  const followed = useRef<{ outcome: object | null; sawPending: boolean }>({ outcome: null, sawPending: false });
  const [confirmed, setConfirmed] = useState<object | null>(null);
  useEffect(() => {
    if (outcome?.kind !== 'pending') return;
    if (followed.current.outcome !== outcome) followed.current = { outcome, sawPending: false };
    if (row.state === 'pending') followed.current.sawPending = true;
    else if (row.state === 'failed') followed.current.sawPending = false;
    else if (followed.current.sawPending) setConfirmed(outcome);
  }, [outcome, row.state]);
  return row.state === null && outcome !== null && (outcome.kind === 'synced' || confirmed === outcome);
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => !browserOffline());
  useEffect(() => {
    const update = () => setOnline(!browserOffline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useSyncStatus(): { pending: number; failed: number; lastSyncAt: number | null } {
  const entries = useOutbox();
  const last = useLiveQuery(() => db.meta.get(META.lastSyncAt), []);
  return useMemo(
    () => ({
      pending: (entries ?? []).filter((e) => e.status === 'pending').length,
      failed: (entries ?? []).filter((e) => e.status === 'failed').length,
      lastSyncAt: typeof last?.value === 'number' ? last.value : null,
    }),
    [entries, last],
  );
}
