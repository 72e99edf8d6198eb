import type { Insertable, Selectable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { SportsTokenBalancesTable, SportsTokenMovesTable } from './bookings.tables';

type Q = Db | Trx;

export type BalanceRow = Selectable<SportsTokenBalancesTable>;

export const balanceId = (estateId: number, userId: string) => `${estateId}:${userId}`;

/** The balance row, locked for the rest of the transaction (FOR UPDATE on PostgreSQL; SQLite writes one at a time). */
export const lockBalance = (trx: Trx, dialect: DbDialect, estateId: number, userId: string) =>
  trx
    .selectFrom('sports_token_balances')
    .selectAll()
    .where('id', '=', balanceId(estateId, userId))
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export async function saveBalance(trx: Trx, estateId: number, userId: string, balance: number, now: number): Promise<BalanceRow> {
  return trx
    .insertInto('sports_token_balances')
    .values({ id: balanceId(estateId, userId), estate_id: estateId, user_id: userId, balance, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ balance, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const insertMove = (trx: Trx, row: Insertable<SportsTokenMovesTable>) =>
  trx.insertInto('sports_token_moves').values(row).returningAll().executeTakeFirstOrThrow();

export const findContentRow = (db: Q, estateId: number) => db.selectFrom('bookings_content').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

export async function saveContentRow(trx: Trx, estateId: number, data: string, now: number): Promise<void> {
  await trx
    .insertInto('bookings_content')
    .values({ estate_id: estateId, data, updated_at: now })
    .onConflict((oc) => oc.column('estate_id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
