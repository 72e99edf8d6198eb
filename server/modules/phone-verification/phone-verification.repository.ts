import type { Insertable, Selectable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { PhoneVerificationCodesTable } from './phone-verification.tables';

/** Kysely only: phone-verification codes. */

export type PhoneCodeRow = Selectable<PhoneVerificationCodesTable>;

/** Marks every live code of the user used: only the newest code is ever valid. */
export async function consumeLiveCodes(trx: Trx | Db, userId: string): Promise<void> {
  await trx.updateTable('phone_verification_codes').set({ consumed: 1 }).where('user_id', '=', userId).where('consumed', '=', 0).execute();
}

export async function insertCode(trx: Trx, row: Insertable<PhoneVerificationCodesTable>): Promise<void> {
  await trx.insertInto('phone_verification_codes').values(row).execute();
}

/** The user's newest code, locked for the rest of the transaction on PostgreSQL. */
export async function latestCode(trx: Trx | Db, dialect: DbDialect, userId: string): Promise<PhoneCodeRow | undefined> {
  return trx
    .selectFrom('phone_verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .$if(dialect === 'postgres' && trx.isTransaction, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function updateCode(trx: Trx, id: string, set: { attempts: number; consumed: number }): Promise<void> {
  await trx.updateTable('phone_verification_codes').set(set).where('id', '=', id).execute();
}

/** Kills one code (its SMS could not be sent). */
export async function consumeCode(db: Db, id: string): Promise<void> {
  await db.updateTable('phone_verification_codes').set({ consumed: 1 }).where('id', '=', id).execute();
}
