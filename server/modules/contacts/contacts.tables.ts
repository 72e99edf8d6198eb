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
