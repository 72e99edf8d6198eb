export interface DevicesTable {
  id: string;
  user_id: string;
  device_id: string;
  model: string;
  brand: string;
  type: string;
  manufacturer: string;
  base_os: string;
  tablet: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (the devices a user signs in from), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface DevicesTables {
  devices: DevicesTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends DevicesTables {}
}
