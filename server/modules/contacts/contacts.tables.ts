export interface ContactsTable {
  user_id: string;
  cell: string;
  home: string;
  work: string;
  emergency_name: string;
  emergency_number: string;
  updated_at: number;
}

/**
 * The Kysely tables of this area (a user's contact numbers), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface ContactsTables {
  contacts: ContactsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends ContactsTables {}
}
