import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { RemoveMemberArgs } from '../../../src/contract/staff';
import type { MembershipAction, MoveInArgs, MoveMemberArgs, MoveOutArgs, TransferOwnershipArgs } from '../../../src/contract/staff-moves';
import { ROLES, type RoleName } from '../../../src/domain/roles';
import { format } from '../../../src/i18n/format';
import { MOVES_MESSAGES } from '../../../src/i18n/en/moves.messages';
import { STAFF_MESSAGES } from '../../../src/i18n/en/staff';
import type { AppContext, MembershipRemovalCause } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { toUserRole } from '../auth/user-rows';
import type { UserRolesTable } from '../core/core.tables';
import * as core from '../core/core.service';
import { publishMemberCard } from '../manager/manager.service';
import { logMembershipChange } from './membership-log.service';
import * as repo from './staff.repository';
import { publishStaffMember } from './staff-rows.service';
import { requireMayManage, writeInvitation } from './staff.service';

/**
 * Moves within an estate (issue 26), each by its manager in one write transaction: a member moved
 * to another unit or role, moved out of a unit, moved in (a role at a unit for a member or former
 * member), a unit's ownership transferred. What ends with a role row ends in the same transaction,
 * in the gate's lock order: first every module's revocations (`ctx.hooks.membershipRemoved`: the
 * person's sessions unless they stay a member, their gate keys at the estate, the regular visitors
 * who come through them), then what publishes (`ctx.hooks.afterMembershipRemoved`: the signed
 * revocation list, the passes they issued at the unit and its associates' when nobody holds it any
 * more, the visitors' rows), then the role rows, the member card and the membership log.
 */

type RoleRow = Selectable<UserRolesTable>;

/** A role change of one person at an estate: the row that goes, the row that comes, what is logged. */
type Change = {
  estateId: number;
  userId: string;
  actorId: string;
  action: MembershipAction;
  reason: string;
  removed?: { row: RoleRow; cause: MembershipRemovalCause };
  added?: { roleName: string; unitNo: string; accessControl: number };
};

/** The unit must exist at the estate and not be archived (as for an invitation). */
async function requireOpenUnit(trx: Trx, estateId: number, unitNo: string): Promise<void> {
  const unit = await core.findUnit(trx, estateId, unitNo);
  if (!unit) throw badRequest(format(STAFF_MESSAGES.unitUnknown, { unitNo }), 'staff/unit-unknown');
  if (Number(unit.archived_at) > 0) throw badRequest(format(STAFF_MESSAGES.unitArchived, { unitNo }), 'staff/unit-archived');
}

/** The person's role row `roleName` at `unitNo` (404 when they do not hold it). */
async function heldRole(trx: Trx, userId: string, estateId: number, roleName: string, unitNo: string): Promise<RoleRow> {
  const role = (await core.listUserRolesAt(trx, userId, estateId)).find((r) => r.role_name === roleName && r.unit_no === unitNo);
  if (!role) throw notFound(STAFF_MESSAGES.memberNotFound, 'staff/member-not-found');
  return role;
}

async function refuseIfHolds(trx: Trx, userId: string, estateId: number, roleName: string, unitNo: string): Promise<void> {
  if ((await core.listUserRolesAt(trx, userId, estateId)).some((r) => r.role_name === roleName && r.unit_no === unitNo)) {
    throw conflict(format(MOVES_MESSAGES.alreadyHolds, { unitNo }), 'staff/already-holds');
  }
}

/**
 * Applies one change inside the caller's transaction: the old row goes and the new one comes
 * (so the steps see who still holds the unit), the modules' revocations, then their publishing
 * steps, then the role rows, the staff list, the member card and the log row.
 */
export async function applyMembershipChange(ctx: AppContext, trx: Trx, change: Change): Promise<void> {
  const { estateId, userId, removed, added } = change;
  if (removed) await core.deleteUserRole(trx, removed.row.id);
  const made = added
    ? await core.insertUserRole(trx, {
        id: crypto.randomUUID(),
        user_id: userId,
        estate_id: estateId,
        role_name: added.roleName,
        unit_no: added.unitNo,
        access_control: added.accessControl,
        created_at: Date.now(),
      })
    : undefined;
  if (removed) {
    const removal = { estateId, userId, roleName: removed.row.role_name, unitNo: removed.row.unit_no, cause: removed.cause };
    for (const step of ctx.hooks.membershipRemoved) await step(trx, ctx, removal);
    for (const step of ctx.hooks.afterMembershipRemoved) await step(trx, ctx, removal);
    await publish(trx, scopes.user(userId), 'userRoles', removed.row.id, null);
    await publishStaffMember(trx, removed.row, null);
  }
  if (made) {
    await publish(trx, scopes.user(userId), 'userRoles', made.id, toUserRole(made));
    await publishStaffMember(trx, made, (await core.findUserById(trx, userId)) ?? null);
  }
  await publishMemberCard(trx, ctx.hooks, estateId, userId);
  await logMembershipChange(trx, {
    estateId,
    personId: userId,
    actorId: change.actorId,
    action: change.action,
    roleBefore: removed?.row.role_name ?? '',
    unitBefore: removed?.row.unit_no ?? '',
    roleAfter: made?.role_name ?? '',
    unitAfter: made?.unit_no ?? '',
    reason: change.reason,
  });
}

