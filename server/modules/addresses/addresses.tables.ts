export interface UserAddressesTable {
  id: string;
  user_id: string;
  estate_id: number;
  address_type: string;
  stand_no: string;
  street_no: string;
  street_name: string;
  suburb: string;
  city: string;
  postal_code: string;
  country: string;
  longitude: string;
  latitude: string;
  created_at: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (a user's addresses), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AddressesTables {
  user_addresses: UserAddressesTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AddressesTables {}
}
