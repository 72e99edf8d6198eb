import { PostgresAdapter, sql, type Transaction } from 'kysely';
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
  | `concierge:${number}`
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
  /** The concierges of an estate only: its residents' names and units, to act for one (issue 32). */
  concierge: (estateId: number): Scope => `concierge:${estateId}`,
  /** Everyone with a unit at an estate, and its managers: the estate's document vault. */
  residents: (estateId: number): Scope => `residents:${estateId}`,
  /** The deployment's operators (above estates): every estate's settings and its managers, never residents' data. */
  operator: 'operator' as Scope,
  public: 'public' as Scope,
};

/** Listeners told after a transaction that published changes has committed (SSE poke), with the scopes it changed. */
type CommitListener = (version: number, changed: ReadonlySet<string>) => void;
const commitListeners = new Set<CommitListener>();
export function onCommittedVersion(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}
export function announceVersion(version: number, changed: ReadonlySet<string>): void {
  for (const listener of commitListeners) listener(version, changed);
}

/** What a write transaction has published: the scopes, and the version it holds (SQLite) or that its rows wait for the sequencer (PostgreSQL). */
type Published = { scopes: Set<Scope>; version: number; pending: boolean };
const publishedBy = new WeakMap<Trx, Published>();
/** The `writeTransaction`s on PostgreSQL: they publish pending rows and sequence them after commit. */
const sequencedAfterCommit = new WeakSet<Trx>();

/**
 * Records one changed row in the change log inside the caller's write transaction. The log holds
 * the latest state of every row (put) or its tombstone (del) per scope, so a pull from 0 is a
 * full bootstrap.
 *
 * On PostgreSQL (a `writeTransaction`) the row goes in as pending: `v` is minus the next value of
 * the `change_log_pending` sequence, which takes no lock another writer waits on, and no pull
 * reads a negative version. After the commit, `sequencePending` gives it its version and removes
 * the copies it supersedes. Writers at different estates so never wait on each other
 * (docs/ARCHITECTURE.md, "Versions without a global lock").
 *
 * On SQLite (one write transaction at a time anyway) the version comes from the sync_state row,
 * bumped in the same transaction, and older entries for the same row and scope are removed here.
 */
export async function publish(trx: Trx, scope: Scope, table: SyncedTable, id: string | number, data: object | null): Promise<void> {
  const rowId = String(id);
  const entry = publishedBy.get(trx) ?? { scopes: new Set<Scope>(), version: 0, pending: false };
  publishedBy.set(trx, entry);
  entry.scopes.add(scope);
  const row = {
    scope,
    tbl: table,
    row_id: rowId,
    op: data === null ? ('del' as const) : ('put' as const),
    data: data === null ? null : JSON.stringify(data),
    created_at: Date.now(),
  };
  if (sequencedAfterCommit.has(trx)) {
    await trx
      .insertInto('change_log')
      .values({ ...row, v: sql<number>`-nextval('change_log_pending')` })
      .execute();
    entry.pending = true;
    return;
  }
  const bumped = await trx
    .updateTable('sync_state')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  entry.version = Number(bumped.version);
  await trx.deleteFrom('change_log').where('tbl', '=', table).where('row_id', '=', rowId).where('scope', '=', scope).execute();
  await trx
    .insertInto('change_log')
    .values({ ...row, v: entry.version })
    .execute();
}

/** True once `trx` has published. Row locks a transaction still needs are taken before that (lock order: credential rows, then revocation-list rows, then the change log). */
export function hasPublished(trx: Trx): boolean {
  return publishedBy.has(trx);
}

/** Pending rows the sequencer numbers per transaction: a notice to a large estate is sequenced in several short steps. */
const SEQUENCE_BATCH = 5_000;

/**
 * Gives committed pending rows (PostgreSQL) their versions, oldest first, in short transactions
 * that each lock the sync_state row, number up to SEQUENCE_BATCH rows above the current version,
 * raise it, delete the copies the numbered rows supersede and commit. Sequencers serialise on that
 * row, and each numbers above everything numbered before it and commits while holding it, so the
 * versions a snapshot sees are always every version up to its sync_state.version (less the
 * superseded copies): a pull can never pass a version that is committed later. A writer never
 * waits here for another writer's work, only for another sequencer's short step.
 * Announces each step's version and scopes. Returns how many rows it numbered.
 */
