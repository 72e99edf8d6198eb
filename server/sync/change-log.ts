import { sql, type Transaction } from 'kysely';
import type { SyncedTable } from '../../src/contract/registry';
import type { Database } from '../db/schema';
import type { Db } from '../db/database';

export type Trx = Transaction<Database>;

/** Who may see a row: one user, everyone at an estate, one unit, the estate's unit holders, its gate staff or managers, or everybody. */
export type Scope =
  | `user:${string}`
  | `estate:${number}`
  | `unit:${number}:${string}`
  | `gate:${number}`
  | `manager:${number}`
  | `residents:${number}`
  | 'public';

export const scopes = {
  user: (userId: string): Scope => `user:${userId}`,
  estate: (estateId: number): Scope => `estate:${estateId}`,
  unit: (estateId: number, unitNo: string): Scope => `unit:${estateId}:${unitNo}`,
  /** The gate staff of an estate (guards and estate managers): issuing keys, revocation list, gate log. */
  gate: (estateId: number): Scope => `gate:${estateId}`,
  /** The estate managers of an estate only: member cards with e-mails (estate manager console). */
  manager: (estateId: number): Scope => `manager:${estateId}`,
  /** Everyone with a unit at an estate, and its managers: the estate's document vault. */
  residents: (estateId: number): Scope => `residents:${estateId}`,
  /** The deployment's operators (above estates): every estate's settings and its managers, never residents' data. */
  operator: 'operator' as Scope,
  public: 'public' as Scope,
};

/** Listeners told after a transaction that published changes has committed (SSE poke). */
type CommitListener = (version: number) => void;
const commitListeners = new Set<CommitListener>();
export function onCommittedVersion(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}
export function announceVersion(version: number): void {
  for (const listener of commitListeners) listener(version);
}

/**
 * Records one changed row in the change log inside the caller's write transaction.
 * The version comes from the single sync_state row, bumped in the same transaction, so
 * version order equals commit order (the row lock serialises writers on PostgreSQL).
 * Older entries for the same row and scope are removed: the log holds the latest state of
 * every row (put) or its tombstone (del), so a pull from 0 is a full bootstrap.
 */
export async function publish(trx: Trx, scope: Scope, table: SyncedTable, id: string | number, data: object | null): Promise<number> {
  const rowId = String(id);
  const bumped = await trx
    .updateTable('sync_state')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(bumped.version);
  await trx.deleteFrom('change_log').where('tbl', '=', table).where('row_id', '=', rowId).where('scope', '=', scope).execute();
  await trx
    .insertInto('change_log')
    .values({
      v: version,
      scope,
      tbl: table,
      row_id: rowId,
      op: data === null ? 'del' : 'put',
      data: data === null ? null : JSON.stringify(data),
      created_at: Date.now(),
    })
    .execute();
  pendingAnnouncements.set(trx, version);
  return version;
}

const pendingAnnouncements = new WeakMap<Trx, number>();

/**
 * True once `trx` has published, i.e. holds the sync_state row lock until it commits. Row locks a
 * transaction still needs must be taken before that (lock order: credential rows, then
 * revocation-list rows, then the change log).
 */
export function hasPublished(trx: Trx): boolean {
  return pendingAnnouncements.has(trx);
}

/**
 * Runs `work` in a write transaction and, after commit, pokes listeners with the latest
 * version it published. Every service write that publishes goes through here.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  let published: number | undefined;
  let committed: Array<() => Promise<void>> = [];
  const result = await db.transaction().execute(async (trx) => {
    const value = await work(trx);
    published = pendingAnnouncements.get(trx);
    committed = afterCommitWork.get(trx) ?? [];
    return value;
  });
  if (published !== undefined) announceVersion(published);
  for (const step of committed) await step();
  return result;
}

const afterCommitWork = new WeakMap<Trx, Array<() => Promise<void>>>();

/**
 * Work that must wait until `trx` (a `writeTransaction`'s) has committed, e.g. an e-mail whose link
 * names a row the transaction writes: nothing is sent for a transaction that rolls back. Runs in
 * order after the commit, awaited by the `writeTransaction` call.
 */
export function afterCommit(trx: Trx, step: () => Promise<void>): void {
  const list = afterCommitWork.get(trx) ?? [];
  list.push(step);
  afterCommitWork.set(trx, list);
}

// ---------------------------------------------------------------- reads of the change log, for the modules

/** The JSON text last published for a row (any scope), or undefined. */
export const findPublishedData = async (db: Db | Trx, table: SyncedTable, rowId: string) =>
  (await db.selectFrom('change_log').select('data').where('tbl', '=', table).where('row_id', '=', rowId).orderBy('v', 'desc').limit(1).executeTakeFirst())
    ?.data ?? undefined;

/** Whether a row of `table` was ever published (its latest state or tombstone is in the change log). */
export const hasChangeLogRow = async (db: Db | Trx, table: SyncedTable, rowId: string) =>
  (await db.selectFrom('change_log').select('v').where('tbl', '=', table).where('row_id', '=', rowId).limit(1).executeTakeFirst()) !== undefined;

/** The ids of every row of `table` in the change log (put or tombstone). */
export const listPublishedRowIds = async (db: Db | Trx, table: SyncedTable) =>
  new Set((await db.selectFrom('change_log').select('row_id').where('tbl', '=', table).execute()).map((r) => r.row_id));

/** Drops every change-log entry of a scope (a deleted user's own scope: they carry the personal data). */
export async function purgeScope(trx: Trx, scope: Scope): Promise<void> {
  await trx.deleteFrom('change_log').where('scope', '=', scope).execute();
}

/**
 * Drops the change-log entries of these rows of `table` in every scope, without a tombstone: a new
 * device never gets them, and devices that hold them keep them until they drop their own copies
 * (rows that are history: the gate history window, `server/sync/history-window.ts`).
 */
export async function forgetRows(trx: Trx, table: SyncedTable, rowIds: readonly string[]): Promise<void> {
  if (rowIds.length === 0) return;
  await trx.deleteFrom('change_log').where('tbl', '=', table).where('row_id', 'in', rowIds).execute();
}

/** One page of the ids of `table`'s rows in the change log (any scope, put or tombstone), after `afterRowId` in id order. */
export const listLoggedRowIds = async (db: Db | Trx, table: SyncedTable, afterRowId: string, limit: number): Promise<string[]> =>
  (
    await db
      .selectFrom('change_log')
      .select('row_id')
      .distinct()
      .where('tbl', '=', table)
      .where('row_id', '>', afterRowId)
      .orderBy('row_id')
      .limit(limit)
      .execute()
  ).map((r) => r.row_id);
