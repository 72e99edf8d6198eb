/** The estate's people configuration (PeopleConfigArgs as JSON), one row per estate. */
export interface PeopleConfigTable {
  estate_id: number;
  data: string;
  updated_at: number;
}

/**
 * An associate of a unit. `owner_id` is the resident who owns the record (for a delegate's
 * addition, the resident who delegated): the rows go with that account. `access_times` is the
 * JSON of the 14 weekday fields. Image columns hold file ids (the files are owned by
 * `associate:<id>`, never readable through /sdk/files).
 */
export interface AssociatesTable {
  id: string;
  estate_id: number;
  unit_no: string;
  owner_id: string;
  created_by: string;
  type_id: number;
  type_name: string;
  relationship: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  id_number: string;
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
  access_times: string;
  valid_from: string;
  valid_to: string;
  document_type: number;
  face_file_id: string;
  document_front_file_id: string;
  document_back_file_id: string;
  face_deferred: number;
  is_delegate: number;
  delegate_user_id: string;
  consent_id: string;
  /** 'active' | 'removed'. */
  status: string;
  removed_at: number | null;
  purged_at: number | null;
  created_at: number;
}

/** A request to the estate manager; `user_id` is who asked (the rows go with that account). */
export interface UnitRequestsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  kind: string;
  associate_id: string;
  associate_name: string;
  user_id: string;
  requested_by_name: string;
  /** 'PENDING' | 'APPROVED' | 'DECLINED'. */
  status: string;
  reason: string;
  decided_by: string;
  created_at: number;
  decided_at: number;
}

/**
 * A consent record (POPIA) before a face or ID is captured. `owner_id` is the owner of the
 * subject's record (the associate's resident, or the user for their own onboarding), so the
 * consents go with the record; `given_by` is who accepted it (a delegate, say).
 */
export interface ConsentsTable {
  id: string;
  estate_id: number;
  /** 'associate' | 'self'. */
  subject_kind: string;
  subject_id: string;
  owner_id: string;
  given_by: string;
  version: string;
  accepted_at: number;
  created_at: number;
}

/** One view of an ID number or a document image; `user_id` is the viewer (kept after the viewer's account deletion). */
export interface IdentityViewsTable {
  id: string;
  user_id: string;
  associate_id: string;
  /** 'identity' | 'documentFront' | 'documentBack' | 'export' (the viewer's data export). */
  what: string;
  at: number;
}

/** The user's own identity onboarding (their face, stored privately, after consent). */
export interface OwnOnboardingTable {
  user_id: string;
  face_file_id: string;
  consent_id: string;
  completed_at: number;
}

/**
 * A face photo enrolled at the external face service (FACE_SERVICE_URL), by its file; `owner_id`
 * is the owner of the record the face belongs to, so the row goes with that account.
 */
export interface FaceEnrolmentsTable {
  file_id: string;
  owner_id: string;
  person_id: string;
  enrolled_at: number;
}

/**
 * The Kysely tables of this area (people at a unit), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface PeopleTables {
  people_config: PeopleConfigTable;
  associates: AssociatesTable;
  unit_requests: UnitRequestsTable;
  consents: ConsentsTable;
  identity_views: IdentityViewsTable;
  own_onboarding: OwnOnboardingTable;
  face_enrolments: FaceEnrolmentsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends PeopleTables {}
}
