export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  parent_id: string | null;
  created_at: number;
  expires_at: number;
  family_expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A Firebase user (uid of a project) linked to a local user. */
export interface FirebaseLinksTable {
  project_id: string;
  uid: string;
  user_id: string;
  linked_at: number;
}

/** One verification mail: its link token and 6-digit code, as hashes only (migration 072). */
export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  /** The address the mail went to: it verifies only while it is still the account's. */
  email: string;
  token_hash: string;
  code_hash: string;
  /** Wrong codes tried against this row. */
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/**
 * The Kysely tables of this area (sessions, reset links, Firebase links, e-mail verifications and rate limits; users and their roles are core's), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AuthTables {
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  firebase_links: FirebaseLinksTable;
  email_verifications: EmailVerificationsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AuthTables {}
}
