import crypto from 'node:crypto';
import { ROW_SHAPE, withFormerEstateField } from '../../src/contract/estate-id';
import { type SqlBool, sql } from 'kysely';
import type { PullResponse } from '../../src/contract/sync';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';
import { liveSessionQuery } from '../auth/authenticate';
import type { AppContext, AuthUser } from '../context';
import { compiledOnce, type Db } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';
import type { Scope, Trx } from './change-log';
import { type ScopeQueries, type ScopeSourceRow, scopeSources, scopesHash, scopesOf } from './scopes';

export type PullInput = {
  cursor: number;
  limit: number;
  scopes?: string | undefined;
  clientId?: string | undefined;
  /** The row shape the app reads (the route reads 1 when an older app sends none); unset: the current one. */
  shape?: number | undefined;
};

/**
 * Everything a poll reads before any change, in one statement (its own snapshot on both dialects:
 * SQLite's implicit read transaction, PostgreSQL's read committed): whether the caller's session is
 * still live (`live`: the check `requireSignIn` makes for other routes, see `sessionReadByRoute`),
 * the sync state (version, purge horizon, epoch), the client's row (by its primary key; none when
 * the id is unknown or empty) and the rows the caller's scopes come from (the modules' queries,
 * `scopeSources`), one result row per role row or granted scope (at least one: left joins).
 * Compiled once per database and set of module queries.
 */
function pollStatement(hooks: ScopeQueries): PollStatement {
  let statement = pollStatements.get(hooks);
  if (!statement) {
    statement = compiledOnce((db, clientId: string, userId: string, sessionId: string, now: number) =>
      db
        .selectFrom('sync_state')
        .leftJoin('sync_clients', (join) => join.on('sync_clients.client_id', '=', clientId))
        .leftJoin(scopeSources(db, userId, hooks).as('r'), (join) => join.onTrue())
        .select(['sync_state.version', 'sync_state.min_version', 'sync_state.epoch', 'sync_clients.user_id', 'sync_clients.last_mutation_id'])
        .select(['r.estate_id', 'r.unit_no', 'r.role_name', 'r.granted'])
        .select((eb) => eb.exists(liveSessionQuery(db, sessionId, userId, now)).as('live'))
        .where('sync_state.id', '=', 1),
    );
    pollStatements.set(hooks, statement);
  }
  return statement;
}

type PollRow = ScopeSourceRow & {
  version: number;
  min_version: number;
  epoch: string;
  user_id: string | null;
  last_mutation_id: number | null;
  live: SqlBool;
};
type PollStatement = (db: Db | Trx, clientId: string, userId: string, sessionId: string, now: number) => Promise<PollRow[]>;
const pollStatements = new WeakMap<ScopeQueries, PollStatement>();

/** What a poll's statement says of the caller's request: 401 for a session not live, 403 for another user's client id. */
type PollState = { scopeList: Scope[]; hash: string; version: number; lastMutationId: number; stale: boolean };

async function readPollState(ctx: AppContext, db: Db | Trx, caller: AuthUser, input: PullInput): Promise<PollState> {
  const rows = await pollStatement(ctx.hooks)(db, input.clientId ?? '', caller.id, caller.sessionId, Date.now());
  const [state] = rows;
  if (!state) throw new Error('sync_state has no row');
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  if (!state.live) throw unauthorized();
  const lastMutationId = lastMutationIdOfRow(caller.id, input.clientId ? state : undefined);
  const scopeList = scopesOf(caller.id, rows);
  const hash = scopesHash(scopeList, state.epoch);
  const version = Number(state.version);
  const stale = input.cursor > 0 && (input.scopes !== hash || input.cursor < Number(state.min_version) || input.cursor > version);
  return { scopeList, hash, version, lastMutationId, stale };
}

