import type { Db } from '../../db/database';
import type { FilesTable } from './files.tables';
import type { Trx } from '../../sync/change-log';

export async function insertFile(db: Db | Trx, row: FilesTable): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findFile(db: Db | Trx, id: string): Promise<FilesTable | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
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

/** The bytes of the files `ownerId` holds. */
export async function bytesOwnedBy(db: Db | Trx, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>('size'), eb.lit(0)).as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Uploads still held by their uploader (a user's id: no record took them over, whose holders are
 * `<kind>:<id>`) and made before `before`: a page of at most `limit` in id order after `afterId`.
 */
export async function userHeldFilesBefore(db: Db | Trx, before: number, afterId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('owner_id', 'not like', '%:%')
    .where('created_at', '<', before)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
