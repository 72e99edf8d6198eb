/** One device's push subscription for one user (unique per user and device), bound to the session that made it. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The app's id of the device (one subscription per device and user). */
  device_id: string;
  /** The refresh-token family (session) that subscribed: its sign-out removes the subscription. */
  session_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), RFC 8291's encryption keys. */
  p256dh: string;
  auth: string;
  created_at: number;
  updated_at: number;
}

/** `pending`: to be sent (again); `sent`; `failed`: refused by the push service or PUSH_MAX_ATTEMPTS tries failed. */
export type PushOutboxState = 'pending' | 'sent' | 'failed';

/** One push to one subscription (server/modules/push/push-outbox.service.ts). The payload is emptied once it is sent. */
export interface PushOutboxTable {
  id: string;
  subscription_id: string;
  user_id: string;
  /** The PushPayload as JSON (src/contract/push.ts). */
  payload: string;
  /** RFC 8030 Urgency: 'high' for visitor access, else 'normal'. */
  urgency: string;
  /** RFC 8030 TTL in seconds: how long the push service keeps it for an offline device. */
  ttl_s: number;
  state: PushOutboxState;
  /** Tries begun, the current one included. */
  attempts: number;
  /** When the next try may begin: after a failure the backoff's end; during a try, when it counts as abandoned. */
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** The categories a user lets push (JSON of PushCategoryKey → boolean; absent keys: the defaults). */
export interface PushPreferencesTable {
  user_id: string;
  categories: string;
  updated_at: number;
}

/** The VAPID key pair a server made for itself outside production (id 1; none with VAPID_* set). */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

/**
 * The Kysely tables of this area (Web Push), part of `Database` (server/db/schema.ts).
 * Times are epoch milliseconds unless noted.
 */
export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  push_preferences: PushPreferencesTable;
  push_vapid_keys: PushVapidKeysTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends PushTables {}
}
