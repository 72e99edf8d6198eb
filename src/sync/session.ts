import { API } from '../contract/api-paths';
import type { FirebaseClientConfig, FirebaseSignUpProfile, SignUpRequest, TokenDetails } from '../contract/auth';
import type { UserRecord } from '../contract/records';
import { db } from '../db/db';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { startSync, stopSync } from './engine';
import { loadPublicConfig } from './public-config';
import { getSession, LOGIN_NOTICE, type LoginNotice } from './session-read';
import { ApiError, apiFetch, OfflineError, parseTokenAnswer, setSessionEndedHandler, storeTokens } from './transport';

export { getLoginNotice, getSession, useSession, type LoginNotice } from './session-read';

/** Drops every local table (synced data, outbox, drafts, session) and reopens an empty db. */
async function wipeLocalData(): Promise<void> {
  db.close();
  await db.delete();
  await db.open();
}

/** Meta key: whose data the device keeps after the server ended a session with writes unsent. */
const DATA_OWNER = 'dataOwner';

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
    // Until the first pull brings the row (a new sign-up's says false, and its banner shows then).
    emailVerified: true,
    ...known,
    ...details.user,
  };
  await db.users.put(user);
  if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
  startSync();
}

/*
 * Firebase Auth. When the public config names a Firebase project, sign-in, sign-up and
 * password reset prove who someone is through the Firebase JS SDK (./firebase-identity, loaded
 * here on demand so it is never in the first load); the ID token is exchanged for this server's
 * own tokens and from then on the session is exactly the built-in one.
 */

type FirebaseIdentity = typeof import('./firebase-identity');
let identity: Promise<FirebaseIdentity> | undefined;

/** The Firebase identity module, loaded once per page; a failed load (offline: it is not precached) is an OfflineError and is tried again next time. */
function loadIdentity(): Promise<FirebaseIdentity> {
  identity ??= import('./firebase-identity').catch(() => {
    identity = undefined;
    throw new OfflineError();
  });
  return identity;
}

/** Firebase Auth refused; `code` is its 'auth/...' code. Firebase failing to reach its servers is an OfflineError instead. */
export class FirebaseAuthError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'FirebaseAuthError';
  }
}

function firebaseCodeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : 'auth/internal-error';
}

/** One Firebase call, its failure as a FirebaseAuthError (or OfflineError). */
async function viaFirebase<T>(work: (firebase: FirebaseIdentity) => Promise<T>): Promise<T> {
  const firebase = await loadIdentity();
  try {
    return await work(firebase);
  } catch (error) {
    const code = firebaseCodeOf(error);
    if (code === 'auth/network-request-failed') throw new OfflineError();
    throw new FirebaseAuthError(code);
  }
}

/** Drops the Firebase user of this page, if the SDK was loaded: the product's session is the only one kept. */
async function forgetFirebaseUser(): Promise<void> {
  if (!identity) return;
  await identity.then((firebase) => firebase.firebaseSignOut()).catch(() => undefined);
}

/** Starts loading what sign-in needs (the public config, and the Firebase SDK when configured), so pressing Login does not wait for it. */
export function prepareSignIn(): void {
  void loadPublicConfig()
    .then((config) => (config.firebase ? loadIdentity() : undefined))
    .catch(() => undefined);
}

/** POST the Firebase ID token for this server's tokens (with the sign-up form's fields when signing up). */
async function exchangeIdToken(idToken: string, profile?: FirebaseSignUpProfile): Promise<TokenDetails> {
  const body = await apiFetch<unknown>(API.firebaseExchange, { method: 'POST', body: { idToken, ...(profile ? { profile } : {}) }, auth: false });
  return parseTokenAnswer(body);
}

