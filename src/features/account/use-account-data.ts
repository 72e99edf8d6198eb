import { useLiveQuery } from 'dexie-react-hooks';
import type { Estate, UserRecord } from '../../contract/records';
import { db, META } from '../../db/db';
import { buildAccessControl, currentAccessControl, type AccessControlEntry } from '../../domain/access-control';
import { useSession } from '../../sync/session';

/** The signed-in user's record (null when signed out or not synced yet). */
export function useCurrentUser(): UserRecord | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : null), [userId]);
}

export type AccessChoices = { entries: AccessControlEntry[]; current: AccessControlEntry | undefined; estates: Map<number, Estate> };

function chosenAccess(value: unknown): { estateID: number; roleName: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { estateID, roleName } = value as Record<string, unknown>;
  return typeof estateID === 'number' && typeof roleName === 'string' ? { estateID, roleName } : undefined;
}

/** Every access-control entry of the user and the current one, for /SwitchEstate. */
export function useAccessChoices(): AccessChoices | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => {
    if (!userId) return { entries: [], current: undefined, estates: new Map<number, Estate>() };
    const [userRoles, roles, estates, tiles, chosen] = await Promise.all([
      db.userRoles.where('userId').equals(userId).toArray(),
      db.roles.toArray(),
      db.estates.toArray(),
      db.tiles.toArray(),
      db.meta.get(META.currentAccess),
    ]);
    const entries = buildAccessControl({ userRoles, roles, estates, tiles });
    return { entries, current: currentAccessControl(entries, chosenAccess(chosen?.value)), estates: new Map(estates.map((e) => [e.EstateID, e])) };
  }, [userId]);
}

/** Sets the current access control (estate + role). Local only: the choice is per device. */
export async function chooseAccess(estateID: number, roleName: string): Promise<void> {
  await db.meta.put({ key: META.currentAccess, value: { estateID, roleName } });
}
