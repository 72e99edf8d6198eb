import * as v from 'valibot';
import { syncedTable } from './registry';
import { text } from './text';
import { NOTIFICATION_ID_REQUIRED, SEND_NOTIFICATION_MESSAGES } from '../i18n/en/notifications';

/**
 * Notifications (spec 1 sections 2.17, 3, 4, 7). A personal notification is one row per recipient,
 * synced into the recipient's `user:` scope. An estate-wide notice is one `estateNotices` row in the
 * estate's `estate:` scope, fanned out on read: each member's device shows it as one of their
 * notifications (`noticeAsNotification`), unread until that member opens it; their read state comes
 * back as a `notifications` row of theirs with the notice's id. Times are epoch milliseconds (the
 * domain also reads the original backend's `{seconds, nanoseconds}`).
 */
export const NOTIFICATION_STATUSES = ['SENT', 'READ', 'DELETED'] as const;

export const NotificationSchema = v.object({
  notificationId: text(),
  userId: text(),
  estateId: v.nullable(v.number()),
  title: text(),
  description: text(),
  image: text(),
  /** SENT unread, READ once opened, DELETED hidden. */
  status: v.picklist(NOTIFICATION_STATUSES),
  type: text(),
  createdAt: v.number(),
  expiresAt: v.nullable(v.number()),
  url: text(),
  paymentDetails: v.nullable(v.unknown()),
  actionID: text(),
  actionType: text(),
  approvalUID: text(),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/**
 * An estate-wide notice (issue 28): one row for the whole estate, read by every member, who holds a
 * role there. No per-member fields: the status a member sees is their own (see `noticeAsNotification`).
 */
export const EstateNoticeSchema = v.object({
  notificationId: text(),
  estateId: v.number(),
  title: text(),
  description: text(),
  image: text(),
  type: text(),
  createdAt: v.number(),
  expiresAt: v.nullable(v.number()),
  url: text(),
});
export type EstateNotice = v.InferOutput<typeof EstateNoticeSchema>;

// In a module of its own (types only from here), so the inbox of the first load does not carry valibot and these schemas.
export { noticeAsNotification } from './notice-as-notification';

/**
 * `notifications.markRead`: opening an item marks it READ (offline through the outbox). The id is a
 * personal notification's or an estate notice's: the notice is then marked for the caller only.
 */
export const NotificationMarkReadArgsSchema = v.object({
  notificationId: v.pipe(
    v.optional(text(NOTIFICATION_ID_REQUIRED), ''),
    v.trim(),
    v.minLength(1, NOTIFICATION_ID_REQUIRED),
    v.maxLength(64, NOTIFICATION_ID_REQUIRED),
  ),
});
export type NotificationMarkReadArgs = v.InferOutput<typeof NotificationMarkReadArgsSchema>;

/** Types an estate manager may send from the manager endpoint. */
export const MANAGER_NOTIFICATION_TYPES = ['Estate Manager', 'alert', 'Events', 'Newsletter', 'HOA', 'Payments', 'Developer'] as const;

/** POST /sdk/notifications/send: an estate manager notifies one user (userId) or the whole estate. */
export const SendNotificationRequestSchema = v.object({
  // A missing estate becomes NaN so that the integer check answers with the message.
  estateId: v.pipe(v.optional(v.number(SEND_NOTIFICATION_MESSAGES.estate), Number.NaN), v.integer(SEND_NOTIFICATION_MESSAGES.estate)),
  userId: v.optional(v.pipe(text(), v.trim(), v.maxLength(64))),
  type: v.optional(v.picklist(MANAGER_NOTIFICATION_TYPES, SEND_NOTIFICATION_MESSAGES.type), 'Estate Manager'),
  title: v.pipe(v.optional(text(SEND_NOTIFICATION_MESSAGES.title), ''), v.trim(), v.minLength(1, SEND_NOTIFICATION_MESSAGES.title), v.maxLength(200)),
  description: v.pipe(
    v.optional(text(SEND_NOTIFICATION_MESSAGES.description), ''),
    v.trim(),
    v.minLength(1, SEND_NOTIFICATION_MESSAGES.description),
    v.maxLength(4000),
  ),
  url: v.optional(v.pipe(text(), v.trim(), v.maxLength(2000), v.regex(/^$|^https?:\/\/\S+$/, SEND_NOTIFICATION_MESSAGES.url)), ''),
  image: v.optional(v.pipe(text(), v.trim(), v.maxLength(2000), v.regex(/^$|^https?:\/\/\S+$/, SEND_NOTIFICATION_MESSAGES.url)), ''),
  /** Epoch ms after which the notification is hidden; optional. */
  expiresAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type SendNotificationRequest = v.InferInput<typeof SendNotificationRequestSchema>;

/**
 * What the send endpoint answers (in the envelope's details). To one member: `sent` 1 and that
 * notification's id. To the whole estate: one estate notice, so `notificationIds` is its one id, and
 * `sent` the number of members of the estate when it was sent (who can read it; what the console
 * shows). Before issue 28 the estate-wide answer listed one id per member; the console only reads `sent`.
 */
export type SendNotificationResult = { sent: number; notificationIds: string[] };

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const notificationsTables = {
  notifications: syncedTable(NotificationSchema, 'notificationId'),
  estateNotices: syncedTable(EstateNoticeSchema, 'notificationId'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const notificationsMutations = {
  'notifications.markRead': NotificationMarkReadArgsSchema,
};

type NotificationsTables = typeof notificationsTables;
type NotificationsMutations = typeof notificationsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends NotificationsTables {}
  interface MutationRegistry extends NotificationsMutations {}
}
