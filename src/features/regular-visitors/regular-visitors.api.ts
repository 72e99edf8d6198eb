import { createInvite, type InviteCreateInput } from '../../app/create-invite';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import { DEFAULT_INVITE_SETTINGS, type InviteSettingsArgs, type RegularVisitor, type RegularVisitorCreateArgs } from '../../contract/invites';
import type { PeopleConfig, Unit } from '../../contract/people';
import { text } from '../../contract/text';
import { db } from '../../db/db';
import { availableVisitorInvites } from '../../domain/associates';
import { estateClock } from '../../domain/invites';
import { awaitWrite, usePendingWriteCount, type WriteOutcome } from '../../sync/hooks';
import { onlineCall } from '../../sync/online-call';
import { queuedWrite, type QueuedResult } from '../../app/queued-write';
import { newRowId } from '../../sync/mutate';
import { requireUserId, useSession } from '../../sync/session';
import type { UpcomingInvitesRow } from './regular-visitors.feature';

/*
 * Regular visitors: the resident's lists and details are live queries over Dexie (the unit's
 * regularVisitors rows the server publishes); creating, removing and deciding are writes through
 * the outbox (they work at the gate with no signal), as is an invite for an approved regular
 * visitor (`invites.create`). The visitor's own side (what a join link is, joining, onboarding, the
 * upcoming invites) is REST as well: none of it is in their synced scopes.
 */

// ---------------------------------------------------------------- reads

export function useUnit(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(
    async () => (estateId === undefined || !unitNo ? undefined : ((await db.units.get(`${estateId}:${unitNo}`)) ?? null)),
    [estateId, unitNo],
  );
}

export function usePeopleConfig(estateId: number | undefined): PeopleConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.peopleConfig.get(estateId)) ?? null)), [estateId]);
}

/** The estate's invite settings (visitor types), the defaults when the estate has none on this device. */
export function useInviteSettings(estateId: number | undefined): InviteSettingsArgs | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.inviteSettings.get(estateId)) ?? DEFAULT_INVITE_SETTINGS)), [estateId]);
}

/** The unit's regular visitors on this device (every status; the screens filter). */
export function useUnitRegularVisitors(estateId: number | undefined, unitNo: string): RegularVisitor[] | undefined {
  return useLiveQuery(
    async () => (estateId === undefined || !unitNo ? undefined : db.regularVisitors.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray()),
    [estateId, unitNo],
  );
}

/** One regular visitor: undefined while loading, null when not on this device. */
export function useRegularVisitor(id: string): RegularVisitor | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.regularVisitors.get(id)) ?? null) : null), [id]);
}

/**
 * Invites left today at the unit (spec 'Daily limit': availableVisitorInvites): the server's count
 * less the invites made on this device that have not reached it yet. Undefined while loading.
 */
export function useInvitesLeft(estateId: number | undefined, unit: Unit | null | undefined): number | undefined {
  const waiting = usePendingWriteCount('invites.create', unit ? { estateId, unitNo: unit.unitNo } : undefined);
  if (unit === undefined || waiting === undefined) return undefined;
  if (unit === null) return 0;
  return Math.max(0, availableVisitorInvites(unit, estateClock(new Date()).date) - waiting);
}

// ---------------------------------------------------------------- the resident's calls

/**
 * Invites a regular visitor through the outbox (works with no signal: the visitor shows as invited
 * and waiting); the server e-mails the join link once it lands. Once landed, a visitor already at
 * the unit with that phone (the device's row is gone then) answers alreadyActive.
 */
export async function createRegularVisitor(
  args: RegularVisitorCreateArgs,
): Promise<Exclude<QueuedResult, { kind: 'landed' }> | { kind: 'done'; alreadyActive: boolean }> {
  const id = newRowId();
  const result = await queuedWrite('regularVisitors.create', { ...args, id });
  if (result.kind !== 'landed') return result;
  return { kind: 'done', alreadyActive: (await db.regularVisitors.get(id)) === undefined };
}

/** Removes a regular visitor of the resident's unit through the outbox. */
export function removeRegularVisitor(id: string): Promise<QueuedResult> {
  return queuedWrite('regularVisitors.remove', { id });
}

/** The resident approves or declines a regular visitor who onboarded, through the outbox. */
export function decideRegularVisitor(id: string, decision: 'approve' | 'decline'): Promise<QueuedResult> {
  return queuedWrite('regularVisitors.decide', { id, decision });
}

/** An invite for an approved regular visitor (`invites.create` with regularVisitorId), waiting for the server's answer. */
export async function sendRegularVisitorInvite(input: InviteCreateInput, inviteTypeName: string): Promise<WriteOutcome> {
  await createInvite(input, { kind: 'visitor', inviteTypeName });
  return awaitWrite('invites', input.inviteId);
}

const UpcomingInviteSchema = v.object({ inviteId: text(), visitInfo: text(), status: text(), inviteURL: text() });

/**
 * GET getRegularVisitorInvites: the signed-in regular visitor's upcoming invites (none of them is
 * synced to the visitor); each answer is kept on this device, so the list renders with no signal.
 */
export async function fetchUpcomingInvites(): Promise<{ kind: 'ok' } | { kind: 'offline' } | { kind: 'failed'; message: string }> {
  const userId = await requireUserId();
  const answer = await onlineCall<{ details?: unknown[] }>(API.regularVisitorInvites);
  if (answer.kind !== 'ok') return answer.kind === 'offline' ? answer : { kind: 'failed', message: answer.message };
  const details = Array.isArray(answer.body?.details) ? answer.body.details : [];
  const invites = details.flatMap((d) => (v.is(UpcomingInviteSchema, d) ? [v.parse(UpcomingInviteSchema, d)] : []));
  await db.upcomingInvites.put({ userId, invites, fetchedAt: Date.now() });
  return { kind: 'ok' };
}

/** The signed-in visitor's upcoming invites as last read online: undefined while loading, null when never read on this device. */
export function useUpcomingInvites(): UpcomingInvitesRow | null | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? ((await db.upcomingInvites.get(userId)) ?? null) : undefined), [userId]);
}

/** The signed-in user's own phone numbers (profile and contacts): a visitor may not be given them. */
export function useOwnPhones(): string[] {
  return (
    useLiveQuery(async () => {
      const userId = await requireUserId().catch(() => '');
      if (!userId) return [];
      const [user, contact] = await Promise.all([db.users.get(userId), db.contacts.get(userId)]);
      return [user?.mobile ?? '', contact?.cellNumber ?? ''].filter((p) => p !== '');
    }, []) ?? []
  );
}

/** The zones a regular visitor may be given: the estate's active regular-visitor zones, else its active estate zones. */
export function regularVisitorZones(config: PeopleConfig | null | undefined): PeopleConfig['accessZones'] {
  const zones = (config?.accessZones ?? []).filter((z) => z.active);
  const own = zones.filter((z) => z.kind === 'regularVisitor');
  return own.length > 0 ? own : zones.filter((z) => z.kind === 'estate');
}
