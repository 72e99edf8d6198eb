import type { Invite } from '../contract/invites';
import { browserOffline } from '../sync/network';
import { mutate, type MutationInput } from '../sync/mutate';
import { requireUserId } from '../sync/session';
import { bindOfflinePass } from './pass-tickets';

export type InviteCreateInput = MutationInput<'invites.create'>;

/** The names the optimistic row shows that the args do not carry. */
export type InviteNames = { kind: Invite['kind']; inviteTypeName: string };

/**
 * A visitor invite (`invites.create`, also for an approved regular visitor with `regularVisitorId`):
 * on the device at once, pending until the server confirms; sent through the outbox (offline too).
 * Online, the server checks the daily limit inside its write transaction and issues the pass, which
 * then arrives in `passes`. Offline, one of the device's pass tickets is bound to the visitor
 * (src/app/pass-tickets.ts): the pass is on the device at once and the server counts it when the
 * write lands. Answers whether the pass was bound here ('bound') or waits for the server ('waits').
 */
export async function createInvite(input: InviteCreateInput, names: InviteNames): Promise<'bound' | 'waits'> {
  await requireUserId();
  const boundPass = browserOffline() && !input.boundPass ? await bindOfflinePass(input, names.kind).catch(() => undefined) : input.boundPass;
  await mutate('invites.create', boundPass ? { ...input, boundPass } : input, names);
  return boundPass ? 'bound' : 'waits';
}
