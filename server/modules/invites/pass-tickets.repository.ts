import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { PassTicketsTable } from './invites.tables';

/** Kysely only: the pass tickets table. */
type Q = Db | Trx;

export type TicketRow = Selectable<PassTicketsTable>;

export const insertTicket = (trx: Trx, row: Insertable<PassTicketsTable>) =>
  trx.insertInto('pass_tickets').values(row).returningAll().executeTakeFirstOrThrow();

/** The ticket's row, locked until the transaction ends on PostgreSQL (SQLite serialises writers already). */
export const lockTicket = (trx: Trx, dialect: DbDialect, id: string) =>
  trx
    .selectFrom('pass_tickets')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const updateTicket = (trx: Trx, id: string, patch: Updateable<PassTicketsTable>) =>
  trx.updateTable('pass_tickets').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The unit's ISSUED tickets of `day` that have not ended: each holds one of the day's invites. */
export const listHeldTickets = (db: Q, estateId: number, unitNo: string, day: string, nowSec: number) =>
  db
    .selectFrom('pass_tickets')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('day', '=', day)
    .where('status', '=', 'ISSUED')
    .where('not_after', '>=', nowSec)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The user's ISSUED tickets at the estate (a unit they leave): every day's. */
export const listIssuedTicketsOf = (db: Q, userId: string, estateId: number, unitNo: string) =>
  db
    .selectFrom('pass_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'ISSUED')
    .execute();

/** ISSUED tickets that ended: they hold nothing any more. */
export async function expireTickets(db: Q, nowSec: number): Promise<number> {
  const result = await db
    .updateTable('pass_tickets')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'ISSUED')
    .where('not_after', '<', nowSec)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revoked tickets published to the gate whose window ended (their gatePasses rows leave). */
export const listTicketsToDrop = (db: Q, nowSec: number, limit: number) =>
  db.selectFrom('pass_tickets').select(['id', 'estate_id']).where('gate_state', '=', 1).where('not_after', '<', nowSec).limit(limit).execute();

export const markTicketsDropped = (trx: Trx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.updateTable('pass_tickets').set({ gate_state: 2 }).where('id', 'in', ids).where('gate_state', '=', 1).returning(['id', 'estate_id']).execute();

/** Of these gatePasses ids, the tickets whose row left the gate before `beforeSec` (the gate history window forgets them). */
export const ticketsEndedBefore = async (db: Q, ids: readonly string[], beforeSec: number): Promise<string[]> =>
  ids.length === 0
    ? []
    : (await db.selectFrom('pass_tickets').select('id').where('id', 'in', ids).where('gate_state', '=', 2).where('not_after', '<', beforeSec).execute()).map(
        (r) => r.id,
      );
