import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import * as v from 'valibot';
import { noticeAsNotification, type EstateNotice, type Notification } from '../../../src/contract/notifications';
import {
  PushSubscribeRequestSchema,
  PushUnsubscribeRequestSchema,
  type PushPayload,
  type PushPreferences,
  type PushSetCategoryArgs,
  type PushSubscribeRequest,
} from '../../../src/contract/push';
import {
  answerableRequestId,
  notificationPath,
  PUSH_CATEGORY_KEYS,
  pushAllowed,
  pushBody,
  pushCategoryOf,
  type PushCategoryKey,
} from '../../../src/domain/push';
import { PUSH_MESSAGES } from '../../../src/i18n/en/push.messages';
import type { Actor, AppContext, AuthUser, MembershipRemoval } from '../../context';
import { badRequest } from '../../lib/errors';
import { afterCommit, databaseOf, publish, scopes, type Trx } from '../../sync/change-log';
import { liveSessionIds } from '../auth/sessions.service';
import * as core from '../core/core.service';
import { isAcceptableEndpoint } from './push-endpoint';
import { FIRST_TRY_WAIT_MS, startFirstTries } from './push-outbox.service';
import * as repo from './push.repository';
import type { PushOutboxTable } from './push.tables';

/**
 * Web Push (issue 29), the server's half: each device's subscription (one per user and device,
 * bound to the session that made it), the user's categories (synced, `push.setCategory`), and the
 * pushes every notify() and estate notice queue for the recipients' devices, in the notification's
 * transaction: the push outbox (push-outbox.service.ts) sends them once it commits.
 */

/** Visitor access waits at the boom: sent at once and dropped after 10 minutes; anything else keeps a day. */
const URGENT_TTL_S = 600;
const NORMAL_TTL_S = 24 * 60 * 60;

/** The unread count of a user (the notifications service's, handed in: push imports no notifications code). */
export type UnreadCounter = (db: Trx, userId: string) => Promise<number>;

// ---------------------------------------------------------------- subscriptions

const invalid = () => badRequest(PUSH_MESSAGES.subscriptionInvalid, 'push/subscription-invalid');

/** Parses a subscription the app sent; any problem (shape, keys, an endpoint the server will not call) is one 400. */
export function readSubscription(body: unknown, production: boolean): PushSubscribeRequest {
  const parsed = v.safeParse(PushSubscribeRequestSchema, body);
  if (!parsed.success || !isAcceptableEndpoint(parsed.output.endpoint, production)) throw invalid();
  return parsed.output;
}

export function readUnsubscribe(body: unknown): string {
  const parsed = v.safeParse(PushUnsubscribeRequestSchema, body);
  if (!parsed.success) throw invalid();
  return parsed.output.deviceId;
}

/**
 * PUT /sdk/push/subscription: the caller's subscription on this device, made or replaced, bound to
 * the caller's session (its sign-out removes it). The same endpoint held by another user (a shared
 * device where someone else signed in before) is removed first: one endpoint never receives two
 * people's notifications.
 */
export async function subscribe(ctx: AppContext, caller: AuthUser, request: PushSubscribeRequest): Promise<void> {
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteEndpointOfOthers(trx, request.endpoint, caller.id);
    await repo.upsertSubscription(trx, {
      id: crypto.randomUUID(),
      user_id: caller.id,
      device_id: request.deviceId,
      session_id: caller.sessionId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      created_at: now,
      updated_at: now,
    });
  });
}

/** DELETE /sdk/push/subscription: the caller's own subscription on that device, if any (another's is never touched). */
export async function unsubscribe(ctx: AppContext, callerId: string, deviceId: string): Promise<void> {
  await repo.deleteSubscriptionOf(ctx.db, callerId, deviceId);
}

/** Sign-out (`Module.onSessionEnd`): the session's subscriptions go with their pushes not sent yet. */
export async function forgetSessionSubscriptions(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.deleteSubscriptionsOfSession(ctx.db, sessionId);
}

/**
 * A move-out (`Module.onMembershipRemoved`, cause 'moved-out'): every subscription of the person
 * goes with their pushes not sent yet; the app subscribes again when it next opens if they still
 * belong somewhere.
 */
export async function forgetMovedOutSubscriptions(trx: Trx, removal: MembershipRemoval): Promise<void> {
  if (removal.cause === 'moved-out') await repo.deleteSubscriptionsOfUser(trx, removal.userId);
}

// ---------------------------------------------------------------- categories

