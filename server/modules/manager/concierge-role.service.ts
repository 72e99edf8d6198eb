import crypto from 'node:crypto';
import type { ConciergeRoleArgs } from '../../../src/contract/concierge';
import { MANAGER_ROLES, ROLES } from '../../../src/domain/roles';
import { CONCIERGE_MESSAGES } from '../../../src/i18n/en/concierge';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { toUserRole } from '../auth/user-rows';
import * as core from '../core/core.service';
import { publishMemberCard } from './manager.service';

/**
 * The estate manager's console action on a member's row (issue 32): the `concierge` role (a role
 * row with no unit, held beside the member's other roles), given and taken through the outbox. What
 * a concierge may do with it is the concierge module's (`actingFor`).
 */

async function requireManager(trx: Trx, callerId: string, estateId: number): Promise<void> {
  await requireAccess(trx, callerId, { estateId, roles: MANAGER_ROLES, message: CONCIERGE_MESSAGES.notManager, code: 'concierge/not-manager' });
}

/** `concierge.grant`: the estate's manager makes a member of the estate its concierge. */
export async function grantConcierge(trx: Trx, actor: Actor, args: ConciergeRoleArgs, ctx: AppContext): Promise<void> {
  await requireManager(trx, actor.userId, args.estateId);
  const held = await core.listUserRolesAt(trx, args.userId, args.estateId);
  if (held.length === 0) throw badRequest(CONCIERGE_MESSAGES.notMember, 'concierge/not-member');
  if (held.some((r) => r.role_name === ROLES.concierge)) throw conflict(CONCIERGE_MESSAGES.alreadyConcierge, 'concierge/already');
  const role = await core.insertUserRole(trx, {
    id: crypto.randomUUID(),
    user_id: args.userId,
    estate_id: args.estateId,
    role_name: ROLES.concierge,
    unit_no: '',
    access_control: 0,
    created_at: Date.now(),
  });
  await publish(trx, scopes.user(args.userId), 'userRoles', role.id, toUserRole(role));
  await publishMemberCard(trx, ctx.hooks, args.estateId, args.userId);
}

/** `concierge.revoke`: the estate's manager takes the role back (what the concierge did stays recorded). */
export async function revokeConcierge(trx: Trx, actor: Actor, args: ConciergeRoleArgs, ctx: AppContext): Promise<void> {
  await requireManager(trx, actor.userId, args.estateId);
  const role = await core.findEstateRoleRow(trx, args.userId, args.estateId, ROLES.concierge);
  if (!role) throw notFound(CONCIERGE_MESSAGES.notConcierge, 'concierge/not-concierge');
  await core.deleteUserRole(trx, role.id);
  await publish(trx, scopes.user(args.userId), 'userRoles', role.id, null);
  await publishMemberCard(trx, ctx.hooks, args.estateId, args.userId);
}
