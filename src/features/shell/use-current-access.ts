import { useLiveQuery } from 'dexie-react-hooks';
import { db, META } from '../../db/db';
import { buildAccessControl, currentAccessControl, type AccessControlEntry } from '../../domain/access-control';
import { useSession } from '../../sync/session';

function chosenAccess(value: unknown): { estateID: number; roleName: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { estateID, roleName } = value as Record<string, unknown>;
  return typeof estateID === 'number' && typeof roleName === 'string' ? { estateID, roleName } : undefined;
}

/** The signed-in user's current access-control entry (estate + role + tiles); null when none. */
export function useCurrentAccess(): AccessControlEntry | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => {
    if (!userId) return null;
    const [userRoles, roles, estates, tiles, chosen] = await Promise.all([
      db.userRoles.where('userId').equals(userId).toArray(),
      db.roles.toArray(),
      db.estates.toArray(),
      db.tiles.toArray(),
      db.meta.get(META.currentAccess),
    ]);
    const entries = buildAccessControl({ userRoles, roles, estates, tiles });
    return currentAccessControl(entries, chosenAccess(chosen?.value)) ?? null;
  }, [userId]);
}
