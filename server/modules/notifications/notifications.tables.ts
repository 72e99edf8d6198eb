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

/** An estate-wide notice (issue 28, migration 081): one row for every member of the estate, who read it from its scope. */
export interface EstateNoticesTable {
  id: string;
  estate_id: number;
  type: string;
  title: string;
  description: string;
  image: string;
  url: string;
  created_at: number;
  /** Epoch ms after which the notice is hidden, or null. */
  expires_at: number | null;
  updated_at: number;
}

/** One member's state of an estate notice: no row while unread (SENT); READ once opened, DELETED hidden. */
export interface EstateNoticeReadsTable {
  notice_id: string;
  user_id: string;
  status: string;
  updated_at: number;
}

/**
 * The Kysely tables of this area (notifications), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface NotificationsTables {
  notifications: NotificationsTable;
  estate_notices: EstateNoticesTable;
  estate_notice_reads: EstateNoticeReadsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends NotificationsTables {}
}
