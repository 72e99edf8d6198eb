import { describe, expect, it } from 'vitest';
import { passwordLengthMessage } from '../i18n/en/auth';
import { isSaMobile, isSelfServiceUserType, signUpErrors, titleCase, type SignUpForm } from './sign-up';

const form: SignUpForm = {
  firstname: 'Thandi',
  lastname: 'Mokoena',
  mobile: '0821234567',
  email: 'thandi@example.com',
  estateId: 91,
  password: 'Resident#2026',
  confirmPassword: 'Resident#2026',
  userType: 'resident',
  acceptedPrivacyPolicy: true,
};
const errors = (change: Partial<SignUpForm>, passwordMinLength = 8) => signUpErrors({ ...form, ...change }, { passwordMinLength });

describe('titleCase', () => {
  it('trims, collapses spaces and capitalises each word', () => {
    expect(titleCase('  pieter   van wyk ')).toBe('Pieter Van Wyk');
    expect(titleCase('THANDI')).toBe('Thandi');
    expect(titleCase("o'neil smith-jones")).toBe("O'Neil Smith-Jones");
    expect(titleCase('émile')).toBe('Émile');
    expect(titleCase('')).toBe('');
  });
});

describe('isSaMobile', () => {
  // Any South African mobile range (libphonenumber-js), not only spec 1's 072/073/074/082/083/084.
  it.each([
    '0821234567',
    '0721234567',
    '0731234567',
    '0831234567',
    '0741234567',
    '0841234567',
    '27821234567',
    '+27821234567',
    '082 123 4567',
    '082-123-4567',
    '071 555 0111',
    '060 123 4567',
    '0611234567',
    '0811234567',
    '076 123 4567',
    '+27 79 123 4567',
  ])('accepts %s', (mobile) => expect(isSaMobile(mobile)).toBe(true));
  it.each([
    '082123456',
    '08212345678',
    '+0821234567',
    '2782123456',
    'abc',
    '',
    '0021234567',
    '011 555 0111',
    '021 123 4567',
    '+44 7911 123456',
    '0800 123 456',
  ])('refuses %s', (mobile) => expect(isSaMobile(mobile)).toBe(false));
});

describe('signUpErrors', () => {
  it('is empty for a complete form', () => {
    expect(errors({})).toEqual({});
    expect(errors({ userType: 'owner' })).toEqual({});
  });

  it.each<[Partial<SignUpForm>, keyof SignUpForm, string]>([
    [{ firstname: ' ' }, 'firstname', 'Please enter your first name'],
    [{ firstname: 'Th4ndi' }, 'firstname', 'Please enter a valid name.'],
    [{ lastname: '' }, 'lastname', 'Please enter your last name'],
    [{ lastname: 'Mokoena!' }, 'lastname', 'Please enter a valid name.'],
    [{ mobile: '' }, 'mobile', 'Please enter your mobile number'],
    [{ mobile: '0112345678' }, 'mobile', 'Please enter a valid phone number.'],
    [{ estateId: null }, 'estateId', 'Please select an estate'],
    [{ email: '' }, 'email', 'Please enter your email'],
    [{ email: 'thandi@example' }, 'email', 'Please enter a valid email address'],
    [{ password: '' }, 'password', 'Please enter a password'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Please make sure that your password is at least 8 characters long.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please re-enter your password'],
    [{ confirmPassword: 'Resident#2027' }, 'confirmPassword', 'Passwords do not Match'],
    [{ userType: 'guard' }, 'userType', 'Please choose a user type'],
    [{ userType: 'estateManager' }, 'userType', 'Please choose a user type'],
    [{ userType: '' }, 'userType', 'Please choose a user type'],
    [{ acceptedPrivacyPolicy: false }, 'acceptedPrivacyPolicy', 'Please accept the terms and privacy policy'],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(errors(change)).toEqual({ [field]: message });
  });

  it('gives one message per field and follows the configured minimum length', () => {
    const all = errors({
      firstname: '',
      lastname: '',
      mobile: '',
      email: '',
      estateId: undefined,
      password: '',
      confirmPassword: '',
      userType: 'x',
      acceptedPrivacyPolicy: false,
    });
    expect(Object.keys(all).sort()).toEqual([
      'acceptedPrivacyPolicy',
      'confirmPassword',
      'email',
      'estateId',
      'firstname',
      'lastname',
      'mobile',
      'password',
      'userType',
    ]);
    expect(errors({ password: 'abcdef', confirmPassword: 'abcdef' }, 6)).toEqual({});
    expect(passwordLengthMessage(15)).toBe('Please make sure that your password is at least 15 characters long.');
    expect(errors({ password: '😀😀😀😀😀😀', confirmPassword: '😀😀😀😀😀😀' }, 6)).toEqual({});
  });

  it('only resident and owner are self-service user types', () => {
    expect(['resident', 'owner', 'guard', 'estateManager', 'visitor'].filter(isSelfServiceUserType)).toEqual(['resident', 'owner', 'visitor']);
  });
});
