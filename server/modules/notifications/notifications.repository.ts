import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { NotificationsTable } from './notifications.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: notification rows and the estate membership of their recipients. */

export type NotificationRow = Selectable<NotificationsTable>;

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