/** POST MOVES_API.move: the member's unit role becomes another role and/or unit; their gate keys are issued again for it. */
export async function moveMember(ctx: AppContext, callerId: string, args: MoveMemberArgs): Promise<void> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, args.roleName);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await heldRole(trx, args.userId, args.estateId, args.roleName, args.unitNo);
    await requireOpenUnit(trx, args.estateId, args.toUnitNo);
    await refuseIfHolds(trx, args.userId, args.estateId, args.toRoleName, args.toUnitNo);
    await applyMembershipChange(ctx, trx, {
      estateId: args.estateId,
      userId: args.userId,
      actorId: callerId,
      action: 'changed',
      reason: args.reason,
      removed: { row, cause: 'moved' },
      added: { roleName: args.toRoleName, unitNo: args.toUnitNo, accessControl: Number(row.access_control) },
    });
  });
}

/** POST MOVES_API.moveOut: the member's unit role ends, with what came through it (see the file's comment). */
export async function moveOut(ctx: AppContext, callerId: string, args: MoveOutArgs): Promise<void> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, args.roleName);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await heldRole(trx, args.userId, args.estateId, args.roleName, args.unitNo);
    await applyMembershipChange(ctx, trx, {
      estateId: args.estateId,
      userId: args.userId,
      actorId: callerId,
      action: 'moved-out',
      reason: args.reason,
      removed: { row, cause: 'moved-out' },
    });
  });
}

/**
 * POST MOVES_API.moveIn: a member of the estate, or a former one (in its membership log), is given
 * a role at a unit, in the estate's access list: their app enrols its device again and draws codes
 * the gate accepts. A stranger is invited by e-mail instead (their address is verified that way).
 */
export async function moveIn(ctx: AppContext, callerId: string, args: MoveInArgs): Promise<void> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, args.roleName);
  await writeTransaction(ctx.db, async (trx) => {
    const known =
      (await core.userExists(trx, args.userId)) &&
      ((await core.listUserRolesAt(trx, args.userId, args.estateId)).length > 0 || (await repo.appearsInMembershipLog(trx, args.estateId, args.userId)));
    if (!known) throw notFound(MOVES_MESSAGES.notFormerMember, 'staff/not-member');
    await requireOpenUnit(trx, args.estateId, args.unitNo);
    await refuseIfHolds(trx, args.userId, args.estateId, args.roleName, args.unitNo);
    await applyMembershipChange(ctx, trx, {
      estateId: args.estateId,
      userId: args.userId,
      actorId: callerId,
      action: 'moved-in',
      reason: args.reason,
      added: { roleName: args.roleName, unitNo: args.unitNo, accessControl: 1 },
    });
  });
}

/**
 * POST MOVES_API.transfer: the owner role at the unit goes from one member to another member of
 * the estate, or to an e-mail address (the staff invitation to be the unit's owner, mailed after
 * the commit). The former owner's ownership ends now, with what came through it.
 */
export async function transferOwnership(ctx: AppContext, callerId: string, args: TransferOwnershipArgs): Promise<void> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, ROLES.owner);
  await writeTransaction(ctx.db, async (trx) => {
    const owned = (await core.listUserRolesAt(trx, args.fromUserId, args.estateId)).find((r) => r.role_name === ROLES.owner && r.unit_no === args.unitNo);
    if (!owned) throw notFound(format(MOVES_MESSAGES.notOwner, { unitNo: args.unitNo }), 'staff/not-owner');
    await requireOpenUnit(trx, args.estateId, args.unitNo);
    if (args.toUserId !== '') {
      if ((await core.listUserRolesAt(trx, args.toUserId, args.estateId)).length === 0) throw notFound(MOVES_MESSAGES.notMember, 'staff/not-member');
      await refuseIfHolds(trx, args.toUserId, args.estateId, ROLES.owner, args.unitNo);
    }
    await applyMembershipChange(ctx, trx, {
      estateId: args.estateId,
      userId: args.fromUserId,
      actorId: callerId,
      action: 'ownership-transferred',
      reason: args.reason,
      removed: { row: owned, cause: 'transferred' },
    });
    if (args.toUserId !== '') {
      await applyMembershipChange(ctx, trx, {
        estateId: args.estateId,
        userId: args.toUserId,
        actorId: callerId,
        action: 'ownership-transferred',
        reason: args.reason,
        added: { roleName: ROLES.owner, unitNo: args.unitNo, accessControl: 1 },
      });
      return;
    }
    await writeInvitation(trx, ctx, {
      estateId: args.estateId,
      email: args.toEmail,
      roleName: ROLES.owner as RoleName,
      unitNo: args.unitNo,
      invitedBy: callerId,
    });
    await logMembershipChange(trx, {
      estateId: args.estateId,
      personId: '',
      personEmail: args.toEmail,
      actorId: callerId,
      action: 'ownership-transferred',
      roleAfter: ROLES.owner,
      unitAfter: args.unitNo,
      reason: args.reason,
    });
  });
}

/**
 * POST STAFF_API.remove: the person's role row at the estate goes (any role: staff too), with
 * their sessions and what came through the role (see the file's comment). A manager cannot remove
 * themself while no other manager is left.
 */
export async function removeMember(ctx: AppContext, callerId: string, args: RemoveMemberArgs): Promise<void> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, args.roleName);
  await writeTransaction(ctx.db, async (trx) => {
    const role = await heldRole(trx, args.userId, args.estateId, args.roleName, args.unitNo);
    if (role.role_name === ROLES.estateManager && args.userId === callerId) {
      const managers = new Set((await core.listRoleRowsNamed(trx, [ROLES.estateManager], args.estateId)).map((r) => r.user_id));
      if (managers.size <= 1) throw badRequest(STAFF_MESSAGES.lastManager, 'staff/last-manager');
    }
    await applyMembershipChange(ctx, trx, {
      estateId: args.estateId,
      userId: args.userId,
      actorId: callerId,
      action: 'removed',
      reason: '',
      removed: { row: role, cause: 'removed' },
    });
  });
}
