import { useLiveQuery } from 'dexie-react-hooks';
import type { UserRecord } from '../../contract/records';
import { db } from '../../db/db';
import { loadAccessChoices } from '../../db/access-control';
import type { AccessControlEntry } from '../../domain/access-control';
import { useSession } from '../../sync/session';

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
    const [user, choices, enabled, exceptions, helpUrl] = await Promise.all([
      db.users.get(userId),
      loadAccessChoices(userId),
      db.appConfig.get('homeCategoryTilesEnabled'),
      db.appConfig.get('homeCategoryExceptions'),
      db.appConfig.get('helpUrl'),
    ]);
    return {
      user: user ?? null,
      access: choices.current,
      homeCategoryEnabled: enabled?.value === true,
      homeCategoryExceptions: Array.isArray(exceptions?.value) ? exceptions.value.filter((x): x is string => typeof x === 'string') : [],
      helpUrl: typeof helpUrl?.value === 'string' && helpUrl.value ? helpUrl.value : '/help.html',
    };
  }, [userId]);
}
