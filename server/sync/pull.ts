import crypto from 'node:crypto';
import { ROW_SHAPE, withFormerEstateField } from '../../src/contract/estate-id';
import { sql } from 'kysely';
import type { Change, PullResponse } from '../../src/contract/sync';
import type { SyncedTable } from '../../src/contract/registry';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { forbidden } from '../lib/errors';
import { writeTransaction, type Trx } from './change-log';
import { scopesHash, userScopes } from './scopes';

export type PullInput = {
  cursor: number;
  limit: number;
  scopes?: string | undefined;
  clientId?: string | undefined;
  /** The row shape the app reads (the route reads 1 when an older app sends none); unset: the current one. */
  shape?: number | undefined;
};

/** The client's last applied mutation id; 403 when the client id belongs to another user. */
export async function lastMutationIdOf(trx: Trx | Db, userId: string, clientId: string | undefined): Promise<number> {
  if (!clientId) return 0;
  const row = await trx.selectFrom('sync_clients').select(['user_id', 'last_mutation_id']).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return 0;
  if (row.user_id !== userId) throw forbidden(ERROR_MESSAGES.foreignClient, 'sync/foreign-client');
  return Number(row.last_mutation_id);
}

/**
 * One page of changes after `cursor` in the caller's scopes, read in one snapshot
 * (repeatable read on PostgreSQL; SQLite transactions are snapshots already).
 * Answers `reset` when the client's scope set changed, its cursor is behind the purge horizon
 * (it could miss a delete), its cursor is ahead of the server's version, or the database was
 * restored from a backup since its last pull (the sync epoch, in the scope hash: its cursor and
 * rows may be ahead of the restored log, and new versions would reuse numbers it has seen).
 */
export async function pullChanges(ctx: AppContext, userId: string, input: PullInput): Promise<PullResponse> {
  const begin = ctx.db.transaction();
  const tx = ctx.dialect === 'postgres' ? begin.setIsolationLevel('repeatable read') : begin;
  return tx.execute(async (trx) => {
    const scopeList = await userScopes(ctx.hooks.memberships, trx, userId, ctx.hooks.scopes);
    const lastMutationId = await lastMutationIdOf(trx, userId, input.clientId);
    const state = await trx.selectFrom('sync_state').select(['version', 'min_version', 'epoch']).where('id', '=', 1).executeTakeFirstOrThrow();
    const hash = scopesHash(scopeList, state.epoch);
    const stale = input.scopes !== hash || input.cursor < Number(state.min_version) || input.cursor > Number(state.version);
    if (input.cursor > 0 && stale) {
      return { reset: true, cursor: 0, hasMore: true, changes: [], lastMutationId, scopes: hash, serverTime: Date.now() };
    }
    const rows = await trx
      .selectFrom('change_log')
      .select(['v', 'tbl', 'row_id', 'op', 'data'])
      .where('v', '>', input.cursor)
      .where('scope', 'in', scopeList)
      .orderBy('v')
      .limit(input.limit + 1)
      .execute();
    const hasMore = rows.length > input.limit;
    const page = hasMore ? rows.slice(0, input.limit) : rows;
    const changes: Change[] = [];
    for (const row of page) {
      // Every `tbl` was written by publish(), typed to the registry's tables; a client skips a table it does not declare.
      const change: Change = { v: Number(row.v), table: row.tbl as SyncedTable, id: row.row_id, op: row.op };
      if (row.op === 'put' && row.data !== null) {
        const data = JSON.parse(row.data) as Record<string, unknown>;
        change.data = (input.shape ?? ROW_SHAPE) < ROW_SHAPE ? withFormerEstateField(row.tbl, data) : data;
      }
      changes.push(change);
    }
    const last = page[page.length - 1];
    return { cursor: last ? Number(last.v) : input.cursor, hasMore, changes, lastMutationId, scopes: hash, serverTime: Date.now() };
  });
}

/**
 * Compacts tombstones older than `olderThanMs` and raises the purge horizon (min_version)
 * to the newest one removed: a client whose cursor is behind it could miss a delete, so
 * its next pull answers `reset` and it re-bootstraps.
 */
export async function purgeTombstones(db: Db, olderThanMs: number): Promise<number> {
  const before = Date.now() - olderThanMs;
  return writeTransaction(db, async (trx) => {
    // Lock the version row so no writer publishes while the horizon moves.
    await trx.updateTable('sync_state').set({ version: sql<number>`version` }).where('id', '=', 1).execute();
    const newest = await trx
      .selectFrom('change_log')
      .select((eb) => eb.fn.max('v').as('v'))
      .where('op', '=', 'del')
      .where('created_at', '<=', before)
      .executeTakeFirst();
    const horizon = newest?.v === null || newest?.v === undefined ? 0 : Number(newest.v);
    if (horizon === 0) return 0;
    const deleted = await trx.deleteFrom('change_log').where('op', '=', 'del').where('v', '<=', horizon).where('created_at', '<=', before).executeTakeFirst();
    await trx
      .updateTable('sync_state')
      .set({ min_version: sql<number>`case when min_version > ${horizon} then min_version else ${horizon} end` })
      .where('id', '=', 1)
      .execute();
    return Number(deleted.numDeletedRows);
  });
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
