import { useLiveQuery } from 'dexie-react-hooks';
import type { ConciergeAction, ConciergeActionKind, ConciergeResident } from '../contract/concierge';
import { db } from '../db/db';
import { CONCIERGE_ROLES, isRoleIn } from '../domain/roles';
import { useSession } from '../sync/session';
import { useCurrentRole } from './use-current-role';

/**
 * Concierge mode for the unit pickers (spec 1 section 3: `isConcierge`, `userID`), from the device
 * only: whether the signed-in user holds the concierge role at the current estate, and the
 * estate's residents they may act for (their `concierge:` scope, synced: picking works offline).
 */
export type ConciergeMode = { estateId: number; isConcierge: boolean; residents: ConciergeResident[] };

/** Undefined while loading; `isConcierge` false for everyone else (their pickers show their own units). */
export function useConciergeMode(): ConciergeMode | undefined {
  const userId = useSession()?.userId;
  const access = useCurrentRole();
  const estateId = access?.estateId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const roles = await db.userRoles.where('userId').equals(userId).toArray();
    const isConcierge = roles.some((r) => r.estateId === estateId && isRoleIn(r.roleName, CONCIERGE_ROLES));
    const residents = isConcierge ? await db.conciergeResidents.where('estateId').equals(estateId).toArray() : [];
    residents.sort((a, b) => a.displayName.localeCompare(b.displayName) || a.unitNo.localeCompare(b.unitNo, undefined, { numeric: true }));
    return { estateId, isConcierge, residents };
  }, [userId, estateId]);
}

/** The residents whose name or unit holds every word of `query` (case-insensitive). */
export function searchResidents(residents: readonly ConciergeResident[], query: string): ConciergeResident[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return residents.filter((r) => {
    const text = `${r.displayName} ${r.unitNo}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The resident a concierge acts for, by id and unit (null when not on this device). */
export function useConciergeResident(estateId: number | undefined, userId: string, unitNo: string): ConciergeResident | null | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined || !userId) return null;
    return (await db.conciergeResidents.get(`${estateId}:${userId}:${unitNo}`)) ?? null;
  }, [estateId, userId, unitNo]);
}

/** What a concierge did for the resident with this invite or booking (null when they made it themself). */
export function useConciergeAction(kind: ConciergeActionKind, subjectId: string): ConciergeAction | null | undefined {
  return useLiveQuery(
    async () => (await db.conciergeActions.where('subjectId').equals(subjectId).toArray()).find((a) => a.kind === kind) ?? null,
    [kind, subjectId],
  );
}
