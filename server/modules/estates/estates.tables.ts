import type { Generated } from 'kysely';

export interface EstatesTable {
  id: number;
  name: string;
  image_url: string;
  suburb: string;
  city: string;
  support_email: string;
  qr_code_url: string;
  qr_code_key: string;
  qr_code_key_iv: string;
  encryption_enabled: number;
  revert_to_offline: number;
  access_message: string;
  refresh_interval: number;
  /** Gate acceptance window, seconds (default 30). */
  gate_window_sec: Generated<number>;
  /** Maximum age of a guard's revocation list, seconds (default 72 h). */
  gate_list_max_age_sec: Generated<number>;
}

export interface RolesTable {
  name: string;
  display_name: string;
  rank: number;
  description: string;
  is_enabled: number;
  is_deleted: number;
}

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
 * The Kysely tables of this area (estates, the role catalogue, home tiles, app-wide settings), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface EstatesTables {
  estates: EstatesTable;
  roles: RolesTable;
  tiles: TilesTable;
  app_config: AppConfigTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends EstatesTables {}
}
