import { useLiveQuery } from 'dexie-react-hooks';
import { loadAccessChoices } from '../db/estate-roles';
import type { AccessControlEntry } from '../domain/estate-roles';
import { useSession } from '../sync/session';

/** The signed-in user's current access-control entry (estate + role + tiles); null when none. */
export function useCurrentRole(): AccessControlEntry | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? ((await loadAccessChoices(userId)).current ?? null) : null), [userId]);
}
