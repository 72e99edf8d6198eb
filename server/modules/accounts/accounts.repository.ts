import type { Db } from '../../db/database';
import type { UserAccountsTable } from './accounts.tables';
import type { Trx } from '../../sync/change-log';

export type AccountWithEstate = UserAccountsTable & { estate_name: string };

function withEstate(db: Db | Trx) {
  return db.selectFrom('user_accounts').innerJoin('estates', 'estates.id', 'user_accounts.estate_id').selectAll('user_accounts').select('estates.name as estate_name');
}

export async function findAccount(db: Db | Trx, id: string): Promise<AccountWithEstate | undefined> {
  return withEstate(db).where('user_accounts.id', '=', id).executeTakeFirst();
}

export async function listAccounts(db: Db | Trx, userId: string): Promise<AccountWithEstate[]> {
  return withEstate(db).where('user_accounts.user_id', '=', userId).orderBy('user_accounts.created_at').orderBy('user_accounts.id').execute();
}

/** Inserts the row and answers it as stored, with its estate's name. */
export async function insertAccount(trx: Trx, row: UserAccountsTable): Promise<AccountWithEstate> {
  await trx.insertInto('user_accounts').values(row).execute();
  return withEstate(trx).where('user_accounts.id', '=', row.id).executeTakeFirstOrThrow();
}

export async function updateAccountNumber(trx: Trx, id: string, accountNumber: string): Promise<void> {
  await trx.updateTable('user_accounts').set({ account_number: accountNumber, updated_at: Date.now() }).where('id', '=', id).execute();
}

export async function deleteAccountRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_accounts').where('id', '=', id).execute();
}