function categoriesOf(row: repo.PreferencesRow | undefined): Partial<Record<PushCategoryKey, boolean>> {
  if (!row) return {};
  const stored = JSON.parse(row.categories) as Record<string, unknown>;
  const out: Partial<Record<PushCategoryKey, boolean>> = {};
  for (const key of PUSH_CATEGORY_KEYS) if (typeof stored[key] === 'boolean') out[key] = stored[key];
  return out;
}

/**
 * Mutator `push.setCategory`: one category on or off in the caller's row (merged with the others,
 * under the row's lock), published into their scope as `pushPreferences`.
 */
export async function setPushCategory(trx: Trx, actor: Actor, args: PushSetCategoryArgs): Promise<void> {
  const now = Date.now();
  const locked = await repo.lockPreferences(trx, actor.userId, now);
  const categories = { ...categoriesOf(locked), [args.category]: args.on };
  const row = await repo.updatePreferences(trx, actor.userId, JSON.stringify(categories), now);
  const published: PushPreferences = { userId: actor.userId, categories, updatedAt: Number(row.updated_at) };
  await publish(trx, scopes.user(actor.userId), 'pushPreferences', actor.userId, published);
}

// ---------------------------------------------------------------- queueing

/** A push's text never carries an ID number (13 digits) nor a long code: such runs of digits are masked. */
const maskLongNumbers = (text: string) => text.replace(/\d{9,}/g, (digits) => '•'.repeat(Math.min(digits.length, 4)));

function payloadOf(n: Notification, badge: number): PushPayload {
  return {
    id: n.notificationId,
    type: n.type,
    title: maskLongNumbers(n.title).slice(0, 120),
    body: maskLongNumbers(pushBody(n)),
    route: notificationPath(n),
    requestId: answerableRequestId(n),
    badge,
  };
}

/**
 * Queues the pushes of one notification for each recipient in `users`: their subscriptions whose
 * session is still live, if their categories let the type push. Rows are written in `trx`; the
 * first try begins after the commit (nothing is sent for a write rolled back).
 */
async function queueFor(trx: Trx, userIds: readonly string[], notificationOf: (userId: string) => Notification, unreadOf: UnreadCounter): Promise<void> {
  if (userIds.length === 0) return;
  const subscriptions = await repo.listSubscriptionsOfUsers(trx, userIds);
  if (subscriptions.length === 0) return;
  const live = await liveSessionIds(
    trx,
    subscriptions.map((s) => s.session_id),
  );
  const reachable = subscriptions.filter((s) => live.has(s.session_id));
  if (reachable.length === 0) return;
  const preferences = new Map(
    (
      await repo.listPreferences(
        trx,
        reachable.map((s) => s.user_id),
      )
    ).map((row) => [row.user_id, categoriesOf(row)]),
  );
  const now = Date.now();
  const rows: Insertable<PushOutboxTable>[] = [];
  const payloads = new Map<string, string | null>();
  for (const subscription of reachable) {
    const userId = subscription.user_id;
    if (!payloads.has(userId)) {
      const n = notificationOf(userId);
      payloads.set(userId, pushAllowed(preferences.get(userId), n.type) ? JSON.stringify(payloadOf(n, await unreadOf(trx, userId))) : null);
    }
    const payload = payloads.get(userId);
    if (!payload) continue;
    const urgent = pushCategoryOf(notificationOf(userId).type) === 'visitorAccess';
    rows.push({
      id: crypto.randomUUID(),
      subscription_id: subscription.id,
      user_id: userId,
      payload,
      urgency: urgent ? 'high' : 'normal',
      ttl_s: urgent ? URGENT_TTL_S : NORMAL_TTL_S,
      state: 'pending',
      attempts: 0,
      next_attempt_at: now + FIRST_TRY_WAIT_MS,
      last_attempt_at: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    });
  }
  if (rows.length === 0) return;
  await repo.insertPushes(trx, rows);
  const db = databaseOf(trx);
  const ids = rows.map((r) => r.id);
  if (db) {
    afterCommit(trx, async () => {
      startFirstTries(db, ids);
    });
  }
}

/** notify()'s push: to the recipient's devices, if the type is on for them (a SENT notification only). */
export async function queueNotificationPush(trx: Trx, notification: Notification, unreadOf: UnreadCounter): Promise<void> {
  if (notification.status !== 'SENT') return;
  await queueFor(trx, [notification.userId], () => notification, unreadOf);
}

/** notifyEstate()'s push: to every member of the estate with a subscription, each as their own notification. */
export async function queueEstateNoticePush(trx: Trx, notice: EstateNotice, unreadOf: UnreadCounter): Promise<void> {
  const members = await core.listMemberIdsOfEstate(trx, notice.estateId);
  await queueFor(trx, members, (userId) => noticeAsNotification(notice, userId, 'SENT'), unreadOf);
}
