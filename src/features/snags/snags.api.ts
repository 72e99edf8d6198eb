import { useLiveQuery } from 'dexie-react-hooks';
import type { Snag, SnagCategory, SnagStatusArgs } from '../../contract/snags';
import { SNAG_API } from '../../contract/snags';
import { db } from '../../db/db';
import { isRoleIn, UNIT_PEOPLE_ROLES } from '../../domain/roles';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate, newRowId } from '../../sync/mutate';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';
import { requireUserId, useSession } from '../../sync/session';
import { keepSnagPhotos, uploadSnagPhotos } from './snag-photos';
import '../../i18n/areas/snags';

/*
 * Maintenance requests on the device: the user's own (user scope) and, for an estate manager,
 * every one of the estate (manager scope), in one Dexie table read with live queries, so every
 * screen renders offline. A report goes through the outbox with an optimistic OPEN row (no case
 * number until the server numbers it); the manager's status update is an online REST call.
 */

const newestFirst = (a: Snag, b: Snag) => b.createdAt - a.createdAt;

/** The signed-in user's requests at an estate, newest first (the manager's scope syncs others' into the same table). */
export function useMySnags(estateId: number | undefined): Snag[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(
    async () =>
      !userId || estateId === undefined
        ? undefined
        : (await db.snags.where('userId').equals(userId).toArray()).filter((s) => s.estateId === estateId).sort(newestFirst),
    [userId, estateId],
  );
}

/** One request: undefined while loading, null when it is not on this device. */
export function useSnag(id: string): Snag | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.snags.get(id)) ?? null) : null), [id]);
}

/** The units the user holds at an estate as a resident, owner or delegate (where they may report). */
export function useReportableUnits(estateId: number | undefined): string[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const roles = await db.userRoles.where('userId').equals(userId).toArray();
    const units = roles.filter((r) => r.estateId === estateId && r.unitNo !== '' && isRoleIn(r.roleName, UNIT_PEOPLE_ROLES)).map((r) => r.unitNo);
    return [...new Set(units)].sort();
  }, [userId, estateId]);
}

export type SnagInput = { estateId: number; unitNo: string; category: SnagCategory | ''; request: string };

/**
 * Reports a problem: the request is on the device at once (pending until the server numbers it)
 * and its photos wait on the device until they are uploaded. Throws the contract's message for
 * bad input (nothing is kept); answers what became of the write.
 */
export async function reportSnag(input: SnagInput, photos: readonly Blob[]): Promise<{ id: string; outcome: WriteOutcome }> {
  await requireUserId();
  const id = newRowId();
  await mutate('snags.report', { id, estateId: input.estateId, unitNo: input.unitNo, category: input.category as SnagCategory, request: input.request });
  // After the row: the uploader drops photos whose request is not on the device.
  await keepSnagPhotos(id, photos);
  void uploadSnagPhotos();
  return { id, outcome: await awaitWrite('snags', id) };
}

// ---------------------------------------------------------------- the estate manager

/** The estate's requests for its managers: open and in progress first (oldest first), then resolved (newest first). */
export function useEstateSnags(estateId: number): Snag[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.snags.where('estateId').equals(estateId).toArray();
    const waiting = rows.filter((s) => s.status !== 'RESOLVED').sort((a, b) => a.createdAt - b.createdAt);
    const resolved = rows.filter((s) => s.status === 'RESOLVED').sort(newestFirst);
    return [...waiting, ...resolved];
  }, [estateId]);
}

/** Online only: sets a request's status with a note; the row follows through sync and the reporter is notified. */
export function setSnagStatus(snagId: string, args: SnagStatusArgs): Promise<OnlineAnswer<unknown>> {
  return onlineCall(SNAG_API.status(snagId), { method: 'POST', body: args });
}
