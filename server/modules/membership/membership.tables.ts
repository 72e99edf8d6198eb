/**
 * A request to join an estate: the person's `user_id` (it goes with their account); `status` one
 * of MEMBERSHIP_STATUSES (src/contract/membership.ts). Times are epoch milliseconds, 0 for none.
 */
export interface MembershipRequestsTable {
  id: string;
  estate_id: number;
  user_id: string;
  /** The unit the person named at sign-up ('' when none). */
  unit_claimed: string;
  /** The user type chosen at sign-up. */
  user_type: string;
  status: string;
  /** Why the manager declined ('' otherwise). */
  reason: string;
  /** What the approval gave ('' until approved; the unit '' for a visitor). */
  granted_role: string;
  granted_unit_no: string;
  /** The manager who decided ('' while open or withdrawn). */
  decided_by: string;
  decided_at: number;
  created_at: number;
  updated_at: number;
}

/** The Kysely tables of this area, added to `Database` (server/db/schema.ts) below. */
export interface MembershipTables {
  membership_requests: MembershipRequestsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends MembershipTables {}
}
