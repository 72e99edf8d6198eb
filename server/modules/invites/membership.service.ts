import { UNIT_HOLDER_ROLES } from '../../../src/domain/roles';
import type { MembershipRemoval } from '../../context';
import { publish, scopes, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import { toInvite } from './invites-rows';
import * as repo from './invites.repository';
import { publishPass } from './passes.service';

/**
 * A member leaving a unit (moved out, moved to another unit, ownership transferred, removed:
 * the staff module's `afterMembershipRemoved`): the passes they issued at the unit end with it:
 * their visitor invites and passes, the passes of associates they added, guests' and letters'.
 * The unit's associates belong to the unit and stay; when nobody holds the unit any more, every
 * associate pass of the unit ends too (no holder is left to answer for them; a new holder issues
 * them again). A role change at the same unit ends nothing here. Runs after the gate credentials
 * were revoked (lock order); the guards refuse the passes after their next sync (REVOKED rows).
 */
export async function endPassesOnMembershipRemoved(trx: Trx, removal: MembershipRemoval): Promise<void> {
  const { estateId, userId, unitNo } = removal;
  if (unitNo === '' || (await core.holdsUnitRole(trx, userId, estateId, unitNo, UNIT_HOLDER_ROLES))) return;
  const revoked = await repo.revokeUnitPasses(trx, estateId, unitNo, { ownerId: userId });
  const unitEmpty = (await core.listUnitHolders(trx, estateId, unitNo, UNIT_HOLDER_ROLES)).length === 0;
  if (unitEmpty) revoked.push(...(await repo.revokeUnitPasses(trx, estateId, unitNo, { kind: 'associate' })));
  for (const row of revoked) await publishPass(trx, row);
  for (const row of await repo.listActiveInvitesOwnedAt(trx, estateId, unitNo, userId)) {
    const invite = toInvite(await repo.updateInvite(trx, row.id, { status: 'REVOKED' }));
    await publish(trx, scopes.unit(estateId, unitNo), 'invites', invite.inviteId, invite);
  }
}

/**
 * Revokes these ACTIVE visitor invites and their passes (a regular visitor ended with their
 * unit's member: the letting module). Inside the caller's transaction, after its revocations.
 */
export async function revokeInvitesById(trx: Trx, inviteIds: readonly string[]): Promise<void> {
  for (const id of inviteIds) {
    const row = await repo.findInvite(trx, id);
    if (!row || row.status !== 'ACTIVE') continue;
    const estateId = Number(row.estate_id);
    for (const pass of await repo.setSubjectPassesStatus(trx, estateId, row.id, 'REVOKED')) await publishPass(trx, pass);
    const invite = toInvite(await repo.updateInvite(trx, row.id, { status: 'REVOKED' }));
    await publish(trx, scopes.unit(estateId, row.unit_no), 'invites', invite.inviteId, invite);
  }
}
