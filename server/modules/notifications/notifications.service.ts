import crypto from 'node:crypto';
import type * as v from 'valibot';
import {
  noticeAsNotification,
  type EstateNotice,
  type Notification,
  type NotificationMarkReadArgs,
  type SendNotificationRequestSchema,
  type SendNotificationResult,
} from '../../../src/contract/notifications';
import { NOTIFICATION_ID_REQUIRED, NOTIFICATION_NOT_FOUND, SEND_NOTIFICATION_MESSAGES } from '../../../src/i18n/en/notifications';
import { NOTIFICATION_MAX_AGE_MS } from '../../../src/domain/notifications';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { addPurged, inBatches, PURGE_BATCH, type PurgedRows } from '../../lib/purge';
import { forgetRows, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './notifications.repository';
import * as core from '../core/core.service';
import { queueEstateNoticePush, queueNotificationPush } from '../push/push.service';

/** What another module passes to notify(); everything but userId, type and title is optional. */
export type NotifyInput = {
  userId: string;
  type: string;
  title: string;
  description?: string;
  image?: string;
  url?: string;
  estateId?: number | null;
  /** Epoch ms; defaults to now. */
  createdAt?: number;
  /** Epoch ms after which the item is hidden. */
  expiresAt?: number | null;
  paymentDetails?: unknown;
  actionID?: string;
  actionType?: string;
  approvalUID?: string;
  /** SENT by default (unread). */
  status?: Notification['status'];
  /** A client- or caller-chosen id; a random UUID by default. */
  id?: string;
};

export function toNotification(row: repo.NotificationRow): Notification {
  const status = row.status === 'READ' || row.status === 'DELETED' ? row.status : 'SENT';
  return {
    notificationId: row.id,
    userId: row.user_id,
    estateId: row.estate_id === null ? null : Number(row.estate_id),
    title: row.title,
    description: row.description,
    image: row.image,
    status,
    type: row.type,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    url: row.url,
    paymentDetails: row.payment_details === null ? null : (JSON.parse(row.payment_details) as unknown),
    actionID: row.action_id,
    actionType: row.action_type,
    approvalUID: row.approval_uid,
  };
}

/**
 * The notification service other modules call inside their own write transaction:
 * inserts the row and publishes it into the recipient's sync scope, so it reaches every
 * device of that user with the same commit (and an SSE poke after it).
 */
export async function notify(trx: Trx, input: NotifyInput): Promise<Notification> {
  const now = Date.now();
  const row = await repo.insertNotification(trx, {
    id: input.id ?? crypto.randomUUID(),
    user_id: input.userId,
    estate_id: input.estateId ?? null,
    type: input.type,
    title: input.title,
    description: input.description ?? '',
    image: input.image ?? '',
    url: input.url ?? '',
    status: input.status ?? 'SENT',
    payment_details: input.paymentDetails === undefined || input.paymentDetails === null ? null : JSON.stringify(input.paymentDetails),
    action_id: input.actionID ?? '',
    action_type: input.actionType ?? '',
    approval_uid: input.approvalUID ?? '',
    created_at: input.createdAt ?? now,
    expires_at: input.expiresAt ?? null,
    updated_at: now,
  });
  const notification = toNotification(row);
  await publish(trx, scopes.user(input.userId), 'notifications', notification.notificationId, notification);
  // To the recipient's devices with push on for its type, after the commit (server/modules/push).
  await queueNotificationPush(trx, notification, countUnread);
  return notification;
}

/**
 * The user's unread count as their app shows it (a push's badge): their own unread notifications
 * of the inbox window (30 days, not expired) and the notices of their estates in it they have not
 * opened or deleted.
 */
export async function countUnread(db: Db | Trx, userId: string, now = Date.now()): Promise<number> {
  return repo.countUnread(db, userId, await core.estatesOfUser(db, userId), now - NOTIFICATION_MAX_AGE_MS, now);
}

/**
 * Withdraws the notifications of these types about these actions (a module's retention purge:
 * visitors' names leave the residents' notifications too), tombstoned in each recipient's scope.
 */
export async function withdrawNotifications(trx: Trx, types: readonly string[], actionIds: readonly string[]): Promise<number> {
  const rows = await repo.deleteAbout(trx, types, actionIds);
  for (const row of rows) await publish(trx, scopes.user(row.user_id), 'notifications', row.id, null);
  return rows.length;
}

/** What an estate-wide notice carries (no recipient, no per-member fields). */
type EstateNoticeInput = Pick<NotifyInput, 'type' | 'title' | 'description' | 'image' | 'url' | 'createdAt' | 'expiresAt'>;

function toEstateNotice(row: repo.EstateNoticeRow): EstateNotice {
  return {
    notificationId: row.id,
    estateId: Number(row.estate_id),
    title: row.title,
    description: row.description,
    image: row.image,
    type: row.type,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    url: row.url,
  };
}

/**
 * A notice to every member of an estate (issue 28): ONE row and ONE change in the estate's scope,
 * whatever the number of members. Each member's device reads it from that scope and shows it as
 * theirs, unread until they open it (`markRead` keeps that per member). Whoever holds a role at
 * the estate reads the scope, so a member who joins later sees the notices still in their inbox
 * window (30 days, the expiry) too.
 */
export async function notifyEstate(trx: Trx, estateId: number, input: EstateNoticeInput): Promise<EstateNotice> {
  const now = Date.now();
  const row = await repo.insertEstateNotice(trx, {
    id: crypto.randomUUID(),
    estate_id: estateId,
    type: input.type,
    title: input.title,
    description: input.description ?? '',
    image: input.image ?? '',
    url: input.url ?? '',
    created_at: input.createdAt ?? now,
    expires_at: input.expiresAt ?? null,
    updated_at: now,
  });
  const notice = toEstateNotice(row);
  await publish(trx, scopes.estate(estateId), 'estateNotices', notice.notificationId, notice);
  // To every member's devices with push on for its type, after the commit (server/modules/push).
  await queueEstateNoticePush(trx, notice, countUnread);
  return notice;
}

/**
 * Mutator `notifications.markRead`: only the recipient may mark an item; DELETED stays hidden. An
 * estate notice's id marks it for the caller only, who must be a member of its estate: their state
 * is recorded once and published into their own scope as their notification (READ), which their
 * devices show instead of the unread notice. Other members' state is untouched.
 */
export async function markRead(trx: Trx, callerId: string, args: NotificationMarkReadArgs): Promise<void> {
  if (!args.notificationId) throw badRequest(NOTIFICATION_ID_REQUIRED);
  const row = await repo.findNotification(trx, args.notificationId);
  if (!row) return markNoticeRead(trx, callerId, args.notificationId);
  // The same answer for another user's id and an unknown id: ids of others are not revealed.
  if (row.user_id !== callerId) throw notFound(NOTIFICATION_NOT_FOUND, 'notifications/not-found');
  if (row.status !== 'SENT' && row.status !== 'sent') return;
  const updated = await repo.setNotificationStatus(trx, row.id, 'READ', Date.now());
  await publish(trx, scopes.user(callerId), 'notifications', updated.id, toNotification(updated));
}

async function markNoticeRead(trx: Trx, callerId: string, noticeId: string): Promise<void> {
  const notice = await repo.findEstateNotice(trx, noticeId);
  // An unknown id and a notice of an estate the caller is no member of get the same answer.
  if (!notice || !(await core.isMemberOfEstate(trx, callerId, Number(notice.estate_id)))) {
    throw notFound(NOTIFICATION_NOT_FOUND, 'notifications/not-found');
  }
  const recorded = await repo.insertNoticeRead(trx, { notice_id: notice.id, user_id: callerId, status: 'READ', updated_at: Date.now() });
  if (!recorded) return;
  await publish(trx, scopes.user(callerId), 'notifications', notice.id, noticeAsNotification(toEstateNotice(notice), callerId, 'READ'));
}

type SendInput = v.InferOutput<typeof SendNotificationRequestSchema>;

/**
 * An estate manager sends a notification to one member of the estate (userId) or an estate notice
 * to every member. Access first: the caller must hold the estate manager role at that estate.
 * Answers how many members can read it (counted when it is sent) and its id.
 */
export async function sendFromManager(ctx: AppContext, callerId: string, input: SendInput): Promise<SendNotificationResult> {
  await requireAccess(ctx.db, callerId, {
    estateId: input.estateId,
    roles: MANAGER_ROLES,
    message: SEND_NOTIFICATION_MESSAGES.notManager,
    code: 'notifications/not-manager',
  });
  const base = {
    type: input.type,
    title: input.title,
    description: input.description,
    url: input.url,
    image: input.image,
    expiresAt: input.expiresAt ?? null,
  };
  if (input.userId) {
    const { userId } = input;
    return writeTransaction(ctx.db, async (trx) => {
      if (!(await core.isMemberOfEstate(trx, userId, input.estateId))) throw badRequest(SEND_NOTIFICATION_MESSAGES.recipient, 'notifications/recipient');
      const sent = await notify(trx, { ...base, userId, estateId: input.estateId });
      return { sent: 1, notificationIds: [sent.notificationId] };
    });
  }
  // Counted before the write: no lock is held while the estate's role rows are read.
  const members = await core.countMembersOfEstate(ctx.db, input.estateId);
  const notice = await writeTransaction(ctx.db, (trx) => notifyEstate(trx, input.estateId, base));
  return { sent: members, notificationIds: [notice.notificationId] };
}

/**
 * The notifications' retention (spec 1: items older than 30 days are dropped; the app hides them
 * from then on, `isVisible` in src/domain/notifications.ts, and drops its own copies after each
 * sync): deletes every notification created more than 30 days before `now`, `batch` rows per
 * transaction, with its change-log entries and no tombstone (devices age theirs out by themselves;
 * a tombstone per row would be a second row per notification). Answers the rows deleted, by table.
 */
export async function purgeOldNotifications(db: Db, now = Date.now(), batch = PURGE_BATCH): Promise<PurgedRows> {
  const before = now - NOTIFICATION_MAX_AGE_MS;
  const personal = await inBatches(async () => {
    const ids = await repo.listNotificationsCreatedBefore(db, before, batch);
    const purged = await writeTransaction(db, async (trx) => {
      const gone = await repo.deleteNotificationsCreatedBefore(trx, ids, before);
      return { notifications: gone.length, change_log: await forgetRows(trx, 'notifications', gone) };
    });
    return { purged, more: ids.length === batch };
  });
  const notices = await inBatches(async () => {
    const ids = await repo.listEstateNoticesCreatedBefore(db, before, batch);
    const purged = await writeTransaction(db, async (trx) => {
      const gone = await repo.deleteEstateNotices(trx, ids, before);
      // Each member's read state of a notice is their own `notifications` row with the notice's id.
      return {
        estate_notices: gone.length,
        change_log: (await forgetRows(trx, 'estateNotices', gone)) + (await forgetRows(trx, 'notifications', gone)),
      };
    });
    return { purged, more: ids.length === batch };
  });
  return addPurged(personal, notices);
}
