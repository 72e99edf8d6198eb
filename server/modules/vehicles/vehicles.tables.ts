export interface VehiclesTable {
  id: string;
  user_id: string;
  make: string;
  model: string;
  colour: string;
  year: string;
  registration_number: string;
  vin_number: string;
  license_disc_photo_url: string;
  car_photo_url: string;
  created_at: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (a user's vehicles), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface VehiclesTables {
  vehicles: VehiclesTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends VehiclesTables {}
}
