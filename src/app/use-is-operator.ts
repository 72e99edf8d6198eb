import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';
import { useSession } from '../sync/session';

/**
 * Whether the signed-in user is an operator (the synced `operatorSelf` row of their own scope):
 * true, false, or undefined while the mirror is read. The landing after sign-in may send them to /operator.
 */
export function useIsOperator(): boolean | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? (await db.operatorSelf.get(userId))?.isOperator === true : false), [userId]);
}
