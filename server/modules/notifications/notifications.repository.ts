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

/**
 * How many notifications the user has not read (a push's badge): their own SENT ones created since
 * `since` and not expired at `now`, and the notices of `estateIds` in that window that they have no
 * state for (no READ or DELETED row).
 */
export async function countUnread(db: Db | Trx, userId: string, estateIds: readonly number[], since: number, now: number): Promise<number> {
  const own = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['SENT', 'sent'])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  if (estateIds.length === 0) return Number(own.n);
  const notices = await db
    .selectFrom('estate_notices as n')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.estate_id', 'in', [...estateIds])
    .where('n.created_at', '>=', since)
    .where((eb) => eb.or([eb('n.expires_at', 'is', null), eb('n.expires_at', '>', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('estate_notice_reads as r').select('r.notice_id').whereRef('r.notice_id', '=', 'n.id').where('r.user_id', '=', userId))),
    )
    .executeTakeFirstOrThrow();
  return Number(own.n) + Number(notices.n);
}
