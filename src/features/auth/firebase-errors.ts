import { t, type MessageKey } from '../../i18n';
import { GENERIC_FAILURE_MESSAGE } from '../../i18n/en/errors';
import { loginFailureKey } from './login-validation';
import '../../i18n/areas/auth';

/** What a Firebase Auth refusal at sign-in means on the screen: 'offline' (log in as soon as the device is back online) or the message to show. */
export function firebaseSignInFailure(code: string): MessageKey | 'offline' {
  return code === 'auth/network-request-failed' ? 'offline' : loginFailureKey(code);
}

/** The message for a Firebase Auth refusal at sign-up (spec 1 section 8, Sign Up rows; anything else the spec's generic failure). */
export function firebaseSignUpFailure(code: string): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return t('signup.error.emailInUse');
    case 'auth/weak-password':
      return t('signup.error.weakPassword');
    case 'auth/invalid-email':
      return t('signup.error.invalidEmail');
    case 'auth/network-request-failed':
      return t('signup.offline');
    default:
      return GENERIC_FAILURE_MESSAGE;
  }
}

/** The exchange's refusals at sign-in whose own message says what to do (verify the e-mail, contact support); the others keep sign-in's messages by code. */
const TOLD_BY_SERVER = new Set(['auth/email-not-verified', 'auth/credential-already-in-use', 'auth/missing-email', 'auth/firebase-not-configured']);

export function signInShowsServerMessage(code: string): boolean {
  return TOLD_BY_SERVER.has(code);
}

/**
 * A refused sign-up exchange: null shows the server's message. An unverified Firebase e-mail whose
 * address has an account here is, at sign-up, an address in use: the built-in sign-up's answer.
 */
export function signUpRefusalKey(code: string): MessageKey | null {
  return code === 'auth/email-not-verified' ? 'signup.error.emailInUse' : null;
}