/** The client's last applied mutation id (0 for a client without a row); 403 when the client id belongs to another user. */
function lastMutationIdOfRow(userId: string, client: { user_id: string | null; last_mutation_id: number | null } | undefined): number {
  if (!client || client.user_id === null) return 0;
  if (client.user_id !== userId) throw forbidden(ERROR_MESSAGES.foreignClient, 'sync/foreign-client');
  return Number(client.last_mutation_id);
}

/**
 * The page after `cursor` in `scopeList`, at most `limit` rows in version order, read as one
 * index range per scope (`change_log_scope_v`: scope, then v), each stopped at `limit` rows, and
 * merged: a page costs at most scopes x limit index entries however long the log is and whatever
 * other estates wrote, and an up-to-date poll one probe per scope (tests/server/pull-plan.test.ts
 * checks the plans on both dialects).
 */
export function pageQuery(trx: Trx | Db, scopeList: readonly Scope[], cursor: number, limit: number) {
  const ranges = scopeList.map((scope) =>
    trx
      .selectFrom((eb) =>
        eb
          .selectFrom('change_log')
          .select(['v', 'tbl', 'row_id', 'op', 'data'])
          .where('scope', '=', scope)
          .where('v', '>', cursor)
          .orderBy('v')
          .limit(limit)
          .as('range'),
      )
      .selectAll(),
  );
  const [first, ...rest] = ranges;
  if (!first) throw new Error('a pull reads at least the public scope');
  const merged = rest.reduce((union, range) => union.unionAll(range), first);
  return trx.selectFrom(merged.as('page')).selectAll().orderBy('v').limit(limit);
}

/**
 * A pull's answer as sent: the JSON text of a `PullResponse`, and whether it is a reset (the
 * route counts those). Each change's row is written into the text as the change log stores it
 * (`publish` wrote it with JSON.stringify), not parsed and written again: the same bytes as
 * JSON.stringify of the parsed answer, without a parse and a stringify of every row of a page
 * (at 5,000 rows a page, a third of the server's time for it).
 */
export type PullAnswer = { json: string; reset: boolean };

/**
 * One page of changes after `cursor` in the caller's scopes, read in one snapshot.
 * Answers `reset` when the client's scope set changed, its cursor is behind the purge horizon
 * (it could miss a delete), its cursor is ahead of the server's version, or the database was
 * restored from a backup since its last pull (the sync epoch, in the scope hash: its cursor and
 * rows may be ahead of the restored log, and new versions would reuse numbers it has seen).
 * Answers 401 first when the caller's session is not live (the pull route is `sessionReadByRoute`).
 *
 * An up-to-date poll (the commonest request: a poll or a poke's pull with nothing new for anyone)
 * and a reset are answered from one statement (`pollStatement`), its own snapshot, without a
 * transaction. Only when there are changes to read does a transaction (repeatable read on
 * PostgreSQL; SQLite transactions are snapshots already) read the state again and the page.
 */
