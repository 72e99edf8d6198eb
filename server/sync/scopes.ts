import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { scopes as scope, type Scope, type Trx } from './change-log';

/** Roles that work the gate of an estate and so read its `gate:` scope (issue 4). */
export const GATE_STAFF_ROLES: readonly string[] = ['guard', 'estateManager'];
/** The role that reads its estate's `manager:` scope (member cards with e-mails). */
export const ESTATE_MANAGER_ROLE = 'estateManager';

/** Every scope a user may read: public, their own, each estate they hold a role at, each unit. */
export async function userScopes(db: Db | Trx, userId: string): Promise<Scope[]> {
  const roles = await db.selectFrom('user_roles').select(['estate_id', 'unit_no', 'role_name']).where('user_id', '=', userId).execute();
  const set = new Set<Scope>([scope.public, scope.user(userId)]);
  for (const role of roles) {
    const estateId = Number(role.estate_id);
    set.add(scope.estate(estateId));
    if (role.unit_no) set.add(scope.unit(estateId, role.unit_no));
    if (GATE_STAFF_ROLES.includes(role.role_name)) set.add(scope.gate(estateId));
    if (role.role_name === ESTATE_MANAGER_ROLE) set.add(scope.manager(estateId));
  }
  return [...set].sort();
}

/** First 16 hex chars of sha256 over the sorted scope list; a change makes clients re-bootstrap. */
export function scopesHash(list: readonly Scope[]): string {
  return crypto.createHash('sha256').update([...list].sort().join('\n')).digest('hex').slice(0, 16);
}
