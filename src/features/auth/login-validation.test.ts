import { describe, expect, it } from 'vitest';
import { loginErrors, loginFailureKey } from './login-validation';

describe('loginErrors', () => {
  it('asks for both when both are empty', () => {
    expect(loginErrors(' ', '').form).toBe('login.enterBoth');
  });
  it('asks for the missing field', () => {
    expect(loginErrors('', 'x')).toEqual({ email: 'login.enterEmail' });
    expect(loginErrors('a@b.co', '')).toEqual({ password: 'login.enterPassword' });
  });
  it('rejects an invalid e-mail', () => {
    expect(loginErrors('nope', 'x')).toEqual({ email: 'login.invalidEmail' });
  });
  it('passes a complete form', () => {
    expect(loginErrors('resident@example.com', 'secret')).toEqual({});
  });
});

describe('loginFailureKey', () => {
  it('maps identity codes to the spec messages', () => {
    // One message for an unknown address and a wrong password (README, deliberate departures).
    for (const code of ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(loginFailureKey(code)).toBe('login.error.invalidCredentials');
    }
    expect(loginFailureKey('auth/too-many-requests')).toBe('login.error.tooManyRequests');
    expect(loginFailureKey('auth/invalid-email')).toBe('login.error.invalidEmail');
    expect(loginFailureKey('something')).toBe('login.error.default');
  });
});