/** Firebase's answers for an e-mail and password it does not know (`invalid-credential` from projects with e-mail enumeration protection). */
const NOT_A_FIREBASE_LOGIN = new Set(['auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

async function signInWithPassword(email: string, password: string): Promise<void> {
  const body = await apiFetch<unknown>(API.signIn, { method: 'POST', body: { userEmail: email, userPassword: password }, auth: false });
  await startSession(parseTokenAnswer(body));
}

async function signInWithFirebase(firebase: FirebaseClientConfig, email: string, password: string): Promise<void> {
  let idToken: string;
  try {
    idToken = await viaFirebase((sdk) => sdk.firebaseSignIn(firebase, email, password));
  } catch (error) {
    if (!(error instanceof FirebaseAuthError && NOT_A_FIREBASE_LOGIN.has(error.code))) throw error;
    // Accounts made in the product itself (staff, ...) live beside the estate's Firebase users.
    try {
      return await signInWithPassword(email, password);
    } catch (fallbackError) {
      const tellAsIs = fallbackError instanceof OfflineError || (fallbackError instanceof ApiError && fallbackError.code === 'auth/too-many-requests');
      throw tellAsIs ? fallbackError : error;
    }
  }
  let details: TokenDetails;
  try {
    details = await exchangeIdToken(idToken);
  } catch (error) {
    // An unverified Firebase e-mail is not linked to the local account of that address: send Firebase's verification mail; the server's message says what to do.
    if (error instanceof ApiError && error.code === 'auth/email-not-verified')
      await viaFirebase((sdk) => sdk.firebaseSendVerification()).catch(() => undefined);
    throw error;
  } finally {
    await forgetFirebaseUser();
  }
  await startSession(details);
}

/** A sign-in answer another call gave (the operator's set-up link): stores the session and starts syncing, as sign-in does. */
export async function startSessionFromAnswer(body: unknown): Promise<void> {
  await startSession(parseTokenAnswer(body));
}

/** Online-only: signs in (through Firebase when the server names a project), stores the session and the user row, and starts syncing. */
export async function signIn(email: string, password: string): Promise<void> {
  const { firebase } = await loadPublicConfig();
  if (firebase) await signInWithFirebase(firebase, email, password);
  else await signInWithPassword(email, password);
}

async function signUpWithFirebase(firebase: FirebaseClientConfig, payload: SignUpRequest): Promise<void> {
  const { email, password, ...profile } = payload;
  const idToken = await viaFirebase((sdk) => sdk.firebaseSignUp(firebase, email, password));
  let details: TokenDetails;
  try {
    details = await exchangeIdToken(idToken, profile);
  } catch (error) {
    // Refused (4xx): nothing was made here, so the Firebase user just made goes too and the form can be sent again. Offline or
    // a 5xx may have made the account: the Firebase user stays, and signing in links them.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      await viaFirebase((sdk) => sdk.firebaseDeleteCurrentUser()).catch(() => undefined);
    throw error;
  } finally {
    await forgetFirebaseUser();
  }
  await startSession(details);
}

/** Online-only: registers, then behaves like sign-in (tokens from the answer, else a sign-in). Through Firebase when the server names a project. */
export async function signUp(payload: SignUpRequest): Promise<void> {
  const { firebase } = await loadPublicConfig();
  if (firebase) return signUpWithFirebase(firebase, payload);
  const body = await apiFetch<unknown>(API.signUp, { method: 'POST', body: payload, auth: false });
  let details: TokenDetails | undefined;
  try {
    details = parseTokenAnswer(body);
  } catch {
    details = undefined;
  }
  if (details) await startSession(details);
  else await signInWithPassword(payload.email, payload.password);
}

/**
 * Online-only: e-mails a password-reset link. With Firebase, Firebase's own mail and page, and
 * the built-in link as well: the address may be an account made in the product (Firebase projects
 * with e-mail enumeration protection never say that they do not know it); the server sends no
 * built-in link to an account whose password Firebase holds.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { firebase } = await loadPublicConfig();
  if (firebase) {
    try {
      await viaFirebase((sdk) => sdk.firebaseSendPasswordReset(firebase, email));
    } catch (error) {
      if (!(error instanceof FirebaseAuthError && error.code === 'auth/user-not-found')) throw error;
    }
  }
  await apiFetch(API.forgotPassword, { method: 'POST', body: { email }, auth: false });
}

/**
 * Online-only: re-authentication before a sensitive step (deleting the account) of an account whose
 * password Firebase holds: a fresh Firebase ID token for these credentials, or undefined when Firebase
 * is not configured or does not know them (an account made here: its password is checked as today).
 */
export async function freshFirebaseIdToken(email: string, password: string): Promise<string | undefined> {
  const { firebase } = await loadPublicConfig();
  if (!firebase) return undefined;
  try {
    return await viaFirebase((sdk) => sdk.firebaseSignIn(firebase, email, password));
  } catch (error) {
    if (error instanceof FirebaseAuthError && NOT_A_FIREBASE_LOGIN.has(error.code)) return undefined;
    throw error;
  } finally {
    await forgetFirebaseUser();
  }
}

/**
 * Drops this browser's push subscription (issue 29), so the device's next user never gets this
 * one's notifications; the server drops its copy itself when the session ends. Best effort, and
 * never waits for a service worker that is not there.
 */
async function unsubscribeBrowserPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No subscription to drop, or the browser refused: nothing more to do here.
  }
}

/** Ends the session everywhere it can: server (best effort), push on this browser, sync loop, every local byte. */
export async function signOut(): Promise<void> {
  const session = await db.session.get('current');
  await unsubscribeBrowserPush();
  if (session) {
    await apiFetch(API.signOut, { method: 'POST', body: { refreshToken: session.refreshToken } }).catch(() => undefined);
  }
  await forgetFirebaseUser();
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
    await forgetFirebaseUser();
    await unsubscribeBrowserPush();
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
