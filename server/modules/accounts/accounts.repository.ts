import type { Db } from '../../db/database';
import type { UserAccountsTable } from './accounts.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: the user_accounts rows (the service adds each row's estate name from core). */
const rows = (db: Db | Trx) => db.selectFrom('user_accounts').selectAll();

export async function findAccountRow(db: Db | Trx, id: string): Promise<UserAccountsTable | undefined> {
  return rows(db).where('id', '=', id).executeTakeFirst();
}

export async function listAccountRows(db: Db | Trx, userId: string): Promise<UserAccountsTable[]> {
  return rows(db).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertAccountRow(trx: Trx, row: UserAccountsTable): Promise<void> {
  await trx.insertInto('user_accounts').values(row).execute();
}

export async function updateAccountNumber(trx: Trx, id: string, accountNumber: string): Promise<void> {
  await trx.updateTable('user_accounts').set({ account_number: accountNumber, updated_at: Date.now() }).where('id', '=', id).execute();
}

export async function deleteAccountRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_accounts').where('id', '=', id).execute();
}
