import { useLiveQuery } from 'dexie-react-hooks';
import type { Estate, UserRecord } from '../../contract/records';
import { db } from '../../db/db';
import { loadAccessChoices, type AccessChoices } from '../../db/estate-roles';
import { useSession } from '../../sync/session';

export { chooseAccess, type AccessChoices } from '../../db/estate-roles';

/** The signed-in user's record (null when signed out or not synced yet). */
export function useCurrentUser(): UserRecord | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : null), [userId]);
}

/** Every access-control entry of the user and the current one, for /SwitchEstate. */
export function useAccessChoices(): AccessChoices | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(
    async () => (userId ? loadAccessChoices(userId) : { entries: [], current: undefined, estates: new Map<number, Estate>(), isDefault: false }),
    [userId],
  );
}
