/** A delete-account one-time code: only its HMAC is stored. */
export interface DeleteAccountOtpsTable {
  id: string;
  user_id: string;
  /** `${toUserId}|${toEmailAddress}` the code was issued for. */
  recipient: string;
  code_hash: string;
  issued_at: number;
  expires_at: number;
  attempts: number;
  consumed: number;
}

/**
 * The Kysely tables of this area (delete-account codes), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AccountDeletionTables {
  delete_account_otps: DeleteAccountOtpsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AccountDeletionTables {}
}
