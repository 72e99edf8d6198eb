import type { Selectable } from 'kysely';
import type { DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { ResidentInviteLimitsTable } from './invites.tables';

export type ResidentLimitRow = Selectable<ResidentInviteLimitsTable>;

const limitId = (estateId: number, userId: string) => `${estateId}:${userId}`;

/** The resident's row, locked for the rest of the transaction on PostgreSQL (SQLite serialises writers). */
export const lockResidentLimit = (trx: Trx, dialect: DbDialect, estateId: number, userId: string) =>
  trx
    .selectFrom('resident_invite_limits')
    .selectAll()
    .where('id', '=', limitId(estateId, userId))
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export async function upsertResidentLimit(
  trx: Trx,
  row: Pick<ResidentLimitRow, 'estate_id' | 'user_id' | 'invites_disabled' | 'maximum_visitors' | 'updated_at'>,
): Promise<ResidentLimitRow> {
  const id = limitId(row.estate_id, row.user_id);
  const existing = await trx.selectFrom('resident_invite_limits').select('id').where('id', '=', id).executeTakeFirst();
  if (existing)
    return trx
      .updateTable('resident_invite_limits')
      .set({ invites_disabled: row.invites_disabled, maximum_visitors: row.maximum_visitors, updated_at: row.updated_at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  return trx
    .insertInto('resident_invite_limits')
    .values({ id, ...row, invites_day: '', invites_used: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const countResidentInvite = (trx: Trx, id: string, day: string, used: number) =>
  trx.updateTable('resident_invite_limits').set({ invites_day: day, invites_used: used }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
