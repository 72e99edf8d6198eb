import { isRoleIn, type RoleName } from '../../src/domain/roles';
import type { Db } from '../db/database';
import { badRequest, forbidden } from '../lib/errors';
import type { Trx } from '../sync/change-log';

/**
 * What a service call needs of its caller, checked by `requireAccess` at the top of the call:
 * - `self`: the spec's user-scoped REST calls name the user (`?userID=`); it is required and
 *   must be the caller (`missing` is the spec's message when it is absent); a path's user id
 *   (`/sdk/acl/:userId`) is never absent;
 * - `roles`: the caller holds one of `roles` at `estateId` (e.g. MANAGER_ROLES, GATE_STAFF_ROLES);
 * - `member`: the caller holds any role at `estateId`.
 * A refusal is 403 with `message` (and `code`) when given, the generic one otherwise.
 */
export type AccessRule =
  | { self: string | undefined; missing?: string; message?: string; code?: string }
  | { estateId: number; roles: readonly RoleName[]; message?: string; code?: string }
  | { estateId: number; member: true; message?: string; code?: string };

/**
 * The one access check of the server's service calls (modelled on immich's `requireAccess`).
 * Answers the id of the user the call acts for (the caller).
 */
export async function requireAccess(db: Db | Trx, callerId: string, rule: AccessRule): Promise<string> {
  if ('self' in rule) {
    if (!rule.self) throw badRequest(rule.missing ?? 'User ID is empty', 'user-id-missing');
    if (rule.self !== callerId) throw forbidden(rule.message, rule.code);
    return callerId;
  }
  const held = await db.selectFrom('user_roles').select('role_name').where('user_id', '=', callerId).where('estate_id', '=', rule.estateId).execute();
  const allowed = 'member' in rule ? held.length > 0 : held.some((r) => isRoleIn(r.role_name, rule.roles));
  if (!allowed) throw forbidden(rule.message, rule.code);
  return callerId;
}
