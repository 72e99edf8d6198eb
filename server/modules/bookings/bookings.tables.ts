import type { Generated } from 'kysely';

/** A bookable service of an estate (spec 3 'Booking service'): a facility or the lagoon. */
export interface BookingServicesTable {
  id: string;
  estate_id: number;
  name: string;
  /** 'facility' | 'lagoon' (BOOKING_KINDS). */
  kind: string;
  description: string;
  image_url: string;
  location_id: string;
  location_name: string;
  auto_approve: number;
  enabled: number;
  /** Price of one booking, cents (0 free); the manager sets it (migration 068). */
  price_cents: number;
  /** The facility's rules, plain text. */
  rules: string;
  /** JSON array of '/sdk/files/<id>' URLs; the first is `image_url`. */
  photos: string;
  /** 1 when the manager archived it: no longer listed nor bookable, its bookings stay. */
  archived: number;
  updated_at: number;
}

/** A bookable resource of a service (spec 3 'Booking resource'); `availability` is the weekday JSON. */
export interface BookingResourcesTable {
  id: string;
  estate_id: number;
  service_id: string;
  location_id: string;
  name: string;
  image_url: string;
  availability: string;
  capacity: number;
  slot_minutes: number;
  min_minutes: number;
  enabled: number;
  position: number;
  updated_at: number;
}

/** The estate's lagoon configuration (LagoonConfig without estateId, as JSON). */
export interface LagoonConfigTable {
  estate_id: number;
  data: string;
  updated_at: number;
}

/** A booking; `user_id` is the customer (the row goes with that account). */
export interface BookingsTable {
  id: string;
  estate_id: number;
  user_id: string;
  kind: string;
  service_id: string;
  resource_id: string;
  /** REQUESTED | BOOKED | REJECTED | CANCELED. */
  status: string;
  booking_date: string;
  start_time: string;
  end_time: string;
  lines: string;
  visitors: number;
  visitor_name: string;
  visitor_phone: string;
  people: string;
  unit_no: string;
  customer_email: string;
  customer_name: string;
  rejection_reason: string;
  /** none | awaiting | paid | failed. */
  payment: string;
  amount_cents: number;
  invite_id: string;
  created_at: number;
  updated_at: number;
  /** Sports tokens this booking spent (migration 099), refunded when it is cancelled or rejected. */
  tokens_spent: Generated<number>;
}

/** A user's sports token balance at an estate; id `${estate_id}:${user_id}` (migration 099). */
export interface SportsTokenBalancesTable {
  id: string;
  estate_id: number;
  user_id: string;
  balance: number;
  updated_at: number;
}

/** One move of a balance: 'grant' | 'adjust' (the manager, `by_user_id`), 'spend' | 'refund' (a booking). */
export interface SportsTokenMovesTable {
  id: string;
  estate_id: number;
  user_id: string;
  delta: number;
  reason: string;
  booking_id: string;
  by_user_id: string;
  note: string;
  created_at: number;
}

/** The estate's bookings content (BookingsContentFields as JSON). */
export interface BookingsContentTable {
  estate_id: number;
  data: string;
  updated_at: number;
}

/** One person registered for a confirmed lagoon booking (spec 'Associate booking record'). */
export interface LagoonRegistrationsTable {
  id: string;
  booking_id: string;
  estate_id: number;
  unit_no: string;
  booking_date: string;
  owner_id: string;
  user_id: string;
  associate_id: string;
  is_primary: number;
  created_at: number;
}

/**
 * The Kysely tables of this area (facility bookings and the lagoon), part of `Database`
 * (server/db/schema.ts). Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface BookingsTables {
  booking_services: BookingServicesTable;
  booking_resources: BookingResourcesTable;
  lagoon_config: LagoonConfigTable;
  bookings: BookingsTable;
  lagoon_registrations: LagoonRegistrationsTable;
  sports_token_balances: SportsTokenBalancesTable;
  sports_token_moves: SportsTokenMovesTable;
  bookings_content: BookingsContentTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends BookingsTables {}
}
