/**
 * A visitor access request: the guard who asked (`guard_user_id`, their name kept for the
 * resident's page) and who answered (`answered_by`, '' while PENDING). Not `user_id`: the request
 * is the estate's record and the unit's, so it outlives either account (their names and ids are
 * blanked on account deletion: `forgetAccessRequestUser`).
 */
export interface AccessRequestsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  visitor_name: string;
  note: string;
  guard_user_id: string;
  guard_name: string;
  /** PENDING, APPROVED or DECLINED. */
  state: string;
  answered_by: string;
  answered_by_name: string;
  created_at: number;
  answered_at: number | null;
  /** The guard's photo of the visitor ('/sdk/files/<id>', their upload), '' when none (092). */
  photo_url: string;
  /** The access zone's name the console stood at ('' none chosen) (093). */
  gate_name: string;
}

/** The Kysely tables of this area (visitor access requests), added to `Database` below. Times are epoch milliseconds. */
export interface AccessRequestsTables {
  access_requests: AccessRequestsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AccessRequestsTables {}
}
