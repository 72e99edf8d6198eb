export interface FilesTable {
  id: string;
  owner_id: string;
  content_type: string;
  size: number;
  created_at: number;
}

/**
 * The Kysely tables of this area (uploaded files (the bytes are in the file store)), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface FilesTables {
  files: FilesTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends FilesTables {}
}
