import type { Db } from '../../db/database';
import type { UserAddressesTable } from './addresses.tables';
import type { Trx } from '../../sync/change-log';

export type AddressWithEstate = UserAddressesTable & { estate_name: string };

function withEstate(db: Db | Trx) {
  return db.selectFrom('user_addresses').innerJoin('estates', 'estates.id', 'user_addresses.estate_id').selectAll('user_addresses').select('estates.name as estate_name');
}

export async function findAddress(db: Db | Trx, id: string): Promise<AddressWithEstate | undefined> {
  return withEstate(db).where('user_addresses.id', '=', id).executeTakeFirst();
}

export async function listAddresses(db: Db | Trx, userId: string): Promise<AddressWithEstate[]> {
  return withEstate(db).where('user_addresses.user_id', '=', userId).orderBy('user_addresses.created_at').orderBy('user_addresses.id').execute();
}

/** Inserts the row and answers it as stored, with its estate's name. */
export async function insertAddress(trx: Trx, row: UserAddressesTable): Promise<AddressWithEstate> {
  await trx.insertInto('user_addresses').values(row).execute();
  return withEstate(trx).where('user_addresses.id', '=', row.id).executeTakeFirstOrThrow();
}

/** Updates the row and answers it as stored, with its (possibly new) estate's name. */
export async function updateAddress(trx: Trx, id: string, patch: Partial<Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>>): Promise<AddressWithEstate> {
  await trx.updateTable('user_addresses').set(patch).where('id', '=', id).execute();
  return withEstate(trx).where('user_addresses.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteAddressRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_addresses').where('id', '=', id).execute();
}
