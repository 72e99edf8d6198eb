import { GATE_STAFF_ROLES, MANAGER_ROLES, isRoleIn } from '../../../src/domain/roles';
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

/**
 * True when a file held by an estate's content (server/modules/content) may be read by `viewerId`:
 * `content:<estate>` by anyone with a role at the estate, `residents:<estate>` by those with a unit
 * there and its managers, `unit:<estate>:<unitNo>` by that unit's people and the managers.
 */
export async function isContentFileVisible(db: Db | Trx, holder: string, viewerId: string): Promise<boolean> {
  const match = /^(content|residents):(\d+)$|^unit:(\d+):(.+)$/.exec(holder);
  if (!match) return false;
  const estateId = Number(match[2] ?? match[3]);
  const roles = await db.selectFrom('user_roles').select(['role_name', 'unit_no']).where('user_id', '=', viewerId).where('estate_id', '=', estateId).execute();
  if (match[1] === 'content') return roles.length > 0;
  const unitNo = match[4];
  return roles.some((r) => isRoleIn(r.role_name, MANAGER_ROLES) || (unitNo === undefined ? r.unit_no !== '' : r.unit_no === unitNo));
}

/** Gives a stored file to another owner (e.g. `associate:<id>`: then no user reads it through /sdk/files). */
export async function setFileOwner(db: Db | Trx, id: string, ownerId: string): Promise<void> {
  await db.updateTable('files').set({ owner_id: ownerId }).where('id', '=', id).execute();
}

/** Gives every file of one owner to another (e.g. back to a user whose account goes, so its erasure takes them). */
export async function moveFilesOwner(db: Db | Trx, fromOwnerIds: readonly string[], toOwnerId: string): Promise<void> {
  if (fromOwnerIds.length > 0) await db.updateTable('files').set({ owner_id: toOwnerId }).where('owner_id', 'in', fromOwnerIds).execute();
}

/** The ids of the files held by any of the owners. */
export async function fileIdsOfOwners(db: Db | Trx, ownerIds: readonly string[]): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  return (await db.selectFrom('files').select('id').where('owner_id', 'in', ownerIds).execute()).map((r) => r.id);
}

/** The ids of the files whose owner starts with `prefix` (e.g. 'discarded:'). */
export async function fileIdsOwnedLike(db: Db | Trx, prefix: string): Promise<string[]> {
  return (await db.selectFrom('files').select('id').where('owner_id', 'like', `${prefix}%`).execute()).map((r) => r.id);
}

export async function deleteFileRows(db: Db | Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).execute();
}
