/** A maintenance request: the reporter's `user_id` (it goes with their account). JSON in `photos` and `history`. */
export interface SnagsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  user_id: string;
  case_number: number;
  category: string;
  request: string;
  email: string;
  user_name: string;
  /** JSON: the file ids of the photos, in the order they came (at most 3). */
  photos: string;
  status: string;
  /** JSON: [{ status, note, at }] the manager's updates, oldest first. */
  history: string;
  created_at: number;
  updated_at: number;
}

/** The last case number given at an estate (one row per estate, incremented under its row lock). */
export interface SnagCountersTable {
  estate_id: number;
  last_case: number;
}

/**
 * The Kysely tables of this area (maintenance requests), added to `Database` (server/db/schema.ts) below.
 * Times are epoch milliseconds.
 */
export interface SnagsTables {
  snags: SnagsTable;
  snag_counters: SnagCountersTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends SnagsTables {}
}
