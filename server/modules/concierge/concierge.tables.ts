/**
 * What a concierge did for a resident (issue 32): `kind` one of CONCIERGE_ACTION_KINDS
 * (src/contract/concierge.ts), `subject_id` the invite's or booking's id. Times are epoch ms.
 */
export interface ConciergeActionsTable {
  id: string;
  estate_id: number;
  kind: string;
  subject_id: string;
  unit_no: string;
  concierge_id: string;
  resident_id: string;
  created_at: number;
}

/** The Kysely tables of this area, added to `Database` (server/db/schema.ts) below. */
export interface ConciergeTables {
  concierge_actions: ConciergeActionsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends ConciergeTables {}
}
