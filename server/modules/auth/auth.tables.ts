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

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/**
 * The Kysely tables of this area (sessions, reset links, Firebase links and rate limits; users and their roles are core's), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AuthTables {
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  firebase_links: FirebaseLinksTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AuthTables {}
}
