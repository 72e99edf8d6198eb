import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../contract/api-paths';
import type { SignUpRequest, TokenDetails } from '../contract/auth';
import type { UserRecord } from '../contract/records';
import { db } from '../db/db';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { startSync, stopSync } from './engine';
import { getSession } from './session-read';
import { apiFetch, parseTokenAnswer, setSessionEndedHandler, storeTokens } from './transport';

export { getSession, useSession } from './session-read';

/** Drops every local table (synced data, outbox, drafts, session) and reopens an empty db. */
async function wipeLocalData(): Promise<void> {
  db.close();
  await db.delete();
  await db.open();
}

/** Meta key: whose data the device keeps after the server ended a session with writes unsent. */
const DATA_OWNER = 'dataOwner';
/** Meta key: why the device was signed out, shown on /login until the next sign-in. */
const LOGIN_NOTICE = 'loginNotice';
export type LoginNotice = 'session-ended';

async function startSession(details: TokenDetails): Promise<void> {
  const previous = await db.session.get('current');
  const owner = previous?.userId ?? ((await db.meta.get(DATA_OWNER))?.value as string | undefined);
  // Another account's mirror must never show under this one.
  if (owner && owner !== details.user.uid) {
    stopSync();
    await wipeLocalData();
  }
  await db.meta.bulkDelete([DATA_OWNER, LOGIN_NOTICE]);
  await storeTokens(details);
  const known = await db.users.get(details.user.uid);
  const user: UserRecord = {
    idNumber: '',
    mobile: '',
    mobileVerified: false,
    defaultEstate: 0,
    userType: '',
    ...known,
    ...details.user,
  };
  await db.users.put(user);
  if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
  startSync();
}

/** Online-only: signs in, stores the session and the user row, and starts syncing. */
export async function signIn(email: string, password: string): Promise<void> {
  const body = await apiFetch<unknown>(API.signIn, { method: 'POST', body: { userEmail: email, userPassword: password }, auth: false });
  await startSession(parseTokenAnswer(body));
}

/** Online-only: registers, then behaves like sign-in (tokens from the answer, else a sign-in). */
export async function signUp(payload: SignUpRequest): Promise<void> {
  const body = await apiFetch<unknown>(API.signUp, { method: 'POST', body: payload, auth: false });
  let details: TokenDetails | undefined;
  try {
    details = parseTokenAnswer(body);
  } catch {
    details = undefined;
  }
  if (details) await startSession(details);
  else await signIn(payload.email, payload.password);
}

/** Ends the session everywhere it can: server (best effort), sync loop, every local byte. */
export async function signOut(): Promise<void> {
  const session = await db.session.get('current');
  if (session) {
    await apiFetch(API.signOut, { method: 'POST', body: { refreshToken: session.refreshToken } }).catch(() => undefined);
  }
  stopSync();
  await wipeLocalData();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof window !== 'undefined') window.location.assign('/login');
}

let ending = false;

/**
 * The server ended this session (the account was deleted, or every session revoked): drop
 * every local byte and go to /login, without calling the server. With `keepPendingWrites`
 * (a refused refresh, where the cause is unknown) writes the server has not seen survive:
 * the data stays, marked as this user's, and is pushed when the same user signs in again;
 * another user's sign-in wipes it. A `notice` is kept for /login to tell the user why.
 */
export async function endLocalSession(options: { keepPendingWrites?: boolean; notice?: LoginNotice } = {}): Promise<void> {
  if (ending) return;
  ending = true;
  try {
    stopSync();
    const session = await db.session.get('current');
    const pending = options.keepPendingWrites ? await db.outbox.where('status').equals('pending').count() : 0;
    if (session && pending > 0) {
      await db.transaction('rw', db.session, db.meta, async () => {
        await db.meta.put({ key: DATA_OWNER, value: session.userId });
        await db.session.delete('current');
      });
    } else {
      await wipeLocalData();
      if (typeof localStorage !== 'undefined') localStorage.clear();
    }
    if (options.notice) await db.meta.put({ key: LOGIN_NOTICE, value: options.notice });
    if (typeof window !== 'undefined') window.location.assign('/login');
  } finally {
    ending = false;
  }
}

// A refused refresh (reuse detected, password reset, account deleted elsewhere): sign in again.
setSessionEndedHandler(() => void endLocalSession({ keepPendingWrites: true, notice: 'session-ended' }));

/** Why this device was signed out by the server (undefined while loading, null when none). */
export function useLoginNotice(): LoginNotice | null | undefined {
  return useLiveQuery(async () => ((await db.meta.get(LOGIN_NOTICE))?.value as LoginNotice | undefined) ?? null, []);
}

export async function getLoginNotice(): Promise<LoginNotice | undefined> {
  return (await db.meta.get(LOGIN_NOTICE))?.value as LoginNotice | undefined;
}

/** A write or an online call was made with no one signed in (the signed-in layout keeps screens from it). */
export class SignedOutError extends Error {
  constructor() {
    super(ERROR_MESSAGES.signedOut);
    this.name = 'SignedOutError';
  }
}

/** The signed-in user's id, for writes and calls made on their behalf; throws SignedOutError when signed out. */
export async function requireUserId(): Promise<string> {
  const session = await getSession();
  if (!session) throw new SignedOutError();
  return session.userId;
}
