import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Letter, LetterDatesArgs, LetterInviteArgs, LettingGuest, LettingGuestCreateArgs } from '../../contract/invites';
import type { PeopleConfig, Unit } from '../../contract/people';
import type { UserRecord } from '../../contract/records';
import { db } from '../../db/db';
import { onlineCall } from '../../sync/online-call';
import { resultOf, type CallResult } from '../../app/call-result';
import { queuedWrite, type QueuedResult } from '../../app/queued-write';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { newRowId } from '../../sync/mutate';
import { keepGuestPictures, uploadGuestPictures } from '../../app/letting-guest-uploads';
import { requireUserId, useSession } from '../../sync/session';
import { useUnitTiles } from '../../app/use-my-units';

/*
 * Short-term letting: reads are live queries over Dexie (the unit's letters and guests, published
 * by the server to the unit's scope, and the unit row with its guest maximum); the letter's invite,
 * dates and removal and the guests are writes through the outbox (they work at the gate with no
 * signal); the request for more guests is the people area's online call.
 */

// ---------------------------------------------------------------- reads

/** The unit row: undefined while loading, null when it is not on this device. */
export function useUnit(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.units.get(`${estateId}:${unitNo}`)) ?? null)), [estateId, unitNo]);
}

/** The estate's people configuration: undefined while loading, null when not synced yet. */
export function usePeopleConfig(estateId: number | undefined): PeopleConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.peopleConfig.get(estateId)) ?? null)), [estateId]);
}

/** The unit's letters on this device (every status; the screens filter). */
export function useUnitLetters(estateId: number | undefined, unitNo: string): Letter[] | undefined {
  return useLiveQuery(
    async () => (estateId === undefined ? undefined : db.letters.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray()),
    [estateId, unitNo],
  );
}

/** One letter: undefined while loading, null when not on this device. */
export function useLetter(inviteId: string): Letter | null | undefined {
  return useLiveQuery(async () => (await db.letters.get(inviteId)) ?? null, [inviteId]);
}

/** The unit's active guests, by name. */
export function useUnitGuests(estateId: number | undefined, unitNo: string): LettingGuest[] | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    const rows = await db.lettingGuests.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray();
    return rows.filter((g) => g.status === 'ACTIVE').sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  }, [estateId, unitNo]);
}

/** One guest: undefined while loading, null when not on this device. */
export function useGuest(id: string): LettingGuest | null | undefined {
  return useLiveQuery(async () => (await db.lettingGuests.get(id)) ?? null, [id]);
}

/** The signed-in user's own record (the owner-is-guardian switch and the help link read it). */
export function useMyRecord(): UserRecord | null | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : undefined), [userId]);
}

/** Whether a request for more guests for the unit waits for the estate manager. */
export function useMoreGuestsPending(estateId: number | undefined, unitNo: string): boolean {
  return (
    useLiveQuery(
      async () =>
        estateId === undefined
          ? false
          : (await db.unitRequests.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray()).some(
              (r) => r.kind === 'moreGuests' && r.status === 'PENDING',
            ),
      [estateId, unitNo],
    ) ?? false
  );
}

// ---------------------------------------------------------------- writes

/**
 * The letter's invite through the outbox (works with no signal: the letter shows as pending and
 * waiting). Once it landed: the spec's message, 'updated' with alreadyActive when the server gave
 * the unit's letter with the same phone the new dates instead (the device's row is gone then).
 */
export async function inviteLetter(args: LetterInviteArgs): Promise<Exclude<QueuedResult, { kind: 'landed' }> | Extract<CallResult, { kind: 'done' }>> {
  const inviteId = newRowId();
  const result = await queuedWrite('letters.invite', { ...args, inviteId });
  if (result.kind !== 'landed') return result;
  const folded = (await db.letters.get(inviteId)) === undefined;
  return { kind: 'done', message: folded ? INVITE_MESSAGES.updated : INVITE_MESSAGES.sent, alreadyActive: folded };
}

/** Removes a letter (by invite id) through the outbox: the letter and their guests lose access once it lands. */
export function removeLetter(inviteId: string): Promise<QueuedResult> {
  return queuedWrite('letters.remove', { inviteId });
}

/** New start and end date-times through the outbox. */
export function updateLetterDates(args: LetterDatesArgs): Promise<QueuedResult> {
  return queuedWrite('letters.changeDates', args);
}

/** PUT the guest increase request (user and unit): a request to the estate manager (online: the people area's call). */
export async function requestMoreGuests(estateId: number, unitNo: string): Promise<CallResult> {
  const userId = await requireUserId();
  const query = new URLSearchParams({ userID: userId, estateId: String(estateId), unitNo }).toString();
  return resultOf(await onlineCall(`${API.guestIncrease}?${query}`, { method: 'PUT', body: { estateId, unitNo } }));
}

/** The guest's pictures as the form holds them (prepared: resized, no metadata). */
export type GuestPictures = { face?: Blob | undefined; documentFront?: Blob | undefined; documentBack?: Blob | undefined };

/**
 * Adds a letting guest through the outbox (works with no signal): the guest shows at once as
 * waiting; their pictures wait on this device and go up once the server has the guest
 * (src/app/letting-guest-uploads.ts), each then becoming the guest's through `lettingGuests.setImage`.
 */
export async function createGuest(
  args: Omit<LettingGuestCreateArgs, 'associateImage' | 'documentFrontImage' | 'documentBackImage'>,
  pictures: GuestPictures,
  relationship: string,
): Promise<QueuedResult> {
  const input = { ...args, associateImage: '', documentFrontImage: '', documentBackImage: '' } as const;
  const queued = queuedWrite('lettingGuests.add', input, { relationship, hasFace: pictures.face !== undefined });
  await keepGuestPictures(args.guestId, pictures);
  const result = await queued;
  if (result.kind === 'landed') void uploadGuestPictures();
  return result;
}

/**
 * The letting unit a screen is about: the one in its search, else the user's first letting unit at
 * the current estate (a home tile without a unit). Undefined while loading, '' when there is none.
 */
export function useLettingUnitNo(estateId: number | undefined, unitNo: string): string | undefined {
  const tiles = useUnitTiles(estateId);
  if (unitNo) return unitNo;
  if (tiles === undefined) return undefined;
  return tiles.find((tile) => tile.unit.isLettingUnit)?.unitNo ?? '';
}
