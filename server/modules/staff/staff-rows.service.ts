import type { Selectable } from 'kysely';
import { isStaffRole, type StaffInvitation, type StaffMember } from '../../../src/contract/staff';
import { ROLES } from '../../../src/domain/roles';
import type { Db } from '../../db/database';
import { listPublishedRowIds, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import type { UserRolesTable } from '../core/core.tables';
import * as core from '../core/core.service';
import * as repo from './staff.repository';

/**
 * The synced lists: the estate's staff (managers and guards, one row per role row) and its open
 * invitations go to its managers' scope; managers and manager invitations also to the operators'.
 */

type RoleRow = Selectable<UserRolesTable>;

/** The scopes a row about `roleName` at an estate goes to. */
const scopesFor = (estateId: number, roleName: string) =>
  roleName === ROLES.estateManager ? [scopes.manager(estateId), scopes.operator] : [scopes.manager(estateId)];

/** Publishes a staff role row with its person's name and e-mail, or its tombstone (`person` null). */
export async function publishStaffMember(trx: Trx, role: RoleRow, person: { display_name: string; email: string } | null): Promise<void> {
  if (!isStaffRole(role.role_name)) return;
  const estateId = Number(role.estate_id);
  const row: StaffMember | null = person
    ? {
        id: role.id,
        estateId,
        userId: role.user_id,
        name: person.display_name,
        email: person.email,
        roleName: role.role_name,
        unitNo: role.unit_no,
        since: Number(role.created_at),
      }
    : null;
  for (const scope of scopesFor(estateId, role.role_name)) await publish(trx, scope, 'staffMembers', role.id, row);
}

/** Publishes an open invitation, or its tombstone (`open` false: accepted, revoked or replaced). */
export async function publishInvitation(trx: Trx, invitation: repo.InvitationRow, open: boolean): Promise<void> {
  const estateId = Number(invitation.estate_id);
  let row: StaffInvitation | null = null;
  if (open) {
    const inviter = await core.findUserById(trx, invitation.invited_by);
    row = {
      id: invitation.id,
      estateId,
      email: invitation.email,
      roleName: invitation.role_name,
      unitNo: invitation.unit_no,
      invitedByName: inviter?.display_name ?? '',
      createdAt: Number(invitation.created_at),
      expiresAt: Number(invitation.expires_at),
    };
  }
  for (const scope of scopesFor(estateId, invitation.role_name)) await publish(trx, scope, 'staffInvitations', invitation.id, row);
}

/** Boot: publishes the staff rows and open invitations that have none yet (staff from the seed or from before this module). */
export async function backfillStaffRows(db: Db): Promise<number> {
  const publishedStaff = await listPublishedRowIds(db, 'staffMembers');
  const publishedInvitations = await listPublishedRowIds(db, 'staffInvitations');
  const roles = (await core.listRoleRowsNamed(db, [ROLES.estateManager, ROLES.guard])).filter((r) => !publishedStaff.has(r.id));
  const invitations = (await repo.listOpenInvitations(db)).filter((i) => !publishedInvitations.has(i.id));
  if (roles.length === 0 && invitations.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const role of roles) await publishStaffMember(trx, role, (await core.findUserById(trx, role.user_id)) ?? null);
    for (const invitation of invitations) await publishInvitation(trx, invitation, true);
  });
  return roles.length + invitations.length;
}

/**
 * Account deletion: the user's staff rows leave the lists; the invitations they accepted or that
 * name their e-mail go (the address is theirs); those they sent stay, without their id.
 */
export async function forgetStaffOf(trx: Trx, userId: string): Promise<void> {
  const user = await core.findUserById(trx, userId);
  for (const role of await core.listUserRoles(trx, userId)) await publishStaffMember(trx, role, null);
  for (const invitation of await repo.listInvitationsOfUser(trx, userId, user?.email ?? '')) {
    if (invitation.accepted_by === userId || invitation.email === user?.email) {
      await publishInvitation(trx, invitation, false);
      await repo.deleteInvitation(trx, invitation.id);
    } else {
      await repo.clearInviter(trx, invitation.id);
    }
  }
}
