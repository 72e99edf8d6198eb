import type { Generated } from 'kysely';
/**
 * What a regular visitor or a letter gives at onboarding and the resident's invitation. The ID
 * number and the image columns (file ids held by `letting:<id>`, never readable through
 * /sdk/files) are never synced. `owner_id` is the resident who invited (the rows go with that
 * account). Times in epoch ms; `ended_at` is when the row was removed, declined or expired (the
 * retention purge counts from it), `purged_at` when its personal details were purged.
 */
interface IdentityColumns {
  id: string;
  estate_id: number;
  unit_no: string;
  owner_id: string;
  /** The name the resident typed when inviting. */
  display_name: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  id_number: string;
  document_type: number;
  nationality: string;
  face_file_id: string;
  document_front_file_id: string;
  document_back_file_id: string;
  vin_disc_file_id: string;
  vehicle_registration_no: string;
  licence_plate_number: string;
  /** From the scanned document (migration 105): 'YYYY-MM-DD', 'M' | 'F', the MRZ's five check digits once verified; '' when not read. */
  birth_date: Generated<string>;
  gender: Generated<string>;
  document_expiry: Generated<string>;
  mrz_check_digits: Generated<string>;
  /** From the scanned licence disc (migration 105), where the estate scans them; '' otherwise. */
  vehicle_make: Generated<string>;
  vehicle_model: Generated<string>;
  vin_number: Generated<string>;
  engine_number: Generated<string>;
  zone_ids: string;
  status: string;
  created_at: number;
  onboarded_at: number | null;
  ended_at: number | null;
  purged_at: number | null;
}

/** A regular visitor of a unit. status: INVITED | PENDING | APPROVED | DECLINED | REMOVED. */
export interface RegularVisitorsTable extends IdentityColumns {
  /** Their account once they joined through the link ('' before, and after that account is deleted). */
  visitor_user_id: string;
  decided_at: number | null;
}

/** A short-term letter of a letting unit. status: PENDING | ACTIVE | REMOVED | EXPIRED. */
export interface LettersTable extends IdentityColumns {
  letter_user_id: string;
  under18: number;
  /** 'YYYY-MM-DD HH:mm', estate time. */
  date_start: string;
  date_end: string;
  /** The end of the letting (epoch ms). */
  ends_at: number;
  multi_entry: number;
  /** The letter's gate pass (invites module), '' before onboarding. */
  pass_id: string;
}

/** A guest of a letting unit. status: ACTIVE | REMOVED. */
export interface LettingGuestsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  owner_id: string;
  created_by: string;
  invite_id: string;
  type_id: number;
  relationship: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  id_number: string;
  document_type: number;
  is_minor: number;
  guardian_first_name: string;
  guardian_last_name: string;
  guardian_mobile: string;
  guardian_email: string;
  address_line1: string;
  address_line2: string;
  suburb: string;
  town: string;
  postal_code: string;
  zone_ids: string;
  face_file_id: string;
  document_front_file_id: string;
  document_back_file_id: string;
  /** 'YYYY-MM-DD'. */
  valid_from: string;
  valid_to: string;
  pass_id: string;
  status: string;
  created_at: number;
  ended_at: number | null;
  purged_at: number | null;
}

/**
 * A join link the resident e-mailed (the token's SHA-256 only). kind: 'regularVisitor' |
 * 'letter'. `used_by` is the account that joined with it ('' while unused): the link works
 * once per person, that person may use it again.
 */
export interface JoinTokensTable {
  token_hash: string;
  kind: string;
  subject_id: string;
  estate_id: number;
  expires_at: number;
  used_by: string;
  used_at: number | null;
  created_at: number;
}

/** The Kysely tables of this area (regular visitors and short-term letting), part of `Database` (server/db/schema.ts). */
export interface LettingTables {
  regular_visitors: RegularVisitorsTable;
  letters: LettersTable;
  letting_guests: LettingGuestsTable;
  join_tokens: JoinTokensTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends LettingTables {}
}
