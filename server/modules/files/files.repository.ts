import { GATE_STAFF_ROLES } from '../../../src/domain/roles';
import type { Db } from '../../db/database';
import type { FilesTable } from './files.tables';
import type { Trx } from '../../sync/change-log';

export async function insertFile(db: Db | Trx, row: FilesTable): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findFile(db: Db | Trx, id: string): Promise<FilesTable | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * True when `url` is `ownerId`'s current profile photo and `viewerId` works the gate (guard or
 * estate manager) at an estate where the owner holds a role: they verify people at the gate.
 */
export async function isProfilePhotoVisibleToStaff(db: Db | Trx, ownerId: string, url: string, viewerId: string): Promise<boolean> {
  const owner = await db.selectFrom('users').select('photo_url').where('id', '=', ownerId).executeTakeFirst();
  if (!owner || owner.photo_url !== url) return false;
  const shared = await db
    .selectFrom('user_roles as staff')
    .innerJoin('user_roles as member', 'member.estate_id', 'staff.estate_id')
    .select('staff.id')
    .where('staff.user_id', '=', viewerId)
    .where('staff.role_name', 'in', GATE_STAFF_ROLES)
    .where('member.user_id', '=', ownerId)
    .executeTakeFirst();
  return shared !== undefined;
}
