import crypto from 'node:crypto';
import { ROLES } from '../../../src/domain/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { revokeAndLock } from '../access/gate-state.service';
import { revokeOnAccessRoleLost } from '../access/revocation.service';
import { toUserRole } from '../auth/user-rows';
import { publishMemberCard } from '../manager/manager.service';
import * as repo from './letting.repository';
import * as core from '../core/core.service';

/**
 * The Regular Visitor role (spec 2 section 1: the role that routes the access tab to
 * /regularVisitorAccess). A visitor who joined through a unit's link holds one role row per
 * estate, with no unit (a unit on the row would give them the unit's sync scope: its associates,
 * letters, guests and visitor passes). The row is in the estate's access list (access_control 1,
 * so the visitor enrols a device for a rotating code like a resident) only while a resident has
 * APPROVED them; before that (joined, onboarding, waiting) it is not. When no unit holds them any
 * more the row goes, and their device credentials at the estate are revoked unless another role
 * keeps them in its access list.
 */

type Wanted = 'none' | 'member' | 'access';

/** What the visitor's rows at the estate call for. */
async function wantedRole(db: Db | Trx, userId: string, estateId: number): Promise<Wanted> {
  const rows = (await repo.listRegularVisitorsOfUser(db, userId)).filter((r) => Number(r.estate_id) === estateId);
  if (rows.some((r) => r.status === 'APPROVED')) return 'access';
  if (rows.some((r) => r.status === 'INVITED' || r.status === 'PENDING')) return 'member';
  return 'none';
}

/** Whether the role row differs from what the visitor's rows call for. */
async function needsChange(db: Db | Trx, userId: string, estateId: number): Promise<boolean> {
  const wanted = await wantedRole(db, userId, estateId);
  const role = await core.findEstateRoleRow(db, userId, estateId, ROLES.regularVisitor);
  if (!role) return wanted !== 'none';
  return wanted === 'none' || (wanted === 'access') !== (Number(role.access_control) === 1);
}

/** Whether the visitor's role is in the access list now and their rows no longer call for it (nor another role of theirs). */
async function losesGateAccess(db: Db | Trx, userId: string, estateId: number): Promise<boolean> {
  const role = await core.findEstateRoleRow(db, userId, estateId, ROLES.regularVisitor);
  if (role === undefined || Number(role.access_control) !== 1) return false;
  return (await wantedRole(db, userId, estateId)) !== 'access' && !(await core.hasOtherAccessRole(db, userId, estateId, role.id));
}

/**
 * The first half of `reconcileVisitorRole` for a transaction that must revoke before it publishes
 * (a member's removal: its steps revoke first): when the visitor loses the access list, their
 * credentials at the estate are revoked and the estate's list locked; nothing is published.
 * `reconcileVisitorRole` later finds nothing left to revoke.
 */
export async function revokeIfVisitorLosesAccess(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  if (userId !== '' && (await losesGateAccess(trx, userId, estateId))) {
    await revokeAndLock(ctx, trx, { userId, estateId }, 'access-role-lost', Date.now());
  }
}

/**
 * Brings the visitor's role at the estate in line with their rows (after a join, an approval, a
 * decline or a removal). Call before the transaction publishes anything: losing the access list
 * revokes the visitor's credentials there, which locks the estate's revocation list first
 * (lock order, server/modules/access/gate-state.service.ts).
 */
export async function reconcileVisitorRole(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  if (userId === '' || !(await needsChange(trx, userId, estateId))) return;
  const wanted = await wantedRole(trx, userId, estateId);
  const role = await core.findEstateRoleRow(trx, userId, estateId, ROLES.regularVisitor);
  if (await losesGateAccess(trx, userId, estateId)) await revokeOnAccessRoleLost(ctx, trx, userId, estateId);
  if (wanted === 'none') {
    if (role) {
      await core.deleteUserRole(trx, role.id);
      await publish(trx, scopes.user(userId), 'userRoles', role.id, null);
    }
  } else if (!role) {
    const made = await core.insertUserRole(trx, {
      id: crypto.randomUUID(),
      user_id: userId,
      estate_id: estateId,
      role_name: ROLES.regularVisitor,
      unit_no: '',
      access_control: wanted === 'access' ? 1 : 0,
      created_at: Date.now(),
    });
    await publish(trx, scopes.user(userId), 'userRoles', made.id, toUserRole(made));
  } else {
    const updated = await core.setRoleAccess(trx, role.id, wanted === 'access' ? 1 : 0);
    await publish(trx, scopes.user(userId), 'userRoles', updated.id, toUserRole(updated));
  }
  await publishMemberCard(trx, ctx.hooks, estateId, userId);
}

/**
 * The job's share: a resident's account deletion cannot revoke their visitors' credentials in its
 * own transaction (the gate's lock order), so it leaves their regular visitors as REMOVED rows
 * without an owner or personal details. Here each such visitor's role is brought in line (and
 * their credentials revoked when they lose the access list), then those rows go. Answers how
 * many visitors were done.
 */
export async function settleOrphanVisitors(ctx: AppContext): Promise<number> {
  const links = await repo.listOrphanVisitorLinks(ctx.db);
  for (const link of links) {
    const estateId = Number(link.estate_id);
    await writeTransaction(ctx.db, async (trx) => {
      await reconcileVisitorRole(ctx, trx, link.visitor_user_id, estateId);
      await repo.deleteOrphanVisitors(trx, link.visitor_user_id, estateId);
    });
  }
  return links.length;
}
