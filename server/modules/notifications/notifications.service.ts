import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { SendNotificationRequestSchema, Notification, NotificationMarkReadArgs } from '../../../src/contract/notifications';
import { NOTIFICATION_ID_REQUIRED, NOTIFICATION_NOT_FOUND, SEND_NOTIFICATION_MESSAGES } from '../../../src/i18n/en/notifications';
import { NOTIFICATION_MAX_AGE_MS } from '../../../src/domain/notifications';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { inBatches, PURGE_BATCH, type PurgedRows } from '../../lib/purge';
import { forgetRows, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './notifications.repository';
import * as core from '../core/core.service';

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
  return notification;
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

/** notify() for every member of an estate (one row per recipient). */
export async function notifyEstate(trx: Trx, estateId: number, input: Omit<NotifyInput, 'userId' | 'id' | 'estateId'>): Promise<Notification[]> {
  const members = await core.membersOfEstate(trx, estateId);
  const sent: Notification[] = [];
  for (const userId of members) sent.push(await notify(trx, { ...input, userId, estateId }));
  return sent;
}

/** Mutator `notifications.markRead`: only the recipient may mark an item; DELETED stays hidden. */
export async function markRead(trx: Trx, callerId: string, args: NotificationMarkReadArgs): Promise<void> {
  if (!args.notificationId) throw badRequest(NOTIFICATION_ID_REQUIRED);
  const row = await repo.findNotification(trx, args.notificationId);
  // The same answer for another user's id and an unknown id: ids of others are not revealed.
  if (!row || row.user_id !== callerId) throw notFound(NOTIFICATION_NOT_FOUND, 'notifications/not-found');
  if (row.status !== 'SENT' && row.status !== 'sent') return;
  const updated = await repo.setNotificationStatus(trx, row.id, 'READ', Date.now());
  await publish(trx, scopes.user(callerId), 'notifications', updated.id, toNotification(updated));
}

type SendInput = v.InferOutput<typeof SendNotificationRequestSchema>;

/**
 * An estate manager sends a notification to one member of the estate (userId) or to every
 * member. Access first: the caller must hold the estate manager role at that estate.
 */
export async function sendFromManager(ctx: AppContext, callerId: string, input: SendInput): Promise<Notification[]> {
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
  return writeTransaction(ctx.db, async (trx) => {
    if (input.userId) {
      if (!(await core.isMemberOfEstate(trx, input.userId, input.estateId))) throw badRequest(SEND_NOTIFICATION_MESSAGES.recipient, 'notifications/recipient');
      return [await notify(trx, { ...base, userId: input.userId, estateId: input.estateId })];
    }
    return notifyEstate(trx, input.estateId, base);
  });
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
  return inBatches(async () => {
    const ids = await repo.listNotificationsCreatedBefore(db, before, batch);
    const purged = await writeTransaction(db, async (trx) => {
      const gone = await repo.deleteNotificationsCreatedBefore(trx, ids, before);
      return { notifications: gone.length, change_log: await forgetRows(trx, 'notifications', gone) };
    });
    return { purged, more: ids.length === batch };
  });
}
