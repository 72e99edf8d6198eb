import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  mobile: string;
  mobile_verified: number;
  photo_url: string;
  id_number: string;
  default_estate_id: number;
  user_type: string;
  /** 1 once the person proved the address (sign-up's code or link, a verified Firebase sign-in, an invitation link; migration 072). */
  email_verified: number;
  created_at: number;
  updated_at: number;
}

export interface UserRolesTable {
  id: string;
  user_id: string;
  estate_id: number;
  role_name: string;
  unit_no: string;
  access_control: number;
  created_at: number;
}

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
  /** IANA time zone (migration 062, default Africa/Johannesburg). */
  time_zone: Generated<string>;
  street: Generated<string>;
  postal_code: Generated<string>;
  /** Free text: the estate's numbers as the operator writes them. */
  contact_numbers: Generated<string>;
  contact_email: Generated<string>;
  help_url: Generated<string>;
  /** The estate's emergency numbers (migration 094; '' when not set: src/domain/emergency.ts says what is dialled then). */
  control_room_number: Generated<string>;
  ambulance_number: Generated<string>;
  fire_number: Generated<string>;
  /** When the operator archived the estate (epoch ms); null: active. */
  archived_at: Generated<number | null>;
}

export interface RolesTable {
  name: string;
  display_name: string;
  rank: number;
  description: string;
  is_enabled: number;
  is_deleted: number;
}

/** A unit of an estate with its allowances (spec 2 unit tile). Key: estate + unit number. */
export interface UnitsTable {
  estate_id: number;
  unit_no: string;
  stand_no: string;
  is_letting: number;
  max_associates: number;
  max_visitors: number;
  max_guests: number;
  updated_at: number;
  /** The day (estate time, 'YYYY-MM-DD') `visitor_invites_used` counts (migration 051). */
  visitor_invites_day: Generated<string>;
  visitor_invites_used: Generated<number>;
  /** Letting units: the current guests, counted by the letting module with the unit's row locked (migration 052). */
  guests_count: Generated<number>;
  /** The manager's grouping of units ('' when none), e.g. a building or a phase (migration 066). */
  block: Generated<string>;
  /** One of UNIT_TYPES (src/contract/units.ts), '' when not given (migration 066). */
  unit_type: Generated<string>;
  /** When the unit was archived (epoch ms), 0 while it is in use (migration 066). */
  archived_at: Generated<number>;
}

/**
 * The tables every area reads: people (users), their roles at estates, the estates, the role
 * catalogue and the units. Only the core module queries them; other modules call
 * core.service.ts. Part of `Database` (server/db/schema.ts). Booleans are stored as 0/1, times
 * as epoch milliseconds.
 */
export interface CoreTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  estates: EstatesTable;
  roles: RolesTable;
  units: UnitsTable;
}

declare module '../../db/schema' {
  interface Database extends CoreTables {}
}
