// The seed still names these types here.
export type { EstatesTable, RolesTable } from '../core/core.tables';

export interface TilesTable {
  id: string;
  estate_id: number;
  role_name: string;
  location: string;
  priority: number;
  /** JSON of the contract's Tile. */
  data: string;
}

export interface AppConfigTable {
  key: string;
  value: string;
}

/**
 * The Kysely tables of this area (home tiles, app-wide settings; estates and the role catalogue are core's), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface EstatesTables {
  tiles: TilesTable;
  app_config: AppConfigTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends EstatesTables {}
}
