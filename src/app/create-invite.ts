import type { Invite } from '../contract/invites';
import { mutate, type MutationInput } from '../sync/mutate';
import { requireUserId } from '../sync/session';

export type InviteCreateInput = MutationInput<'invites.create'>;

/** The names the optimistic row shows that the args do not carry. */
export type InviteNames = { kind: Invite['kind']; inviteTypeName: string };

/**
 * A visitor invite (`invites.create`, also for an approved regular visitor with `regularVisitorId`):
 * on the device at once, pending until the server confirms; sent through the outbox (offline too).
 * The server checks the daily limit inside its write transaction and issues the pass, which then
 * arrives in `passes`.
 */
export async function createInvite(input: InviteCreateInput, names: InviteNames): Promise<void> {
  await requireUserId();
  await mutate('invites.create', input, names);
}
