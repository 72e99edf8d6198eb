export interface SyncStateTable {
  id: number;
  version: number;
  min_version: number;
  /** '' until the database is restored from a backup; a new random value at each restore (pull's scope hash carries it). */
  epoch: string;
}

export interface ChangeLogTable {
  v: number;
  scope: string;
  tbl: string;
  row_id: string;
  op: 'put' | 'del';
  data: string | null;
  created_at: number;
}

export interface SyncClientsTable {
  client_id: string;
  user_id: string;
  last_mutation_id: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (sync: the version counter, the change log and each client's last mutation id), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface SyncTables {
  sync_state: SyncStateTable;
  change_log: ChangeLogTable;
  sync_clients: SyncClientsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../db/schema' {
  interface Database extends SyncTables {}
}
