import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { GENERIC_FAILURE_MESSAGE } from '../../i18n/en/errors';
import { firebaseSignInFailure, firebaseSignUpFailure, signInShowsServerMessage, signUpRefusalKey } from './firebase-errors';

const signInText = (code: string) => {
  const failure = firebaseSignInFailure(code);
  return failure === 'offline' ? failure : t(failure);
};

describe('firebaseSignInFailure (spec 1 section 8, Login rows)', () => {
  it('maps the identity codes to the spec messages', () => {
    expect(signInText('auth/invalid-email')).toBe('Please enter a valid email address');
    expect(signInText('auth/too-many-requests')).toBe('You have attempted to login too many times. Please try again later.');
  });
  it('says the same for a wrong password and an unknown user, with or without e-mail enumeration protection', () => {
    for (const code of ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(signInText(code)).toBe('The e-mail address or password is incorrect.');
    }
  });
  it('treats a network failure as offline (logged in when back online)', () => {
    expect(firebaseSignInFailure('auth/network-request-failed')).toBe('offline');
  });
  it('answers the default for a disabled user and anything else', () => {
    for (const code of ['auth/user-disabled', 'auth/internal-error', 'auth/operation-not-allowed', '']) {
      expect(signInText(code)).toBe('Issue with login credentials. Please contact support if this issue persists.');
    }
  });
});

describe('firebaseSignUpFailure (spec 1 section 8, Sign Up rows)', () => {
  it('maps the identity codes to the spec messages', () => {
    expect(firebaseSignUpFailure('auth/email-already-in-use')).toBe('You already have an account, please reset password if you forgot it.');
    expect(firebaseSignUpFailure('auth/weak-password')).toBe('Please enter a stronger password');
    expect(firebaseSignUpFailure('auth/invalid-email')).toBe('Please enter a valid email address');
    expect(firebaseSignUpFailure('auth/network-request-failed')).toBe('You are offline');
  });
  it('answers the generic failure for anything else', () => {
    expect(firebaseSignUpFailure('auth/operation-not-allowed')).toBe(GENERIC_FAILURE_MESSAGE);
    expect(GENERIC_FAILURE_MESSAGE).toBe('An error has occured, please try again later');
  });
});

describe('exchange refusals', () => {
  it("shows the server's own words where they say what to do, sign-in's messages for the rest", () => {
    expect(signInShowsServerMessage('auth/email-not-verified')).toBe(true);
    expect(signInShowsServerMessage('auth/credential-already-in-use')).toBe(true);
    expect(signInShowsServerMessage('auth/missing-email')).toBe(true);
    expect(signInShowsServerMessage('auth/custom-auth-failed')).toBe(false);
    expect(signInShowsServerMessage('auth/too-many-requests')).toBe(false);
  });
  it('calls an unverified address that has an account here, at sign-up, an address in use', () => {
    expect(signUpRefusalKey('auth/email-not-verified')).toBe('signup.error.emailInUse');
    expect(signUpRefusalKey('auth/credential-already-in-use')).toBeNull();
  });
});
