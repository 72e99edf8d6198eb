/**
 * An invitation by e-mail to a role at an estate. Only the link token's hash is stored. Accepted
 * (`accepted_at`, `accepted_by`: the account that took it), revoked, or open until `expires_at`.
 * An account made from an invitation link proved its e-mail address by opening the link: issue 26's
 * e-mail verification counts a user with an accepted invitation to their own address as verified.
 */
export interface StaffInvitationsTable {
  id: string;
  estate_id: number;
  email: string;
  role_name: string;
  unit_no: string;
  token_hash: string;
  /** The user who sent it (a manager of the estate, or an operator). */
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_by: string | null;
  revoked_at: number | null;
}

/**
 * One change of a person's membership of an estate (issue 26). `person_id` and `actor_id` are not
 * `user_id`: the rows are the estate's record and outlive either account (names blanked then).
 * `action` is a MembershipAction (src/contract/staff-moves.ts).
 */
export interface MembershipLogTable {
  id: string;
  estate_id: number;
  person_id: string;
  person_name: string;
  person_email: string;
  actor_id: string;
  actor_name: string;
  action: string;
  role_before: string;
  unit_before: string;
  role_after: string;
  unit_after: string;
  reason: string;
  created_at: number;
}

/** The Kysely tables of this area (staff, invitations and the membership log). Times are epoch milliseconds. */
export interface StaffTables {
  staff_invitations: StaffInvitationsTable;
  membership_log: MembershipLogTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends StaffTables {}
}
