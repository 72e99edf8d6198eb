import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getIdToken,
  inMemoryPersistence,
  initializeAuth,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { FirebaseClientConfig } from '../contract/auth';

/*
 * The only module that imports the Firebase JS SDK. ./session loads it with a dynamic
 * import, and only when the public config names a Firebase project, so the SDK is never part of
 * the first load. Firebase is used to prove who someone is; the session after that is the
 * product's own (refresh-token families): nothing of Firebase is kept on the device (in-memory
 * persistence: guard devices are shared).
 *
 * Every call rejects with Firebase's own error (`code` 'auth/...'); ./session reads the code.
 */

let auth: Auth | undefined;

/** One Firebase app and Auth instance per page. */
function authFor(config: FirebaseClientConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const instance = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.emulatorUrl) connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
  auth = instance;
  return instance;
}

/** Signs in to Firebase; the ID token for the exchange. */
export async function firebaseSignIn(config: FirebaseClientConfig, email: string, password: string): Promise<string> {
  const { user } = await signInWithEmailAndPassword(authFor(config), email, password);
  return getIdToken(user);
}

/** Makes the Firebase user (and signs them in); the ID token for the exchange. */
export async function firebaseSignUp(config: FirebaseClientConfig, email: string, password: string): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(authFor(config), email, password);
  return getIdToken(user);
}

/** Deletes the Firebase user just made by firebaseSignUp (allowed right after creation, no fresh sign-in needed). */
export async function firebaseDeleteCurrentUser(): Promise<void> {
  const user = auth?.currentUser;
  if (user) await deleteUser(user);
}

/** Sends Firebase's verification e-mail to the signed-in Firebase user. */
export async function firebaseSendVerification(): Promise<void> {
  const user = auth?.currentUser;
  if (user) await sendEmailVerification(user);
}

/** Firebase's own reset e-mail and page. */
export async function firebaseSendPasswordReset(config: FirebaseClientConfig, email: string): Promise<void> {
  await sendPasswordResetEmail(authFor(config), email);
}

/** Forgets the Firebase user of this page (memory only; nothing is stored). */
export async function firebaseSignOut(): Promise<void> {
  if (auth) await signOut(auth);
}
