import { ROW_SHAPE } from '../contract/estate-id';
import { API } from '../contract/api-paths';
import type { Change, PullResponse } from '../contract/sync';
import type { SyncedTable } from '../contract/registry';
import { db, META } from '../db/db';
import { clockSample, recordClockSample, serverNowMs } from './clock';
import { dropHistory } from './history';
import { applySettledShadows, readMeta, rollBack } from './outbox';
import { allSyncedTables, isSyncedTable, rowKey, shadowKey, syncedTable, type Row } from './tables';
import { apiFetch } from './transport';

/**
 * Page sizes asked for: the first page of a pull small, so that storing starts while the server
 * still reads the rest, the next ones at the server's maximum (PULL_MAX_LIMIT), so that a
 * bootstrap pays for few round trips, JSON answers and transactions.
 */
export const FIRST_PAGE = 1000;
export const PAGE = 5000;

async function pendingRowKeys(): Promise<Set<string>> {
  const pending = await db.outbox.where('status').equals('pending').toArray();
  return new Set(pending.map((e) => shadowKey(e.table, e.rowId)));
}

/**
 * Applies one page: rows with pending local writes go to shadows, the rest in bulk per table. A
 * row the server sent supersedes its shadow, so the shadows of those rows go; only shadows that
 * exist are deleted (the store holds a few rows at most, and none on a fresh device), because
 * deleting a page's every key made each bootstrap page pay for 1,000 deletes and for Dexie's
 * tracking of each deleted key for live queries.
 */
async function applyChanges(changes: Change[]): Promise<void> {
  const [pending, shadowed] = await Promise.all([pendingRowKeys(), db.shadows.toCollection().primaryKeys()]);
  const hasShadow = new Set<string>(shadowed);
  // Last change per row wins (a page is in version order).
  const latest = new Map<string, Change>();
  for (const change of changes) if (isSyncedTable(change.table)) latest.set(shadowKey(change.table, change.id), change);
  const puts = new Map<SyncedTable, Row[]>();
  const dels = new Map<SyncedTable, ReturnType<typeof rowKey>[]>();
  const clearedShadows: string[] = [];
  for (const [key, change] of latest) {
    if (pending.has(key)) {
      await db.shadows.put({ key, table: change.table, rowId: change.id, op: change.op, ...(change.data ? { data: change.data } : {}) });
      continue;
    }
    if (hasShadow.has(key)) clearedShadows.push(key);
    if (change.op === 'put' && change.data) {
      const list = puts.get(change.table) ?? [];
      list.push(change.data);
      puts.set(change.table, list);
    } else {
      const list = dels.get(change.table) ?? [];
      list.push(rowKey(change.table, change.id));
      dels.set(change.table, list);
    }
  }
  for (const [table, rows] of puts) await syncedTable(table).bulkPut(rows);
  for (const [table, keys] of dels) await syncedTable(table).bulkDelete(keys);
  if (clearedShadows.length > 0) await db.shadows.bulkDelete(clearedShadows);
}

/**
 * The server has seen every mutation up to `lastMutationId` of `pulledFor` (the client id
 * sent with the pull): drop or roll back those entries. When the device has started a new
 * client id since (a flush renumbered the outbox), the number counts the old client's
 * mutations, not these entries: nothing is settled, the next pull asks for the new id.
 */
async function settleAcks(lastMutationId: number, pulledFor: string | undefined): Promise<void> {
  const clientId = await readMeta<string>(META.clientId);
  if (clientId && clientId === pulledFor) {
    const acked = await db.outbox
      .where('id')
      .belowOrEqual(lastMutationId)
      .filter((e) => e.status === 'pending')
      .toArray();
    for (const entry of acked) {
      const refusal = await db.mutationErrors.get(`${clientId}:${entry.id}`);
      if (refusal) await rollBack(entry, refusal.message);
      else await db.outbox.delete(entry.id);
    }
  }
  await applySettledShadows();
}

