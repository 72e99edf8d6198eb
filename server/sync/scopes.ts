import crypto from 'node:crypto';
import { GATE_STAFF_ROLES, MANAGER_ROLES, isRoleIn } from '../../src/domain/roles';
import type { Db } from '../db/database';
import { scopes as scope, type Scope, type Trx } from './change-log';

/**
 * A user's role rows as scopes need them (estate, unit, role name). The role rows are the core
 * module's table, and the sync engine imports no module: core declares its reader
 * (`Module.memberships`), handed in as `ctx.hooks.memberships`.
 */
export type MembershipReader = (db: Db | Trx, userId: string) => Promise<Array<{ estate_id: number; unit_no: string; role_name: string }>>;

/**
 * Scopes a module grants a user beyond their role rows (the operator module: `operator` for an
 * operator), declared as `Module.scopes` and handed in as `ctx.hooks.scopes`.
 */
export type ScopeReader = (db: Db | Trx, userId: string) => Promise<readonly Scope[]>;

/**
 * Every scope a user may read: public, their own, each estate they hold a role at, each unit
 * (and the estate's `residents:` scope, also read by its managers);
 * gate staff also read their estate's `gate:` scope, managers its `manager:` scope (member
 * cards with e-mails); and what the modules' `more` readers grant (the operator scope).
 */
export async function userScopes(readMemberships: MembershipReader, db: Db | Trx, userId: string, more: readonly ScopeReader[] = []): Promise<Scope[]> {
  const roles = await readMemberships(db, userId);
  const set = new Set<Scope>([scope.public, scope.user(userId)]);
  for (const read of more) for (const granted of await read(db, userId)) set.add(granted);
  for (const role of roles) {
    const estateId = Number(role.estate_id);
    set.add(scope.estate(estateId));
    if (role.unit_no) set.add(scope.unit(estateId, role.unit_no));
    if (role.unit_no || isRoleIn(role.role_name, MANAGER_ROLES)) set.add(scope.residents(estateId));
    if (isRoleIn(role.role_name, GATE_STAFF_ROLES)) set.add(scope.gate(estateId));
    if (isRoleIn(role.role_name, MANAGER_ROLES)) set.add(scope.manager(estateId));
  }
  return [...set].sort();
}

/**
 * First 16 hex chars of sha256 over the sorted scope list and the database's sync epoch (empty
 * until a restore from backup, so hashes made before epochs existed still match); a change of
 * either makes clients re-bootstrap.
 */
export function scopesHash(list: readonly Scope[], epoch = ''): string {
  const scopes = [...list].sort().join('\n');
  return crypto
    .createHash('sha256')
    .update(epoch === '' ? scopes : `${scopes}\nepoch:${epoch}`)
    .digest('hex')
    .slice(0, 16);
}
