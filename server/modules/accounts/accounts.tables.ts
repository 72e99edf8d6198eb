export interface UserAccountsTable {
  id: string;
  user_id: string;
  estate_id: number;
  account_type: string;
  unit_number: string;
  account_number: string;
  created_at: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (a user's accounts at estates), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AccountsTables {
  user_accounts: UserAccountsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AccountsTables {}
}
