import type { Db } from '../../db/database';
import type { UserAddressesTable } from './addresses.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: the user_addresses rows (the service adds each row's estate name from core). */
const rows = (db: Db | Trx) => db.selectFrom('user_addresses').selectAll();

export async function findAddressRow(db: Db | Trx, id: string): Promise<UserAddressesTable | undefined> {
  return rows(db).where('id', '=', id).executeTakeFirst();
}

export async function listAddressRows(db: Db | Trx, userId: string): Promise<UserAddressesTable[]> {
  return rows(db).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertAddressRow(trx: Trx, row: UserAddressesTable): Promise<void> {
  await trx.insertInto('user_addresses').values(row).execute();
}

export async function updateAddressRow(trx: Trx, id: string, patch: Partial<Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>>): Promise<void> {
  await trx.updateTable('user_addresses').set(patch).where('id', '=', id).execute();
}

export async function deleteAddressRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_addresses').where('id', '=', id).execute();
}
