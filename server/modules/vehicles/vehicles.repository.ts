import type { Db } from '../../db/database';
import type { VehiclesTable } from './vehicles.tables';
import type { Trx } from '../../sync/change-log';

export async function findVehicle(db: Db | Trx, id: string): Promise<VehiclesTable | undefined> {
  return db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listVehicles(db: Db | Trx, userId: string): Promise<VehiclesTable[]> {
  return db.selectFrom('vehicles').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function insertVehicle(trx: Trx, row: VehiclesTable): Promise<void> {
  await trx.insertInto('vehicles').values(row).execute();
}

export async function updateVehicle(trx: Trx, id: string, patch: Partial<Omit<VehiclesTable, 'id' | 'user_id' | 'created_at'>>): Promise<VehiclesTable> {
  return trx.updateTable('vehicles').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteVehicleRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('vehicles').where('id', '=', id).execute();
}
