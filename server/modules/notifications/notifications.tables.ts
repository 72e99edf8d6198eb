/** One notification of one recipient. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  estate_id: number | null;
  type: string;
  title: string;
  description: string;
  image: string;
  url: string;
  /** SENT (unread), READ or DELETED. */
  status: string;
  /** JSON, or null. */
  payment_details: string | null;
  action_id: string;
  action_type: string;
  approval_uid: string;
  created_at: number;
  expires_at: number | null;
  updated_at: number;
}

/**
 * The Kysely tables of this area (notifications), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface NotificationsTables {
  notifications: NotificationsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends NotificationsTables {}
}
