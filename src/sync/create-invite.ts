import type { Invite } from '../contract/invites';
import { db } from '../db/db';
import { mutate, type MutationInput } from './mutate';
import { requireUserId } from './session';

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
  const userId = await requireUserId();
  const me = await db.users.get(userId);
  await mutate({
    name: 'invites.create',
    args: input,
    table: 'invites',
    rowId: input.inviteId,
    apply: (args) =>
      db.invites.put({
        inviteId: args.inviteId,
        EstateID: args.estateId,
        unitNo: args.unitNo,
        residentUserID: userId,
        residentName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
        kind: names.kind,
        pkivisitorInviteTypeID: args.pkivisitorInviteTypeID,
        inviteTypeName: names.inviteTypeName,
        visitorName: args.visitorName,
        visitorPhoneNumber: args.visitorPhoneNumber,
        visitorEmail: args.visitorEmail,
        invitedDateStart: args.invitedDateStart,
        invitedDateEnd: args.invitedDateEnd,
        dayCount: args.dayCount,
        multiEntry: args.multiEntry,
        accessZoneIDList: args.accessZoneIDList.join(','),
        regularVisitorId: args.regularVisitorId,
        status: 'ACTIVE',
        createdAt: Date.now(),
      }),
  });
}
