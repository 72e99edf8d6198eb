import { describe, expect, it } from 'vitest';
import { luhnValid, validateSaId } from './sa-id';

const TODAY = new Date(2026, 5, 15); // 15 June 2026, local time

/** Appends the Luhn check digit to 12 digits so only the rule under test fails. */
function withCheck(first12: string): string {
  for (let z = 0; z <= 9; z += 1) {
    if (luhnValid(first12 + String(z))) return first12 + String(z);
  }
  throw new Error('unreachable');
}

describe('validateSaId', () => {
  it('accepts the verified vectors', () => {
    expect(validateSaId('8001015009087', TODAY)).toEqual({ valid: true, birthDate: '1980-01-01', gender: 'M', citizen: true });
    expect(validateSaId('8609135139012', TODAY)).toEqual({ valid: true, birthDate: '1986-09-13', gender: 'M', citizen: true });
  });
  it('refuses a wrong check digit', () => {
    expect(validateSaId('8001015009086', TODAY)).toEqual({ valid: false, reason: 'checksum' });
  });
  it('refuses 30 February even with a correct check digit', () => {
    const id = withCheck('800230500908');
    expect(luhnValid(id)).toBe(true);
    expect(validateSaId(id, TODAY)).toEqual({ valid: false, reason: 'date' });
  });
  it('refuses month 13 and day 00', () => {
    expect(validateSaId(withCheck('801301500908'), TODAY)).toEqual({ valid: false, reason: 'date' });
    expect(validateSaId(withCheck('800100500908'), TODAY)).toEqual({ valid: false, reason: 'date' });
  });
  it('refuses a citizenship digit of 2', () => {
    const id = withCheck('800101500928');
    expect(luhnValid(id)).toBe(true);
    expect(validateSaId(id, TODAY)).toEqual({ valid: false, reason: 'citizenship' });
  });
  it('marks permanent residents as non-citizens', () => {
    const r = validateSaId(withCheck('800101500918'), TODAY);
    expect(r).toEqual({ valid: true, birthDate: '1980-01-01', gender: 'M', citizen: false });
  });
  it('refuses 12 digits, 14 digits, letters, spaces and empty input', () => {
    expect(validateSaId('800101500908', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(validateSaId('80010150090870', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(validateSaId('80010150O9087', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(validateSaId('abcdefghijklm', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(validateSaId(' 8001015009087', TODAY)).toEqual({ valid: false, reason: 'format' });
    expect(validateSaId('', TODAY)).toEqual({ valid: false, reason: 'format' });
  });
  it('reads the gender from the sequence digits', () => {
    const r = validateSaId(withCheck('800101499908'), TODAY);
    expect(r.valid && r.gender).toBe('F');
  });
  it('handles leap years', () => {
    // 2000 is a leap year (divisible by 400), 2004 too; 2001 and 1999 are not.
    expect(validateSaId(withCheck('000229500908'), TODAY)).toMatchObject({ valid: true, birthDate: '2000-02-29' });
    expect(validateSaId(withCheck('040229500908'), TODAY)).toMatchObject({ valid: true, birthDate: '2004-02-29' });
    expect(validateSaId(withCheck('010229500908'), TODAY)).toEqual({ valid: false, reason: 'date' });
    expect(validateSaId(withCheck('990229500908'), TODAY)).toEqual({ valid: false, reason: 'date' });
  });
  it('chooses the century so the birth date is not in the future', () => {
    expect(validateSaId(withCheck('260615500908'), TODAY)).toMatchObject({ valid: true, birthDate: '2026-06-15' });
    expect(validateSaId(withCheck('260616500908'), TODAY)).toMatchObject({ valid: true, birthDate: '1926-06-16' });
    expect(validateSaId(withCheck('300101500908'), TODAY)).toMatchObject({ valid: true, birthDate: '1930-01-01' });
    expect(validateSaId(withCheck('100101500908'), TODAY)).toMatchObject({ valid: true, birthDate: '2010-01-01' });
    // 29 Feb 2028 would be in the future; 1928 is also a leap year.
    expect(validateSaId(withCheck('280229500908'), TODAY)).toMatchObject({ valid: true, birthDate: '1928-02-29' });
  });
  it('defaults today to the current date', () => {
    expect(validateSaId('8001015009087').valid).toBe(true);
  });
});
