import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { InviteAnswer, Letter, LetterDatesArgs, LetterInviteArgs, LettingGuest, LettingGuestCreateArgs } from '../../contract/invites';
import type { PeopleConfig, Unit } from '../../contract/people';
import type { UserRecord } from '../../contract/records';
import { db } from '../../db/db';
import { onlineCall } from '../../sync/online-call';
import { resultOf, type CallResult } from '../../app/call-result';
import { prepareImageForUpload, uploadPhoto } from '../../app/photo-files';
import { requireUserId, useSession } from '../../sync/session';
import { useUnitTiles } from '../../app/use-my-units';
import { ApiError, OfflineError } from '../../sync/transport';
import { browserOffline } from '../../sync/network';

/*
 * Short-term letting: reads are live queries over Dexie (the unit's letters and guests, published
 * by the server to the unit's scope, and the unit row with its guest maximum); the writes are the
 * spec's REST calls, online only. After each the device pulls at once, so the lists follow.
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

// ---------------------------------------------------------------- writes (online only)

/** POST inviteShortTermLetter: the letter gets an e-mail with the join link; alreadyActive 1 when the phone is active already. */
export async function inviteLetter(args: LetterInviteArgs): Promise<CallResult> {
  return resultOf(await onlineCall<InviteAnswer>(API.letters, { method: 'POST', body: args }));
}

/** DELETE a letter (by invite id): the letter and their guests lose access. */
export async function removeLetter(inviteId: string): Promise<CallResult> {
  return resultOf(await onlineCall(API.letter(inviteId), { method: 'DELETE' }));
}

/** PUT updateLetter: new start and end date-times. */
export async function updateLetterDates(args: LetterDatesArgs): Promise<CallResult> {
  return resultOf(await onlineCall(API.letter(args.inviteId), { method: 'PUT', body: args }));
}

/** PUT the guest increase request (user and unit): a request to the estate manager. */
export async function requestMoreGuests(estateId: number, unitNo: string): Promise<CallResult> {
  const userId = await requireUserId();
  const query = new URLSearchParams({ userID: userId, estateId: String(estateId), unitNo }).toString();
  return resultOf(await onlineCall(`${API.guestIncrease}?${query}`, { method: 'PUT', body: { estateId, unitNo } }));
}

/** The guest's pictures as the form holds them. */
export type GuestPictures = { face?: Blob | undefined; documentFront?: Blob | undefined; documentBack?: Blob | undefined };

/** Uploads one picture (resized, metadata stripped) through the app's file store; '' when there is none. */
async function upload(blob: Blob | undefined): Promise<string> {
  if (!blob) return '';
  const prepared = await prepareImageForUpload(blob).catch(() => blob);
  return uploadPhoto(prepared);
}

/**
 * POST create letter guest: the pictures are uploaded first (the existing file upload), then the
 * guest is created with their URLs. Offline nothing is sent and the form keeps everything.
 */
export async function createGuest(
  args: Omit<LettingGuestCreateArgs, 'associateImage' | 'documentFrontImage' | 'documentBackImage'>,
  pictures: GuestPictures,
): Promise<CallResult> {
  if (browserOffline()) return { kind: 'offline' };
  let urls: { associateImage: string; documentFrontImage: string; documentBackImage: string };
  try {
    const [associateImage, documentFrontImage, documentBackImage] = await Promise.all([
      upload(pictures.face),
      upload(pictures.documentFront),
      upload(pictures.documentBack),
    ]);
    urls = { associateImage, documentFrontImage, documentBackImage };
  } catch (error) {
    if (error instanceof OfflineError) return { kind: 'offline' };
    return { kind: 'failed', message: error instanceof ApiError ? error.message : '' };
  }
  return resultOf(await onlineCall(API.lettingGuests, { method: 'POST', body: { ...args, ...urls } }));
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
