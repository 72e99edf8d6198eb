/** A directory entry: JSON of the contract's record. */
export interface DirectoryEntriesTable {
  id: string;
  estate_id: number;
  data: string;
}

/**
 * The Kysely tables of this area (an estate's directory), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface DirectoryTables {
  directory_entries: DirectoryEntriesTable;
}
