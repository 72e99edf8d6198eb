import { useLiveQuery } from 'dexie-react-hooks';
import { STAFF_API, type InvitationDetails, type InviteArgs, type RemoveMemberArgs, type StaffInvitation, type StaffMember } from '../../contract/staff';
import { db } from '../../db/db';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';
import { apiFetch } from '../../sync/transport';

/*
 * Staff on the device: the estate's staff rows and open invitations, synced to its managers (and
 * the managers' rows to operators), read with live queries so the lists render offline. Inviting,
 * resending, revoking and removing are online calls; the rows follow through sync.
 */

/** The estate's people holding one of `roles`, by name. */
export function useEstateStaff(estateId: number, roles: readonly string[]): StaffMember[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.staffMembers.where('estateId').equals(estateId).toArray())
        .filter((row) => roles.includes(row.roleName))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [estateId, roles.join(',')],
  );
}

/** The estate's open invitations to one of `roles`, newest first. */
export function useEstateInvitations(estateId: number, roles: readonly string[]): StaffInvitation[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.staffInvitations.where('estateId').equals(estateId).toArray())
        .filter((row) => roles.includes(row.roleName))
        .sort((a, b) => b.createdAt - a.createdAt),
    [estateId, roles.join(',')],
  );
}

export const sendInvitation = (args: InviteArgs): Promise<OnlineAnswer<unknown>> => onlineCall(STAFF_API.invite, { method: 'POST', body: args });
export const resendInvitation = (id: string): Promise<OnlineAnswer<unknown>> => onlineCall(STAFF_API.resend(id), { method: 'POST', body: {} });
export const revokeInvitation = (id: string): Promise<OnlineAnswer<unknown>> => onlineCall(STAFF_API.revoke(id), { method: 'POST', body: {} });
export const removeMember = (args: RemoveMemberArgs): Promise<OnlineAnswer<unknown>> => onlineCall(STAFF_API.remove, { method: 'POST', body: args });

// ---------------------------------------------------------------- the invitation page (public)

/** What the link invites to; throws the server's message (used, expired, revoked, unknown). */
export async function lookupInvitation(token: string): Promise<InvitationDetails> {
  const body = await apiFetch<{ details: InvitationDetails[] }>(STAFF_API.lookup(token), { auth: false });
  const details = body.details[0];
  if (!details) throw new Error('no invitation');
  return details;
}

/** Signed in with the invited e-mail: the role is given. */
export async function acceptInvitation(token: string): Promise<void> {
  await apiFetch(STAFF_API.accept, { method: 'POST', body: { token } });
}

/** A new account with the invitation's e-mail and the role; the page signs in afterwards. */
export async function acceptAsNewAccount(input: { token: string; firstName: string; lastName: string; password: string }): Promise<void> {
  await apiFetch(STAFF_API.acceptNew, { method: 'POST', body: input, auth: false });
}
