import type { MessageKey } from '../../i18n';
import '../../i18n/areas/auth';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginErrors = { form?: MessageKey; email?: MessageKey; password?: MessageKey };

/** Client checks before sign-in, with the spec's login messages (spec 1 section 5). */
export function loginErrors(email: string, password: string): LoginErrors {
  const e = email.trim();
  if (!e && !password) return { form: 'login.enterBoth', email: 'login.enterEmail', password: 'login.enterPassword' };
  if (!e) return { email: 'login.enterEmail' };
  if (!EMAIL.test(e)) return { email: 'login.invalidEmail' };
  if (!password) return { password: 'login.enterPassword' };
  return {};
}

/** The readable message for an identity error code, the built-in sign-in's or Firebase's (spec 1 section 8, Login rows). */
export function loginFailureKey(code: string): MessageKey {
  switch (code) {
    case 'auth/invalid-email':
      return 'login.error.invalidEmail';
    // One message for an unknown address and a wrong password (README, deliberate departures): the spec's two
    // told a stranger whether an account exists. Firebase's codes (with or without enumeration protection) alike.
    case 'auth/user-not-found':
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'login.error.invalidCredentials';
    case 'auth/too-many-requests':
      return 'login.error.tooManyRequests';
    default:
      return 'login.error.default';
  }
}
