import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SessionRow } from '../db/db';

/*
 * The stored session and the sign-in screen's notice, read without the sign-in machinery of ./session (the transport, the
 * contract's schemas, the sync engine): the entry, the root layout and the signed-in layout's
 * guard import these, so that machinery stays out of the first-load bundle. ./session
 * re-exports both.
 */

let lastUserId: string | undefined;

/**
 * The user of the last session read in this context, a hint only: a write uses it to start
 * reading its row at once, and checks it against the session it reads in the same transaction.
 */
export function userIdHint(): string | undefined {
  return lastUserId;
}

/** Records the user of a session just read (see userIdHint). */
export function noteSession(session: SessionRow | null | undefined): void {
  lastUserId = session?.userId;
}

/** undefined while loading, null when signed out. */
export function useSession(): SessionRow | null | undefined {
  return useLiveQuery(async () => {
    const session = (await db.session.get('current')) ?? null;
    noteSession(session);
    return session;
  }, []);
}

export async function getSession(): Promise<SessionRow | undefined> {
  const session = await db.session.get('current');
  noteSession(session);
  return session;
}

/** Meta key: why the device was signed out, shown on /login until the next sign-in (./session writes it). */
export const LOGIN_NOTICE = 'loginNotice';
/** 'account-deleted-firebase': the account was deleted here; the estate's Firebase sign-in stays. */
export type LoginNotice = 'session-ended' | 'account-deleted-firebase';

/** The notice /login shows (undefined while loading, null when none): read here, so the sign-in screen paints before the sign-in machinery loads. */
export function useLoginNotice(): LoginNotice | null | undefined {
  return useLiveQuery(async () => ((await db.meta.get(LOGIN_NOTICE))?.value as LoginNotice | undefined) ?? null, []);
}

export async function getLoginNotice(): Promise<LoginNotice | undefined> {
  return (await db.meta.get(LOGIN_NOTICE))?.value as LoginNotice | undefined;
}