/** Drops the mirror (keeping rows with pending writes, which are re-shadowed by the bootstrap). */
async function resetMirror(): Promise<void> {
  const pending = await pendingRowKeys();
  for (const table of allSyncedTables()) {
    const name = table.name as SyncedTable;
    const keep = [...pending].filter((k) => k.startsWith(`${name}|`)).map((k) => rowKey(name, k.slice(name.length + 1)));
    if (keep.length === 0) await table.clear();
    else {
      const kept = (await table.bulkGet(keep)).filter((row): row is Row => row !== undefined);
      await table.clear();
      await table.bulkPut(kept);
    }
  }
  await db.shadows.clear();
  await db.meta.bulkDelete([META.cursor, META.scopes]);
}

function pullUrl(cursor: number, scopes: string | undefined, clientId: string | undefined, limit: number): string {
  const query = new URLSearchParams({ cursor: String(cursor), limit: String(limit), shape: String(ROW_SHAPE) });
  if (scopes) query.set('scopes', scopes);
  if (clientId) query.set('clientId', clientId);
  return `${API.syncPull}?${query.toString()}`;
}

const rwTables = () => [db.meta, db.outbox, db.shadows, ...allSyncedTables()];

type Fetched = { page: PullResponse; sample: ReturnType<typeof clockSample> | undefined };
type Ahead = { url: string; answer: Promise<Fetched> };

async function fetchPage(url: string): Promise<Fetched> {
  const sent = Date.now();
  const page = await apiFetch<PullResponse>(url);
  return { page, sample: typeof page.serverTime === 'number' ? clockSample(sent, page.serverTime, Date.now()) : undefined };
}

/**
 * Pulls every change since the stored cursor, page by page, each page in one transaction. While
 * a page is being stored, the next one is already asked for (from the cursor and scopes that page
 * will store), so the server's time and the device's overlap; the early answer is used only if
 * the stored cursor, scopes and client id are then the ones it was asked with, else it is
 * dropped and the page asked for again. A `reset` answer drops the mirror in the same transaction
 * that applies the bootstrap's first page, so a bootstrap whose first page never arrives (offline
 * again, the answer lost) leaves the device its old mirror rather than an empty one; the next
 * pull meets the reset again. Once up to date, the device drops its rows past the gate history
 * window (`dropHistory`).
 */
export async function pullOnce(): Promise<void> {
  let resets = 0;
  let bootstrap = false;
  let ahead: Ahead | undefined;
  let limit = FIRST_PAGE;
  for (;;) {
    const [cursor, scopes, clientId] = await Promise.all([readMeta<number>(META.cursor), readMeta<string>(META.scopes), readMeta<string>(META.clientId)]);
    const url = bootstrap ? pullUrl(0, undefined, clientId, limit) : pullUrl(cursor ?? 0, scopes, clientId, limit);
    const early = ahead?.url === url ? ahead.answer : undefined;
    ahead = undefined;
    const { page, sample } = await (early ?? fetchPage(url));
    if (sample) await recordClockSample(sample);
    if (page.reset) {
      resets += 1;
      if (resets > 3) throw new Error('Sync keeps resetting');
      bootstrap = true;
      continue;
    }
    const resetFirst = bootstrap;
    bootstrap = false;
    limit = PAGE;
    if (page.hasMore) {
      const next = pullUrl(page.cursor, page.scopes, clientId, limit);
      const answer = fetchPage(next);
      // Handled where it is awaited; one left unused (an error, the cursor moved) fails silently.
      answer.catch(() => undefined);
      ahead = { url: next, answer };
    }
    await db.transaction('rw', rwTables(), async () => {
      // Another context may have pulled meanwhile; apply only if the cursor did not move.
      const now = (await readMeta<number>(META.cursor)) ?? 0;
      if (now !== (cursor ?? 0)) return;
      if (resetFirst) await resetMirror();
      await applyChanges(page.changes);
      await db.meta.bulkPut([
        { key: META.cursor, value: page.cursor },
        { key: META.scopes, value: page.scopes },
      ]);
      if (!page.hasMore) {
        await settleAcks(page.lastMutationId, clientId);
        await db.meta.put({ key: META.lastSyncAt, value: Date.now() });
      }
    });
    if (!page.hasMore) {
      // Up to date: the rows past the gate history window leave the device too (the server no longer syncs them).
      await dropHistory(await serverNowMs());
      return;
    }
  }
}
