/** A phone-verification code: only its scrypt hash is stored. Erased with the account (`user_id`). */
export interface PhoneVerificationCodesTable {
  id: string;
  user_id: string;
  /** The number (E.164) the code was sent to: a code verifies that number only. */
  mobile: string;
  code_hash: string;
  issued_at: number;
  expires_at: number;
  attempts: number;
  consumed: number;
}

/** The Kysely tables of this area, part of `Database` (server/db/schema.ts). Booleans are 0/1, times epoch milliseconds. */
export interface PhoneVerificationTables {
  phone_verification_codes: PhoneVerificationCodesTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends PhoneVerificationTables {}
}
