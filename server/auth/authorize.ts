import { isRoleIn, type RoleName } from '../../src/domain/roles';
import { PROFILE_MESSAGES } from '../../src/i18n/en/profile';
import type { Db } from '../db/database';
import { badRequest, forbidden } from '../lib/errors';
import type { Trx } from '../sync/change-log';
import { listEnabledRoleNames } from '../modules/core/core.service';

/**
 * What a service call needs of its caller, checked by `requireAccess` at the top of the call:
 * - `self`: the spec's user-scoped REST calls name the user (`?userID=`); it is required and
 *   must be the caller (`missing` is the spec's message when it is absent); a path's user id
 *   (`/sdk/acl/:userId`) is never absent;
 * - `roles`: the caller holds one of `roles` at `estateId` (e.g. MANAGER_ROLES, GATE_STAFF_ROLES),
 *   enabled and not deleted in the roles table;
 * - `member`: the caller holds any such role at `estateId`;
 * - `unitNo` with `roles`: the role row must also name that unit (a unit's holders and delegate).
 * A refusal is 403 with `message` (and `code`) when given, the generic one otherwise.
 */
export type AccessRule =
  | { self: string | undefined; missing?: string; message?: string; code?: string }
  | { estateId: number; unitNo?: string; roles: readonly RoleName[]; message?: string; code?: string }
  | { estateId: number; member: true; message?: string; code?: string };

/**
 * The one access check of the server's service calls (modelled on immich's `requireAccess`).
 * Answers the id of the user the call acts for (the caller).
 */
export async function requireAccess(db: Db | Trx, callerId: string, rule: AccessRule): Promise<string> {
  if ('self' in rule) {
    if (!rule.self) throw badRequest(rule.missing ?? PROFILE_MESSAGES.userIdMissingOnSave, 'user-id-missing');
    if (rule.self !== callerId) throw forbidden(rule.message, rule.code);
    return callerId;
  }
  // No one holds a role at an estate id the database cannot store (the estate columns are
  // PostgreSQL integers): refused like any other estate, not sent to PostgreSQL, which fails the
  // query ('value out of range for type integer', a 500) for 2^31 or 1e308 in a body's estateId.
  if (!isEstateId(rule.estateId)) throw forbidden(rule.message, rule.code);
  const unitNo = 'unitNo' in rule ? rule.unitNo : undefined;
  // Only roles the estate runs count: a role disabled or deleted in the roles table grants nothing.
  const held = await listEnabledRoleNames(db, callerId, rule.estateId, unitNo);
  const allowed = 'member' in rule ? held.length > 0 : held.some((name) => isRoleIn(name, rule.roles));
  if (!allowed) throw forbidden(rule.message, rule.code);
  return callerId;
}

/** An id an estate row can have: a whole number within PostgreSQL's integer range. */
export function isEstateId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= -2147483648 && value <= 2147483647;
}
