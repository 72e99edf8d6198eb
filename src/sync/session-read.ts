import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SessionRow } from '../db/db';

/*
 * The stored session, read without the sign-in machinery of ./session (the transport, the
 * contract's schemas, the sync engine): the entry, the root layout and the signed-in layout's
 * guard import these, so that machinery stays out of the first-load bundle. ./session
 * re-exports both.
 */

/** undefined while loading, null when signed out. */
export function useSession(): SessionRow | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current')) ?? null, []);
}

export async function getSession(): Promise<SessionRow | undefined> {
  return db.session.get('current');
}
