import { db, META, type OutboxEntry } from '../db/db';
import { rowKey, shadowKey, syncedTable, type Row } from './tables';

/**
 * Outbox bookkeeping shared by the flush (page and service worker) and the pull.
 * Callers run these inside a Dexie rw transaction over meta, outbox, shadows and the
 * synced tables.
 */

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The device's sync client id, created on first use. */
export async function ensureClientId(): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await readMeta<string>(META.clientId);
    if (existing) return existing;
    const id = newClientId();
    await db.meta.put({ key: META.clientId, value: id });
    return id;
  });
}

/** Writes the server's state of a row locally (data null/undefined: the row is gone). */
async function writeServerRow(entry: Pick<OutboxEntry, 'table' | 'rowId'>, op: 'put' | 'del', data: Row | undefined): Promise<void> {
  const table = syncedTable(entry.table);
  if (op === 'put' && data) await table.put(data);
  else await table.delete(rowKey(entry.table, entry.rowId));
}

/**
 * The server refused `entry`: put the row back the way the server has it (the shadow when
 * a pull brought one, else the row as it was before the optimistic write) and mark the
 * entry failed with the server's message. A later pending write to the same row keeps its
 * optimistic value and inherits the earlier `prev`.
 */
export async function rollBack(entry: OutboxEntry, error: string): Promise<void> {
  const later = await db.outbox
    .where('[table+rowId]')
    .equals([entry.table, entry.rowId])
    .filter((e) => e.status === 'pending' && e.id > entry.id)
    .first();
  if (later) {
    await db.outbox.update(later.id, { prev: entry.prev });
  } else {
    const key = shadowKey(entry.table, entry.rowId);
    const shadow = await db.shadows.get(key);
    if (shadow) {
      await writeServerRow(entry, shadow.op, shadow.data);
      await db.shadows.delete(key);
    } else {
      const prev = entry.prev as Row | null | undefined;
      await writeServerRow(entry, prev ? 'put' : 'del', prev ?? undefined);
    }
  }
  await db.outbox.update(entry.id, { status: 'failed', error });
}

/**
 * The user dismisses a write the server refused (its row was rolled back already). Only a
 * failed entry goes: an id held by a screen may name a pending write after a renumbering, and
 * a pending write must never be dropped.
 */
export async function dismissRefusedWrite(outboxId: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(outboxId);
    if (entry?.status === 'failed') await db.outbox.delete(outboxId);
  });
}

/** Applies server rows held back while their row had pending writes, once none are left. */
export async function applySettledShadows(): Promise<void> {
  const shadows = await db.shadows.toArray();
  for (const shadow of shadows) {
    const pending = await db.outbox
      .where('[table+rowId]')
      .equals([shadow.table, shadow.rowId])
      .filter((e) => e.status === 'pending')
      .count();
    if (pending > 0) continue;
    await writeServerRow(shadow, shadow.op, shadow.data);
    await db.shadows.delete(shadow.key);
  }
}

/**
 * Renumbers the outbox for a new client id (the server lost this client's history). Only
 * what will be sent takes part: pending entries get ids 1..n in their order, and the next
 * write continues at n + 1. Refused (failed) entries are never sent again, so they leave
 * the id sequence: they move to ids at or below 0 (in their order, below any failed entry
 * already there) and keep showing on their screens with their error until dismissed.
 */
export async function renumberOutbox(): Promise<void> {
  const entries = await db.outbox.orderBy('id').toArray();
  const pending = entries.filter((e) => e.status === 'pending');
  const failed = entries.filter((e) => e.status !== 'pending');
  await db.outbox.clear();
  pending.forEach((entry, index) => {
    entry.id = index + 1;
  });
  failed.forEach((entry, index) => {
    entry.id = index - failed.length + 1;
  });
  await db.outbox.bulkAdd([...failed, ...pending]);
  await db.meta.put({ key: META.nextMutationId, value: pending.length + 1 });
}

/**
 * The server does not know this client's history (a gap, or the id is another user's):
 * continue under a new client id with the outbox renumbered. One transaction, so a pull
 * settling acknowledgements sees either the old client and ids or the new ones.
 */
export async function startNewClient(): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.meta.put({ key: META.clientId, value: newClientId() });
    await renumberOutbox();
  });
}