export async function sequencePending(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const state = await sql<{ version: string | number }>`select version from sync_state where id = 1 for update`.execute(trx);
      const base = Number(state.rows[0]?.version ?? 0);
      const { rows } = await sql<{ scope: Scope }>`
        update change_log as c set v = ${base} + p.rn
        from (select v as old, row_number() over (order by v desc) as rn from change_log where v < 0 order by v desc limit ${SEQUENCE_BATCH}) as p
        where c.v = p.old
        returning c.scope`.execute(trx);
      if (rows.length === 0) return { count: 0, version: base, scopes: new Set<string>() };
      const top = base + rows.length;
      await sql`update sync_state set version = ${top} where id = 1`.execute(trx);
      await sql`
        delete from change_log as o
        using (select tbl, row_id, scope, max(v) as newest from change_log where v > ${base} and v <= ${top} group by tbl, row_id, scope) as n
        where o.tbl = n.tbl and o.row_id = n.row_id and o.scope = n.scope and o.v > 0 and o.v < n.newest`.execute(trx);
      return { count: rows.length, version: top, scopes: new Set<string>(rows.map((r) => r.scope)) };
    });
    if (step.count > 0) announceVersion(step.version, step.scopes);
    total += step.count;
    if (step.count < SEQUENCE_BATCH) return total;
  }
}

/** Whether any committed row waits for the sequencer (one a process left when it stopped between a commit and its sequencing). */
export async function hasPendingRows(db: Db): Promise<boolean> {
  return (await db.selectFrom('change_log').select('v').where('v', '<', 0).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Runs `work` in a write transaction and, after commit, makes what it published readable
 * (PostgreSQL: sequences the pending rows) and pokes listeners with the version and scopes. Every
 * service write that publishes goes through here.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let published: Published | undefined;
  let committed: Array<() => Promise<void>> = [];
  const result = await db.transaction().execute(async (trx) => {
    if (postgres) sequencedAfterCommit.add(trx);
    databaseOfTrx.set(trx, db);
    const value = await work(trx);
    published = publishedBy.get(trx);
    committed = afterCommitWork.get(trx) ?? [];
    return value;
  });
  if (published?.pending) {
    // Committed either way: a sequencing that fails (the connection was lost) is done by the
    // next commit's or the poke hub's sweep within a second (server/sync/events.ts).
    await sequencePending(db).catch(() => undefined);
  } else if (published) announceVersion(published.version, published.scopes);
  for (const step of committed) await step();
  return result;
}

const afterCommitWork = new WeakMap<Trx, Array<() => Promise<void>>>();
const databaseOfTrx = new WeakMap<Trx, Db>();

/**
 * The database a `writeTransaction`'s `trx` runs on (undefined for any other transaction): for
 * after-commit work that needs the database's own services (the push outbox's sender) and was
 * handed only the transaction.
 */
export function databaseOf(trx: Trx): Db | undefined {
  return databaseOfTrx.get(trx);
}

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

/** The JSON text last published for a row (any scope), or undefined. A pending row (negative v, not yet sequenced) is newer than every numbered one, and the more negative the newer. */
export const findPublishedData = async (db: Db | Trx, table: SyncedTable, rowId: string) =>
  (
    await db
      .selectFrom('change_log')
      .select('data')
      .where('tbl', '=', table)
      .where('row_id', '=', rowId)
      .orderBy(sql`case when v < 0 then 1 else 0 end`, 'desc')
      .orderBy(sql`abs(v)`, 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.data ?? undefined;

/** Whether a row of `table` was ever published (its latest state or tombstone is in the change log). */
export const hasChangeLogRow = async (db: Db | Trx, table: SyncedTable, rowId: string) =>
  (await db.selectFrom('change_log').select('v').where('tbl', '=', table).where('row_id', '=', rowId).limit(1).executeTakeFirst()) !== undefined;

/** The ids of every row of `table` in the change log (put or tombstone), in `scope` only when given. */
export const listPublishedRowIds = async (db: Db | Trx, table: SyncedTable, scope?: Scope) =>
  new Set(
    (
      await db
        .selectFrom('change_log')
        .select('row_id')
        .where('tbl', '=', table)
        .$if(scope !== undefined, (q) => q.where('scope', '=', scope ?? ''))
        .execute()
    ).map((r) => r.row_id),
  );

/**
 * Drops the change-log entries of these rows of `table`, in every scope, WITHOUT a tombstone: for
 * rows a retention purge deletes (old notifications, old gate events) or that are history (the gate
 * history window, `server/sync/history-window.ts`), which devices drop by themselves. A device that holds one keeps it until it does; a new device never receives it.
 * Runs in the purge's transaction, after the rows themselves are deleted (the lock order of
 * every writer: the row, then the change log). Answers how many entries went.
 */
export async function forgetRows(trx: Trx, table: SyncedTable, rowIds: readonly string[]): Promise<number> {
  if (rowIds.length === 0) return 0;
  const result = await trx.deleteFrom('change_log').where('tbl', '=', table).where('row_id', 'in', rowIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops every change-log entry of a scope (a deleted user's own scope: they carry the personal data). */
export async function purgeScope(trx: Trx, scope: Scope): Promise<void> {
  await trx.deleteFrom('change_log').where('scope', '=', scope).execute();
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
