import * as v from 'valibot';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Web Push (issue 29): the device's subscription, the user's categories and what a push carries.
 * The subscription itself is not synced (it belongs to one device and one session); the
 * categories are a synced row of the user's own, changed through the outbox.
 */

/** The spec's notification categories (spec 1 §2.17) a user may let push, by a stable key (src/domain/push.ts re-exports them with the rules). */
export const PUSH_CATEGORY_KEYS = ['estateManager', 'developer', 'events', 'newsletter', 'visitorAccess', 'residentAccess', 'hoa', 'payments'] as const;

/** A browser's PushSubscription as `toJSON()` gives it, with the app's device id (one per device and user). */
export const PushSubscribeRequestSchema = v.object({
  deviceId: v.pipe(text(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  endpoint: v.pipe(text(), v.trim(), v.url(), v.maxLength(2000)),
  keys: v.object({
    p256dh: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{80,100}=*$/), v.maxLength(120)),
    auth: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{16,32}=*$/), v.maxLength(40)),
  }),
});
export type PushSubscribeRequest = v.InferOutput<typeof PushSubscribeRequestSchema>;

export const PushUnsubscribeRequestSchema = v.object({ deviceId: v.pipe(text(), v.trim(), v.nonEmpty(), v.maxLength(100)) });
export type PushUnsubscribeRequest = v.InferOutput<typeof PushUnsubscribeRequestSchema>;

/** `GET /sdk/push/key`: the server's VAPID public key (base64url), the `applicationServerKey` of a subscription. */
export const PushKeyResponseSchema = v.object({ publicKey: text() });
export type PushKeyResponse = v.InferOutput<typeof PushKeyResponseSchema>;

/**
 * What one push carries, encrypted per RFC 8291 (aes128gcm): small, and never an ID number or a
 * code. `route` is the detail page's path with its query (spec 1 §2.17's routing), `requestId` the
 * visitor access request it answers ('' when it carries no Approve/Decline actions), `badge` the
 * recipient's unread count when it was sent.
 */
export const PushPayloadSchema = v.object({
  id: text(),
  type: text(),
  title: v.pipe(text(), v.maxLength(120)),
  body: v.pipe(text(), v.maxLength(240)),
  route: v.pipe(text(), v.maxLength(1000)),
  requestId: text(),
  badge: v.number(),
});
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;

/** The categories a user lets push, one row per user in their own scope (absent: the defaults of src/domain/push.ts). */
export const PushPreferencesSchema = v.object({
  userId: text(),
  categories: v.record(v.picklist(PUSH_CATEGORY_KEYS), v.boolean()),
  updatedAt: v.number(),
});
export type PushPreferences = v.InferOutput<typeof PushPreferencesSchema>;

/** Mutation `push.setCategory`: one category on or off (one switch, so two devices' changes merge). */
export const PushSetCategoryArgsSchema = v.object({ category: v.picklist(PUSH_CATEGORY_KEYS), on: v.boolean() });
export type PushSetCategoryArgs = v.InferOutput<typeof PushSetCategoryArgsSchema>;

// ---------------------------------------------------------------- sync declarations

export const pushTables = { pushPreferences: syncedTable(PushPreferencesSchema, 'userId') };
export const pushMutations = { 'push.setCategory': PushSetCategoryArgsSchema };

type PushTables = typeof pushTables;
type PushMutations = typeof pushMutations;
declare module './registry' {
  interface SyncedTableRegistry extends PushTables {}
  interface MutationRegistry extends PushMutations {}
}
