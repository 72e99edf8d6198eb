/** One record of the estate's content: the contract's record (src/contract/content.ts) as JSON. */
export interface ContentItemsTable {
  /** The kind, also the synced table (`CONTENT_KINDS`). */
  kind: string;
  /** The record's id; a singleton kind's (site plan, theme) is its estate id. */
  id: string;
  estate_id: number;
  /** Documents: '' for every unit of the estate, else the one unit that reads it; '' for other kinds. */
  unit_no: string;
  data: string;
  updated_at: number;
}

/**
 * The Kysely tables of this area (the estate's content written by its managers), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface ContentTables {
  content_items: ContentItemsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends ContentTables {}
}
