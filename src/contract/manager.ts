import * as v from 'valibot';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Estate manager console: one card per member (user holding a role) of an estate, published
 * to the `manager:<estate>` sync scope that only that estate's managers read. It carries the
 * member's e-mail, so it never goes to the guards' `gate:` scope.
 */
export const MemberCardSchema = v.object({
  /** `${estateId}:${userId}` */
  id: text(),
  estateId: v.number(),
  userId: text(),
  displayName: text(),
  email: text(),
  /** The member's highest-ranked role at the estate. */
  roleName: text(),
  roleDisplayName: text(),
  unitNo: text(),
  /** The estate is in the member's access-location list. */
  accessControl: v.boolean(),
  /** Revoked at the gate by a manager (or on account deletion). */
  banned: v.boolean(),
  /** Holds the concierge role there (issue 32); absent on cards published before it. */
  isConcierge: v.optional(v.boolean(), false),
});
export type MemberCard = v.InferOutput<typeof MemberCardSchema>;

export const memberCardId = (estateId: number, userId: string) => `${estateId}:${userId}`;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const managerTables = {
  managerMembers: syncedTable(MemberCardSchema, 'id'),
};

type ManagerTables = typeof managerTables;
declare module './registry' {
  interface SyncedTableRegistry extends ManagerTables {}
}
