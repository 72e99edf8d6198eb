import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { luhnValid } from './sa-id';
import { makeProfileDetailsSchema, PROFILE_FIELDS, profileBody, ProfileBodySchema, ProfileDetailsSchema } from './profile';

describe('profileBody', () => {
  it('takes every known field and turns empty or the text null into empty strings', () => {
    const body = profileBody({ firstName: 'Thandi', lastName: 'null', idNumber: '', middleName: null, extra: 'dropped', gender: 'F' });
    expect(Object.keys(body)).toEqual([...PROFILE_FIELDS]);
    expect(body.firstName).toBe('Thandi');
    expect(body.lastName).toBe('');
    expect(body.idNumber).toBe('');
    expect(body.middleName).toBe('');
    expect(body.gender).toBe('F');
    expect(body.passportNumber).toBe('');
    expect('extra' in body).toBe(false);
  });
  it('trims and stringifies scalars, drops objects', () => {
    const body = profileBody({ firstName: '  Sipho ', countryOfBirth: 27, maritalStatus: { x: 1 }, dateOfBirth: '  null ' });
    expect(body.firstName).toBe('Sipho');
    expect(body.countryOfBirth).toBe('27');
    expect(body.maritalStatus).toBe('');
    expect(body.dateOfBirth).toBe('');
  });
  it('keeps names that merely contain null', () => {
    expect(profileBody({ lastName: 'Nullman' }).lastName).toBe('Nullman');
  });
});

describe('ProfileDetailsSchema', () => {
  it('accepts a valid SA ID and trims', () => {
    const r = v.safeParse(ProfileDetailsSchema, { firstName: ' Thandi ', lastName: 'Mokoena', idNumber: ' 8001015009087 ' });
    expect(r.success).toBe(true);
    if (r.success) expect(r.output).toEqual({ firstName: 'Thandi', lastName: 'Mokoena', idNumber: '8001015009087' });
  });
  it('allows an empty ID number', () => {
    expect(v.safeParse(ProfileDetailsSchema, { firstName: 'A', lastName: 'B', idNumber: '' }).success).toBe(true);
  });
  it('refuses an invalid SA ID with the spec message', () => {
    for (const idNumber of ['8001015009086', '80010150090', 'abc']) {
      const r = v.safeParse(ProfileDetailsSchema, { firstName: 'A', lastName: 'B', idNumber });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.issues[0]?.message).toBe('Please enter in a valid SA ID number');
    }
  });
  it('refuses names over 100 characters and NUL or lone surrogates, with the messages the server answers too', () => {
    const first = (firstName: string) => v.safeParse(ProfileDetailsSchema, { firstName, lastName: 'B', idNumber: '' });
    expect(first('a'.repeat(100)).success).toBe(true);
    expect(first('a'.repeat(101)).issues?.[0]?.message).toBe('Please enter at most 100 characters.');
    expect(first('Tha\u0000ndi').issues?.[0]?.message).toBe('Please remove unsupported characters.');
    expect(first('Tha\uD800ndi').issues?.[0]?.message).toBe('Please remove unsupported characters.');
    const body = v.safeParse(
      ProfileBodySchema,
      profileBody({ firstName: 'A', driversLicenseDocumentUrl: `https://x.example/${'d'.repeat(1900)}`, maritalStatus: 'x'.repeat(101) }),
    );
    expect(body.issues?.map((i) => i.message)).toEqual(['Please enter at most 100 characters.']);
  });
  it('uses the injected date for the century rule', () => {
    // 29 Feb 00: 2000 is a leap year, 1900 is not. Before 2000 the century rule picks 1900.
    const id = luhnComplete('000229500908');
    const input = { firstName: 'A', lastName: 'B', idNumber: id };
    expect(
      v.safeParse(
        makeProfileDetailsSchema(() => new Date(2026, 0, 1)),
        input,
      ).success,
    ).toBe(true);
    expect(
      v.safeParse(
        makeProfileDetailsSchema(() => new Date(1999, 5, 1)),
        input,
      ).success,
    ).toBe(false);
  });
});

function luhnComplete(first12: string): string {
  const z = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => luhnValid(first12 + String(d)));
  return first12 + String(z);
}
