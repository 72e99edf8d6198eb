import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { EstateNoticeReadsTable, EstateNoticesTable, NotificationsTable } from './notifications.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: notification rows, estate notices and each member's read state of a notice. */

export type NotificationRow = Selectable<NotificationsTable>;
export type EstateNoticeRow = Selectable<EstateNoticesTable>;

export async function insertNotification(trx: Trx, row: Insertable<NotificationsTable>): Promise<NotificationRow> {
  return trx.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

export const findNotification = (db: Db | Trx, id: string) => db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();

export async function setNotificationStatus(trx: Trx, id: string, status: string, now: number): Promise<NotificationRow> {
  return trx.updateTable('notifications').set({ status, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the notifications of these types about these actions (their `action_id`) and answers them. */
export async function deleteAbout(trx: Trx, types: readonly string[], actionIds: readonly string[]): Promise<NotificationRow[]> {
  if (types.length === 0 || actionIds.length === 0) return [];
  return trx.deleteFrom('notifications').where('type', 'in', types).where('action_id', 'in', actionIds).returningAll().execute();
}

export async function insertEstateNotice(trx: Trx, row: Insertable<EstateNoticesTable>): Promise<EstateNoticeRow> {
  return trx.insertInto('estate_notices').values(row).returningAll().executeTakeFirstOrThrow();
}

export const findEstateNotice = (db: Db | Trx, id: string) => db.selectFrom('estate_notices').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Records one member's state of a notice unless they have one already (a second device's read, a
 * DELETED one): true when this call recorded it.
 */
export async function insertNoticeRead(trx: Trx, row: Insertable<EstateNoticeReadsTable>): Promise<boolean> {
  const made = await trx
    .insertInto('estate_notice_reads')
    .values(row)
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .returning('notice_id')
    .executeTakeFirst();
  return made !== undefined;
}

/** Ids of notifications created before `before`, oldest first, at most `limit`. */
export async function listNotificationsCreatedBefore(db: Db, before: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Deletes these notifications if they are still older than `before`; answers the ids deleted. */
export async function deleteNotificationsCreatedBefore(trx: Trx, ids: readonly string[], before: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx.deleteFrom('notifications').where('id', 'in', ids).where('created_at', '<', before).returning('id').execute();
  return rows.map((r) => r.id);
}

/** Ids of estate notices created before `before`, oldest first, at most `limit`. */
export async function listEstateNoticesCreatedBefore(db: Db, before: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('estate_notices').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Deletes these estate notices, if still older than `before`, with every member's read state of them; answers the ids deleted. */
export async function deleteEstateNotices(trx: Trx, ids: readonly string[], before: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx.deleteFrom('estate_notices').where('id', 'in', ids).where('created_at', '<', before).returning('id').execute();
  const gone = rows.map((r) => r.id);
  if (gone.length > 0) await trx.deleteFrom('estate_notice_reads').where('notice_id', 'in', gone).execute();
  return gone;
}
