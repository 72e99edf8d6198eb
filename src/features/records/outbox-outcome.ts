import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedTable } from '../../contract/records';
import { db, type OutboxEntry } from '../../db/db';
import { flushOutbox } from '../../sync/flush';

/** What became of a local write: confirmed by the server, still waiting (offline), or refused. */
export type Outcome = { kind: 'synced' } | { kind: 'pending' } | { kind: 'refused'; message: string };

export type RowState = { state: 'pending' | 'failed'; error?: string };

/**
 * Waits for the server's answer to the newest write on a row (one flush pass, at most
 * `timeoutMs`), so an online save can show the spec's success or failure message. Offline,
 * or when the flush cannot reach the server, it answers 'pending' and the row keeps showing
 * its pending state until a later flush settles it.
 */
export async function awaitOutcome(table: SyncedTable, rowId: string, timeoutMs = 8000): Promise<Outcome> {
  const entries = await db.outbox.where('[table+rowId]').equals([table, rowId]).sortBy('id');
  const entry = entries.at(-1);
  if (!entry) return { kind: 'synced' };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'pending' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([flushOutbox().catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
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
  if (current.status === 'failed') {
    // The screen shows the refusal now; it need not be listed again.
    await db.outbox.delete(current.id);
    return { kind: 'refused', message: current.error ?? '' };
  }
  return { kind: 'pending' };
}

/** Pending / failed state per row of a synced table (for the cards of a list). */
export function useRowStates(table: SyncedTable): Map<string, RowState> {
  const entries = useLiveQuery(() => db.outbox.filter((e) => e.table === table).toArray(), [table]);
  const states = new Map<string, RowState>();
  for (const e of entries ?? []) {
    const prev = states.get(e.rowId);
    if (e.status === 'pending') states.set(e.rowId, { state: 'pending' });
    else if (prev?.state !== 'pending') states.set(e.rowId, { state: 'failed', ...(e.error !== undefined ? { error: e.error } : {}) });
  }
  return states;
}

/** Writes of a table the server refused (the row was rolled back); shown until dismissed. */
export function useRefusedWrites(table: SyncedTable): OutboxEntry[] {
  return useLiveQuery(() => db.outbox.filter((e) => e.table === table && e.status === 'failed').sortBy('id'), [table]) ?? [];
}

/** A new row id (client-generated, url-safe). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The card-level text of a refused write: the spec's failure text, then the server's detail when it adds something. */
export function refusalText(failure: string, serverMessage: string | undefined): string {
  return serverMessage && serverMessage !== failure ? `${failure}: ${serverMessage}` : failure;
}
