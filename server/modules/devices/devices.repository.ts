import type { DevicesTable } from './devices.tables';
import type { Db } from '../../db/database';

export async function upsertDevice(db: Db, row: DevicesTable): Promise<void> {
  const { id: _id, user_id: _user, device_id: _device, ...rest } = row;
  await db
    .insertInto('devices')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}
