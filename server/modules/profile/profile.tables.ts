export interface ProfileDetailsTable {
  user_id: string;
  /** JSON of the profile body (spec 5: every known field, '' when empty). */
  data: string;
  updated_at: number;
}

/**
 * The Kysely tables of this area (profile details beyond the user row), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface ProfileTables {
  profile_details: ProfileDetailsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends ProfileTables {}
}
