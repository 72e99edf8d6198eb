import { useLiveQuery } from 'dexie-react-hooks';
import type { UserRecord } from '../../contract/records';
import { db, META } from '../../db/db';
import { buildAccessControl, currentAccessControl, type AccessControlEntry } from '../../domain/access-control';
import { useSession } from '../../sync/session';

function chosenAccess(value: unknown): { estateID: number; roleName: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { estateID, roleName } = value as Record<string, unknown>;
  return typeof estateID === 'number' && typeof roleName === 'string' ? { estateID, roleName } : undefined;
}

export type HomeData = {
  user: UserRecord | null;
  access: AccessControlEntry | undefined;
  homeCategoryEnabled: boolean;
  homeCategoryExceptions: string[];
  helpUrl: string;
};

/** Everything the home screens read, from Dexie only. undefined while loading. */
export function useHomeData(): HomeData | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const [user, userRoles, roles, estates, tiles, chosen, enabled, exceptions, helpUrl] = await Promise.all([
      db.users.get(userId),
      db.userRoles.where('userId').equals(userId).toArray(),
      db.roles.toArray(),
      db.estates.toArray(),
      db.tiles.toArray(),
      db.meta.get(META.currentAccess),
      db.appConfig.get('homeCategoryTilesEnabled'),
      db.appConfig.get('homeCategoryExceptions'),
      db.appConfig.get('helpUrl'),
    ]);
    const entries = buildAccessControl({ userRoles, roles, estates, tiles });
    return {
      user: user ?? null,
      access: currentAccessControl(entries, chosenAccess(chosen?.value)),
      homeCategoryEnabled: enabled?.value === true,
      homeCategoryExceptions: Array.isArray(exceptions?.value) ? exceptions.value.filter((x): x is string => typeof x === 'string') : [],
      helpUrl: typeof helpUrl?.value === 'string' && helpUrl.value ? helpUrl.value : '/help.html',
    };
  }, [userId]);
}
