/**
 * The roles a user can hold at an estate, named once for the app and the server. The `roles`
 * table holds their display names and ranks; code that decides what a role may do reads these.
 */
export const ROLES = {
  visitor: 'visitor',
  regularVisitor: 'regularVisitor',
  guard: 'guard',
  resident: 'resident',
  owner: 'owner',
  /** Rents a unit on the estate: a unit holder like its resident (issue 26). */
  tenant: 'tenant',
  estateManager: 'estateManager',
  /** An adult associate the unit's resident made their delegate (spec 2): manages the unit's associates. */
  associateDelegate: 'associateDelegate',
  /**
   * Acts for the estate's residents from the unit pickers (spec 1 section 3: concierge mode), granted
   * and removed by the estate manager; a role row of its own with no unit, held beside the member's
   * other roles (issue 32).
   */
  concierge: 'concierge',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** Roles that work an estate's gate: they read its revocation list and record gate events. */
export const GATE_STAFF_ROLES: readonly RoleName[] = [ROLES.guard, ROLES.estateManager];

/** Roles that run an estate: the manager console, notifications to members, access lists. */
export const MANAGER_ROLES: readonly RoleName[] = [ROLES.estateManager];

/** Roles that hold a unit (their `unitNo`): they own its associates, set its delegate and ask for more. */
export const UNIT_HOLDER_ROLES: readonly RoleName[] = [ROLES.resident, ROLES.owner, ROLES.tenant];

/** Roles that manage a unit's associates: its holders and its delegate. */
export const UNIT_PEOPLE_ROLES: readonly RoleName[] = [ROLES.resident, ROLES.owner, ROLES.tenant, ROLES.associateDelegate];

/** Roles whose unit pickers act for a resident they choose (`userID`). */
export const CONCIERGE_ROLES: readonly RoleName[] = [ROLES.concierge];

export function isRoleIn(role: string, allowed: readonly RoleName[]): boolean {
  return (allowed as readonly string[]).includes(role);
}