export async function pullChanges(ctx: AppContext, caller: AuthUser, input: PullInput): Promise<PullAnswer> {
  const outside = await readPollState(ctx, ctx.db, caller, input);
  if (outside.stale || input.cursor >= outside.version) return emptyAnswer(outside, input);
  const begin = ctx.db.transaction();
  const tx = ctx.dialect === 'postgres' ? begin.setIsolationLevel('repeatable read') : begin;
  return tx.execute(async (trx) => {
    const state = await readPollState(ctx, trx, caller, input);
    if (state.stale || input.cursor >= state.version) return emptyAnswer(state, input);
    const rows = await pageQuery(trx, state.scopeList, input.cursor, input.limit + 1).execute();
    const hasMore = rows.length > input.limit;
    const page = hasMore ? rows.slice(0, input.limit) : rows;
    const formerShape = (input.shape ?? ROW_SHAPE) < ROW_SHAPE;
    const changes: string[] = [];
    for (const row of page) {
      // Every `tbl` was written by publish(), typed to the registry's tables; a client skips a table it does not declare.
      const head = JSON.stringify({ v: Number(row.v), table: row.tbl, id: row.row_id, op: row.op });
      if (row.op === 'put' && row.data !== null) {
        const data = formerShape ? JSON.stringify(withFormerEstateField(row.tbl, JSON.parse(row.data) as Record<string, unknown>)) : row.data;
        changes.push(`${head.slice(0, -1)},"data":${data}}`);
      } else changes.push(head);
    }
    const last = page[page.length - 1];
    // The last page hands out the snapshot's version, not its last change's: every change in the caller's scopes up to
    // that version was in this snapshot (docs/ARCHITECTURE.md, "Versions without a global lock"), so nothing is
    // skipped, and the next poll with nothing new anywhere reads no change log at all (above).
    const cursor = hasMore && last ? Number(last.v) : Math.max(input.cursor, state.version);
    const rest = JSON.stringify({ lastMutationId: state.lastMutationId, scopes: state.hash, serverTime: Date.now() });
    const json = `{"cursor":${cursor},"hasMore":${hasMore},"changes":[${changes.join(',')}],${rest.slice(1)}`;
    return { json, reset: false };
  });
}

/**
 * The answer without changes: `reset` for a stale client, else an up-to-date one's (no change has
 * a version above the one the statement read, so the log is not read at all).
 */
function emptyAnswer(state: PollState, input: PullInput): PullAnswer {
  const { lastMutationId, hash } = state;
  const answer: PullResponse = state.stale
    ? { reset: true, cursor: 0, hasMore: true, changes: [], lastMutationId, scopes: hash, serverTime: Date.now() }
    : { cursor: Math.max(input.cursor, state.version), hasMore: false, changes: [], lastMutationId, scopes: hash, serverTime: Date.now() };
  return { json: JSON.stringify(answer), reset: answer.reset === true };
}

/** Tombstones the purge removes per transaction: each step is short, and nothing else waits on it. */
const PURGE_BATCH = 5_000;

/**
 * Compacts tombstones older than `olderThanMs` and raises the purge horizon (min_version) to the
 * newest one removed: a client whose cursor is behind it could miss a delete, so its next pull
 * answers `reset` and it re-bootstraps. Runs in steps of PURGE_BATCH tombstones, found by the
 * partial index `change_log_tombstones`; each step deletes and raises the horizon in one short
 * transaction. Writers never wait on it: it takes no lock they take (the sequencer waits at most
 * for one step's commit, as the horizon shares its row).
 */
export async function purgeTombstones(db: Db, olderThanMs: number): Promise<number> {
  const before = Date.now() - olderThanMs;
  let total = 0;
  for (;;) {
    const removed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('change_log')
        .select('v')
        .where('op', '=', 'del')
        .where('created_at', '<=', before)
        .where('v', '>', 0)
        .orderBy('created_at')
        .limit(PURGE_BATCH)
        .execute();
      if (rows.length === 0) return 0;
      const versions = rows.map((row) => Number(row.v));
      const horizon = Math.max(...versions);
      await trx.deleteFrom('change_log').where('v', 'in', versions).execute();
      await trx
        .updateTable('sync_state')
        .set({ min_version: sql<number>`case when min_version > ${horizon} then min_version else ${horizon} end` })
        .where('id', '=', 1)
        .execute();
      return rows.length;
    });
    total += removed;
    if (removed < PURGE_BATCH) return total;
  }
}

/**
 * After a restore from backup (`npm run migrate -- --restored`): a new sync epoch, so every
 * client re-bootstraps on its next pull. A client keeps its outbox through a reset; its queued
 * mutations are renumbered after the restored database's last mutation id (push's gap answer)
 * and land once.
 */
export async function startNewSyncEpoch(db: Db): Promise<string> {
  const epoch = crypto.randomBytes(8).toString('hex');
  await db.updateTable('sync_state').set({ epoch }).where('id', '=', 1).execute();
  return epoch;
}
