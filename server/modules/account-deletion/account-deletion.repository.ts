import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { DeleteAccountOtpsTable } from './account-deletion.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: delete-account codes and the erasure of a user's rows (the catalogue's tables, by name). */

export type OtpRow = Selectable<DeleteAccountOtpsTable>;

/** Marks every live code of the user used: only the newest code is ever valid. */
export async function consumeLiveOtps(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('delete_account_otps').set({ consumed: 1 }).where('user_id', '=', userId).where('consumed', '=', 0).execute();
}

export async function insertOtp(trx: Trx, row: Insertable<DeleteAccountOtpsTable>): Promise<void> {
  await trx.insertInto('delete_account_otps').values(row).execute();
}

/** The user's newest code, locked for the rest of the transaction on PostgreSQL. */
export async function latestOtp(trx: Trx | Db, dialect: DbDialect, userId: string): Promise<OtpRow | undefined> {
  return trx
    .selectFrom('delete_account_otps')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .$if(dialect === 'postgres' && trx.isTransaction, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function updateOtp(trx: Trx, id: string, set: { attempts: number; consumed: number }): Promise<void> {
  await trx.updateTable('delete_account_otps').set(set).where('id', '=', id).execute();
}

/** The tables to erase: every table with an owner column (the catalogue is shared with 'Download my data'). */
export { tablesWithOwnerColumns } from '../../db/catalogue';

/** Deletes the rows of `table` whose `column` is the user (names come from the catalogue above). */
export async function deleteOwnedRows(trx: Trx, table: string, column: string, userId: string): Promise<number> {
  const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
