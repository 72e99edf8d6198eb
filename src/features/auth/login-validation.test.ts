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
    expect(loginFailureKey('auth/user-not-found')).toBe('login.error.userNotFound');
    expect(loginFailureKey('auth/wrong-password')).toBe('login.error.wrongPassword');
    expect(loginFailureKey('auth/invalid-credential')).toBe('login.error.wrongPassword');
    expect(loginFailureKey('auth/too-many-requests')).toBe('login.error.tooManyRequests');
    expect(loginFailureKey('auth/invalid-email')).toBe('login.error.invalidEmail');
    expect(loginFailureKey('something')).toBe('login.error.default');
  });
});
