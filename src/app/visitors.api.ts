import { useLiveQuery } from 'dexie-react-hooks';
import { DEFAULT_INVITE_SETTINGS, type Invite, type InviteSettingsArgs, type RegularVisitor } from '../contract/invites';
import type { PeopleConfig, Unit } from '../contract/people';
import { db } from '../db/db';
import { availableVisitorInvites } from '../domain/associates';
import { estateClock, residentLimitProblem } from '../domain/invites';
import { awaitWrite, usePendingWriteCount, type WriteOutcome } from '../sync/hooks';
import { mutate } from '../sync/mutate';
import { useSession } from '../sync/session';

/*
 * Visitor invites of a unit: reads are live queries over Dexie (invites, passes, regular visitors,
 * the unit's allowance, the estate's settings), so the screens render offline; writes go through
 * the outbox (mutate) with an optimistic row, and the screens learn their fate from the outbox.
 */

// ---------------------------------------------------------------- reads

/** One unit row: undefined while loading, null when it is not on this device. */
export function useVisitorUnit(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.units.get(`${estateId}:${unitNo}`)) ?? null)), [estateId, unitNo]);
}

/** The estate's people configuration (visitor settings, zones): undefined while loading, null when not synced. */
export function useVisitorConfig(estateId: number | undefined): PeopleConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.peopleConfig.get(estateId)) ?? null)), [estateId]);
}

/** The estate's invite settings (visitor types, directions), the defaults when the estate has none on this device. */
export function useInviteSettings(estateId: number | undefined): InviteSettingsArgs | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.inviteSettings.get(estateId)) ?? DEFAULT_INVITE_SETTINGS)), [estateId]);
}

/** The invites of a unit (or of every unit at the estate when unitNo is ''), as the device has them. */
export function useInvites(estateId: number | undefined, unitNo: string): Invite[] | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    return unitNo ? db.invites.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray() : db.invites.filter((i) => i.estateId === estateId).toArray();
  }, [estateId, unitNo]);
}

/** One invite: undefined while loading, null when it is not on this device. */
export function useInvite(inviteId: string): Invite | null | undefined {
  return useLiveQuery(async () => (inviteId ? ((await db.invites.get(inviteId)) ?? null) : null), [inviteId]);
}

/** The regular visitors of a unit (or of every unit at the estate when unitNo is ''). */
export function useRegularVisitors(estateId: number | undefined, unitNo: string): RegularVisitor[] | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    return unitNo
      ? db.regularVisitors.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray()
      : db.regularVisitors.filter((r) => r.estateId === estateId).toArray();
  }, [estateId, unitNo]);
}

/** The signed-in user's own phone numbers (profile and contacts): an invite may not go to them. */
export function useOwnPhones(): string[] {
  const userId = useSession()?.userId;
  return (
    useLiveQuery(async () => {
      if (!userId) return [];
      const [user, contact] = await Promise.all([db.users.get(userId), db.contacts.get(userId)]);
      return [user?.mobile ?? '', contact?.cellNumber ?? ''].filter((p) => p !== '');
    }, [userId]) ?? []
  );
}

/**
 * Invites left today at a unit: the server's count (the unit row) less the invites made on this
 * device that have not reached it yet. Undefined while loading.
 */
export function useInvitesLeft(estateId: number | undefined, unit: Unit | null | undefined): number | undefined {
  const waiting = usePendingWriteCount('invites.create', unit ? { estateId, unitNo: unit.unitNo } : undefined);
  if (unit === undefined || waiting === undefined) return undefined;
  if (unit === null) return 0;
  return Math.max(0, availableVisitorInvites(unit, estateClock(new Date()).date) - waiting);
}

/**
 * Why the signed-in resident may not invite at the estate now, from the synced data (offline
 * too): their own block or cap (set by the estate manager), counting their invites waiting on
 * this device; null when they may; undefined while loading.
 */
export function useResidentInviteBlock(estateId: number | undefined): string | null | undefined {
  const userId = useSession()?.userId;
  const waiting = usePendingWriteCount('invites.create', estateId === undefined ? undefined : { estateId });
  const limit = useLiveQuery(
    async () => (userId && estateId !== undefined ? ((await db.residentInviteLimits.get(`${estateId}:${userId}`)) ?? null) : null),
    [userId, estateId],
  );
  if (limit === undefined || waiting === undefined) return undefined;
  return residentLimitProblem(limit, estateClock(new Date()).date, waiting);
}

// ---------------------------------------------------------------- writes

export { createInvite, type InviteCreateInput, type InviteNames } from './create-invite';

/** Removes an invite (spec: revokeInvite): gone from the list at once; the guard refuses it after the next sync. */
export async function revokeInvite(inviteId: string): Promise<WriteOutcome> {
  await mutate('invites.revoke', { inviteId });
  return awaitWrite('invites', inviteId);
}

/** Sends the pass link again to the visitor's e-mail (nothing changes on the device). */
export async function resendInvite(inviteId: string): Promise<WriteOutcome> {
  await mutate('invites.resend', { inviteId });
  return awaitWrite('invites', inviteId);
}
