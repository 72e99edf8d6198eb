/** The estate's invite settings (InviteSettingsArgs as JSON), one row per estate. */
export interface InviteSettingsTable {
  estate_id: number;
  data: string;
  updated_at: number;
}

/**
 * A visitor invite of a unit. `owner_id` is the resident who invited (the rows go with that
 * account); `ends_at` is the end of the visit (epoch ms), from which the retention purge counts.
 * `purged_at` is set once the visitor's name, phone and e-mail are gone (POPIA).
 */
export interface InvitesTable {
  id: string;
  estate_id: number;
  unit_no: string;
  owner_id: string;
  resident_name: string;
  /** 'visitor' | 'delivery' | 'serviceProvider'. */
  kind: string;
  type_id: number;
  type_name: string;
  visitor_name: string;
  visitor_phone: string;
  visitor_email: string;
  /** 'YYYY-MM-DD HH:mm', estate time. */
  date_start: string;
  date_end: string;
  day_count: number;
  multi_entry: number;
  zone_ids: string;
  regular_visitor_id: string;
  pass_id: string;
  /** 'ACTIVE' | 'REVOKED' | 'EXPIRED'. */
  status: string;
  ends_at: number;
  created_at: number;
  purged_at: number | null;
}

/**
 * A gate pass signed by the estate's issuing key. `subject_id` is the invite, associate, guest or
 * letter it belongs to; `owner_id` the resident it was issued for ('' when none was named). On
 * account deletion the row stays as a revoked record without names or owner until its window
 * ends (guard devices keep refusing it), then leaves the gate scope.
 * `valid_from`/`valid_to` are epoch SECONDS; `gate_dropped` is 1 once the gatePasses row is
 * tombstoned from the gate scope (after the window).
 */
export interface PassesTable {
  id: string;
  estate_id: number;
  unit_no: string;
  kind: string;
  subject_id: string;
  owner_id: string;
  holder_name: string;
  photo_url: string;
  code: string;
  pin: string;
  pin_hash: string;
  link_token: string;
  valid_from: number;
  valid_to: number;
  max_entries: number;
  entries_used: number;
  zone_ids: string;
  weekly_times: string;
  /** 'ACTIVE' | 'REVOKED' | 'EXPIRED'. */
  status: string;
  gate_dropped: number;
  created_at: number;
}

/** One decision of a guard device on a pass (QR or PIN); `conflict` 1 for an ALLOW past the pass's entries. */
export interface PassUsesTable {
  id: string;
  estate_id: number;
  pass_id: string;
  method: string;
  decision: string;
  reason: string;
  /** Guard clock corrected to server time, epoch ms. */
  scanned_at: number;
  guard_user_id: string;
  conflict: number;
  holder_name: string;
  unit_no: string;
  received_at: number;
}

/**
 * A pass ticket (issue 31): signed by the estate's issuing key for one device's binding key
 * (`bind_pub`) at a unit. ISSUED holds one of the unit's visitor invites of `day` (estate date)
 * until `not_after` (epoch seconds); BOUND once its binding landed (`invite_id`, and a `passes`
 * row with the ticket's id); REVOKED when its resident left the unit or it was released.
 * `gate_state`: 0 nothing at the gate, 1 a REVOKED gatePasses row published, 2 that row dropped.
 */
export interface PassTicketsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  user_id: string;
  bind_pub: string;
  day: string;
  /** issueTicket's text (base64url of the signed body and signature). */
  ticket: string;
  not_after: number;
  status: string;
  invite_id: string;
  gate_state: number;
  created_at: number;
}

/** A resident's own invite block and daily cap at an estate, and the day's count (migration 101). */
export interface ResidentInviteLimitsTable {
  /** `${estate_id}:${user_id}`. */
  id: string;
  estate_id: number;
  user_id: string;
  invites_disabled: number;
  /** 0 = only the unit's cap. */
  maximum_visitors: number;
  invites_day: string;
  invites_used: number;
  updated_at: number;
}

/**
 * The Kysely tables of this area (invites and passes), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface InvitesTables {
  invite_settings: InviteSettingsTable;
  invites: InvitesTable;
  passes: PassesTable;
  pass_uses: PassUsesTable;
  pass_tickets: PassTicketsTable;
  resident_invite_limits: ResidentInviteLimitsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends InvitesTables {}
}
