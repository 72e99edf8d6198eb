import type { Insertable, Selectable, Updateable } from 'kysely';
import { API } from '../../../src/contract/api-paths';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { AccessRequestsTable } from './access-requests.tables';

type Q = Db | Trx;
export type AccessRequestRow = Selectable<AccessRequestsTable>;

export const findAccessRequest = (db: Q, id: string) => db.selectFrom('access_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** The request whose photo is `url` (a '/sdk/files/<id>' URL), if any. */
export const findRequestByPhotoUrl = (db: Q, url: string) =>
  db.selectFrom('access_requests').selectAll().where('photo_url', '=', url).where('photo_url', '<>', '').executeTakeFirst();

/** Which of `fileIds` a request's photo names (the unused-upload purge keeps those). */
export async function filesUsedByRequests(db: Q, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const byUrl = new Map(fileIds.map((id) => [API.file(id), id]));
  const rows = await db
    .selectFrom('access_requests')
    .select('photo_url')
    .where('photo_url', 'in', [...byUrl.keys()])
    .execute();
  return rows.flatMap((r) => byUrl.get(r.photo_url) ?? []);
}

/** Sets a request's photo (the guard's upload); answers the updated row. */
export const setRequestPhoto = (trx: Trx, id: string, photoUrl: string) =>
  trx.updateTable('access_requests').set({ photo_url: photoUrl }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const insertAccessRequest = (trx: Trx, row: Insertable<AccessRequestsTable>) =>
  trx.insertInto('access_requests').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * Records the answer while the request is still PENDING (the first answer stands): answers the
 * updated row, or undefined when another answer got there first (nothing changes).
 */
export const answerPendingRequest = (trx: Trx, id: string, patch: Updateable<AccessRequestsTable>) =>
  trx.updateTable('access_requests').set(patch).where('id', '=', id).where('state', '=', 'PENDING').returningAll().executeTakeFirst();

/** The ids of an estate's requests made before `before`, oldest first, at most `limit` (the purge's batch). */
export const listRequestIdsCreatedBefore = async (db: Q, estateId: number, before: number, limit: number): Promise<string[]> =>
  (
    await db
      .selectFrom('access_requests')
      .select('id')
      .where('estate_id', '=', estateId)
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

/** Deletes those of `ids` still made before `before`; answers the ids deleted. */
export async function deleteRequestsCreatedBefore(trx: Trx, ids: readonly string[], before: number): Promise<string[]> {
  if (ids.length === 0) return [];
  return (
    await trx
      .deleteFrom('access_requests')
      .where('id', 'in', [...ids])
      .where('created_at', '<', before)
      .returning('id')
      .execute()
  ).map((r) => r.id);
}

/** Blanks a deleted user's name and id where they asked (and the photo, their upload, which goes with them) or answered; answers the rows changed. */
export async function forgetUser(trx: Trx, userId: string): Promise<AccessRequestRow[]> {
  const asked = await trx
    .updateTable('access_requests')
    .set({ guard_user_id: '', guard_name: '', photo_url: '' })
    .where('guard_user_id', '=', userId)
    .returningAll()
    .execute();
  const answered = await trx
    .updateTable('access_requests')
    .set({ answered_by: '', answered_by_name: '' })
    .where('answered_by', '=', userId)
    .returningAll()
    .execute();
  return [...asked, ...answered];
}
