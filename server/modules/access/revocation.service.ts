import type { RevocationListRecord, RevokeRequest, SetAccessControlRequest } from '../../../src/contract/gate';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { ACCESS_MESSAGES } from '../../../src/i18n/en/access';
import { requireAccess, type AccessRule } from '../../auth/authorize';
import type { AuthUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { toUserRole } from '../auth/user-rows';
import { publishMemberCard } from '../manager/manager.service';
import * as repo from './access.repository';
import { ensureGateEstate, lockRevocationLists, publishRevocationList, republish, republishLocked, revokeAndLock } from './gate-state.service';
import * as core from '../core/core.service';

/** Revocation: sign-out, lost access role, account deletion, the estate manager's bans and access list. */

/** Who may ban, revoke a device and change access lists at an estate: its manager. */
const managerOnly = (estateId: number): AccessRule => ({ estateId, roles: MANAGER_ROLES, message: ACCESS_MESSAGES.managerOnly, code: 'access/forbidden' });

/** Sign-out: the credentials enrolled in this session stop opening the gate. */
export async function revokeSessionDevices(ctx: AppContext, sessionId: string): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    await republish(ctx, trx, await revokeAndLock(ctx, trx, { sessionId }, 'sign-out', Date.now()));
  });
}

/**
 * Call when a user loses the access role at an estate (role removed or access_control cleared),
 * before the caller's transaction publishes anything (lock order: gate-state.service.ts).
 */
export async function revokeOnAccessRoleLost(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  await republish(ctx, trx, await revokeAndLock(ctx, trx, { userId, estateId }, 'access-role-lost', Date.now()));
}

/**
 * A person's role at the estate removed, or moved to another unit or role (staff module,
 * `Module.onMembershipRemoved`): their gate credentials there (a guard's console device, a
 * resident's QR keys, each bound to the role it was enrolled for) are revoked and the estate's
 * revocation list locked. Publishes nothing (lock order): `publishAfterMembershipRemoved` follows.
 */
export async function revokeOnMembershipRemoved(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  await revokeAndLock(ctx, trx, { userId, estateId }, 'access-role-lost', Date.now());
}

/**
 * After every module's revocations (`Module.afterMembershipRemoved`): the signed revocation lists
 * this transaction locked are republished, and the guards' card of the person goes (its unit and
 * role are no longer theirs; a new enrolment publishes it again).
 */
export async function publishAfterMembershipRemoved(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  await republishLocked(ctx, trx);
  await publish(trx, scopes.gate(estateId), 'gateResidents', `${estateId}:${userId}`, null);
}

/** Account deletion: every credential revoked and the user banned at each estate they held one for. */
export async function revokeUserEverywhere(ctx: AppContext, trx: Trx, userId: string): Promise<void> {
  const now = Date.now();
  const estates = await repo.revokeCredentials(trx, { userId }, 'account-deleted', now, ctx.dialect === 'postgres');
  for (const estateId of estates) await repo.banUser(trx, { estate_id: estateId, user_id: userId, reason: 'account-deleted', revoked_at: now });
  await lockRevocationLists(ctx, trx, estates);
  for (const estateId of estates) {
    // The guards' card of the person (name, photo, unit) is personal data: tombstone it.
    await publish(trx, scopes.gate(estateId), 'gateResidents', `${estateId}:${userId}`, null);
  }
  await republish(ctx, trx, estates);
}

/** Estate manager: ban a user at the estate, or revoke one device credential there. */
export async function revokeByManager(ctx: AppContext, caller: AuthUser, input: RevokeRequest): Promise<RevocationListRecord> {
  await requireAccess(ctx.db, caller.id, managerOnly(input.estateId));
  await ensureGateEstate(ctx, input.estateId);
  return writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    if (input.credId !== undefined) {
      const cred = await repo.findCredential(trx, input.credId);
      if (!cred || Number(cred.estate_id) !== input.estateId) throw notFound(ACCESS_MESSAGES.credentialUnknown, 'access/unknown-credential');
      await repo.revokeCredentials(trx, { credId: input.credId }, 'manager-device', now, ctx.dialect === 'postgres');
    }
    if (input.userId !== undefined) {
      // Only a member of the estate can be banned there (a typo must not write anything).
      if ((await core.listUserRolesAt(trx, input.userId, input.estateId)).length === 0) throw notFound(ACCESS_MESSAGES.noRoleThere, 'access/no-role');
      await repo.revokeCredentials(trx, { userId: input.userId, estateId: input.estateId }, 'manager-user', now, ctx.dialect === 'postgres');
      await repo.banUser(trx, { estate_id: input.estateId, user_id: input.userId, reason: 'manager', revoked_at: now });
    }
    await lockRevocationLists(ctx, trx, [input.estateId]); // before the member card publishes
    if (input.userId !== undefined) await publishMemberCard(trx, ctx.hooks, input.estateId, input.userId);
    return publishRevocationList(ctx, trx, input.estateId);
  });
}

/**
 * Estate manager: puts the estate in or out of a user's access-location list. Taking it out is
 * the "loss of the access role": the user's credentials there are revoked in the same transaction.
 */
export async function setAccessControl(ctx: AppContext, caller: AuthUser, input: SetAccessControlRequest): Promise<void> {
  await requireAccess(ctx.db, caller.id, managerOnly(input.estateId));
  await ensureGateEstate(ctx, input.estateId);
  await writeTransaction(ctx.db, async (trx) => {
    if ((await core.listUserRolesAt(trx, input.userId, input.estateId)).length === 0) throw notFound(ACCESS_MESSAGES.noRoleThere, 'access/no-role');
    // Lock order: the credentials and the estate's list before anything publishes.
    const revoked = input.accessControl
      ? []
      : await revokeAndLock(ctx, trx, { userId: input.userId, estateId: input.estateId }, 'access-role-lost', Date.now());
    await core.setAccessControlFlag(trx, input.userId, input.estateId, input.accessControl);
    for (const row of await core.listUserRolesAt(trx, input.userId, input.estateId)) {
      await publish(trx, scopes.user(input.userId), 'userRoles', row.id, toUserRole(row));
    }
    await republish(ctx, trx, revoked);
    await publishMemberCard(trx, ctx.hooks, input.estateId, input.userId);
  });
}
