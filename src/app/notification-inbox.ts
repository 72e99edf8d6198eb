import { noticeAsNotification } from '../contract/notice-as-notification';
import type { EstateNotice, Notification } from '../contract/notifications';
import { db } from '../db/db';

/**
 * The signed-in user's notifications as every screen reads them (the inbox, the tab badge, a
 * notification's page, the links /DynamicIFrame may frame): their own rows, and the notices of the
 * estates they hold a role at (issue 28: one `estateNotices` row per notice, fanned out here). A
 * notice is theirs and unread until they open it; from then on a row of their own with the
 * notice's id (READ, written at once on the device and published by the server into their scope)
 * stands for it. Plain Dexie reads: the screens run them in live queries.
 */

const signedInUserId = async (): Promise<string> => (await db.session.get('current'))?.userId ?? '';

/** The estates the user holds a role at: only their notices are the user's (a device may still hold another user's until its next pull). */
const estatesOf = async (userId: string): Promise<Set<number>> =>
  new Set((await db.userRoles.where('userId').equals(userId).toArray()).map((role) => role.estateId));

async function noticesFor(userId: string): Promise<EstateNotice[]> {
  const estates = await estatesOf(userId);
  return estates.size === 0
    ? []
    : db.estateNotices
        .where('estateId')
        .anyOf([...estates])
        .toArray();
}

/** Every notification of the signed-in user, personal and estate-wide, in no order (the domain's rules sort and hide). */
export async function inboxNotifications(): Promise<Notification[]> {
  const userId = await signedInUserId();
  if (!userId) return [];
  const [own, notices] = await Promise.all([db.notifications.filter((n) => n.userId === userId).toArray(), noticesFor(userId)]);
  const opened = new Set(own.map((n) => n.notificationId));
  return [...own, ...notices.filter((notice) => !opened.has(notice.notificationId)).map((notice) => noticeAsNotification(notice, userId))];
}

/** One notification of the signed-in user by id, personal or an estate notice as theirs; null when the device has none. */
export async function inboxNotification(id: string): Promise<Notification | null> {
  if (!id) return null;
  const own = await db.notifications.get(id);
  if (own) return own;
  const userId = await signedInUserId();
  const notice = userId ? await db.estateNotices.get(id) : undefined;
  return notice && (await estatesOf(userId)).has(notice.estateId) ? noticeAsNotification(notice, userId) : null;
}
