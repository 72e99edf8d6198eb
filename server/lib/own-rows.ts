import type { SyncedTable } from '../../src/contract/registry';
import { requireAccess } from '../auth/authorize';
import type { Actor, AppContext } from '../context';
import type { Db } from '../db/database';
import { publish, scopes, writeTransaction, type Trx } from '../sync/change-log';
import { notFound } from './errors';

/**
 * Rows a user owns (vehicles, accounts, addresses, contact numbers) are written by one service
 * function per action, `(trx, userId, args)`, that checks the row is the user's, writes it and
 * publishes it to the user's scope. Sync runs it as a mutator inside the push transaction; the
 * spec's REST calls (`?userID=`) run the same function in a write transaction of their own.
 * The helpers below make those two callers from the one function.
 */
export type OwnWrite<A, R> = (trx: Trx, userId: string, args: A) => Promise<R>;

/** A REST service call on the rows of the user named by `?userID=` (`userId`), who must be the caller. */
export type SelfCall<A, R> = (ctx: AppContext, callerId: string, userId: string | undefined, args: A) => Promise<R>;

/** The write as a REST service call: the access check first, then the write in one write transaction. */
export function selfWrite<A, R>(write: OwnWrite<A, R>): SelfCall<A, R> {
  return async (ctx, callerId, userId, args) => {
    const id = await requireAccess(ctx.db, callerId, { self: userId });
    return writeTransaction(ctx.db, (trx) => write(trx, id, args));
  };
}

/** The write as a sync mutator: the pusher is the owner, and the result stays on the server. */
export function ownMutator<A>(write: OwnWrite<A, unknown>): (trx: Trx, actor: Actor, args: A) => Promise<void> {
  return async (trx, actor, args) => {
    await write(trx, actor.userId, args);
  };
}

/**
 * The spec's list call (GET `?userID=`): the caller's rows as records, or 404 with the spec's
 * empty-list detail (`none`), which the client reads as "no rows" rather than as an error.
 */
export function selfList<Row, R>(list: {
  rows: (db: Db, userId: string) => Promise<Row[]>;
  toRecord: (row: Row) => R;
  none: string;
  code: string;
}): (ctx: AppContext, callerId: string, userId: string | undefined) => Promise<R[]> {
  return async (ctx, callerId, userId) => {
    const id = await requireAccess(ctx.db, callerId, { self: userId });
    const rows = await list.rows(ctx.db, id);
    if (rows.length === 0) throw notFound(list.none, list.code);
    return rows.map(list.toRecord);
  };
}

/**
 * Publishes a row of the user's to the user's scope, so it reaches every device of theirs with
 * the commit: its record, or null when the row was deleted. Answers what it published.
 */
export async function publishToOwner<R extends object | null>(trx: Trx, userId: string, table: SyncedTable, rowId: string, record: R): Promise<R> {
  await publish(trx, scopes.user(userId), table, rowId, record);
  return record;
}

/** `row` when it is the user's; otherwise 404 with `message` (another user's row answers as none would). */
export function ownedRow<Row extends { user_id: string }>(row: Row | undefined, userId: string, message: string, code: string): Row {
  if (!row || row.user_id !== userId) throw notFound(message, code);
  return row;
}
