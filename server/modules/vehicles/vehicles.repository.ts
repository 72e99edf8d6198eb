import { API } from '../../../src/contract/api-paths';
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

/** Which of the stored files (by id) are a vehicle's car or licence-disc photo (`/sdk/files/<id>`). */
export async function filesUsedByVehicles(db: Db | Trx, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const byUrl = new Map(fileIds.map((id) => [API.file(id), id]));
  const urls = [...byUrl.keys()];
  const rows = await db
    .selectFrom('vehicles')
    .select(['car_photo_url', 'license_disc_photo_url'])
    .where((eb) => eb.or([eb('car_photo_url', 'in', urls), eb('license_disc_photo_url', 'in', urls)]))
    .execute();
  return rows.flatMap((r) => [byUrl.get(r.car_photo_url), byUrl.get(r.license_disc_photo_url)].filter((id): id is string => id !== undefined));
}
