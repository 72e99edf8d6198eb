import { describe, expect, it } from 'vitest';
import {
  decideOtpOutcome,
  initialOtpEntry,
  isOtpCode,
  isOtpDigit,
  isOtpEntryComplete,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  otpCodeOf,
  otpEntryReducer,
  otpOutcomeEffect,
  otpOutcomeMessage,
  parseOtpOutcome,
  type OtpEntryAction,
  type OtpEntryState,
  type OtpRecord,
} from './delete-account';

function run(actions: OtpEntryAction[], start: OtpEntryState = initialOtpEntry): OtpEntryState {
  return actions.reduce(otpEntryReducer, start);
}

describe('constants', () => {
  it('has six digits, ten minutes and five attempts', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_MS).toBe(600_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });
});

describe('outcomes', () => {
  it('maps answers to the spec 8 messages', () => {
    expect(otpOutcomeMessage('VERIFIED')).toBeNull();
    expect(otpOutcomeMessage('INVALID')).toBe("OTP recipients don't match. Request new OTP.");
    expect(otpOutcomeMessage('INCORRECT')).toBe('OTP is incorrect, please try again.');
    expect(otpOutcomeMessage('EXPIRED')).toBe('OTP has expired and is no longer valid. Request new OTP.');
    expect(otpOutcomeMessage('LOCKED')).toBe('Unexpected OTP response. Please try again.');
    expect(otpOutcomeMessage(undefined)).toBe('Unexpected OTP response. Please try again.');
  });
  it('parses outcomes leniently', () => {
    expect(parseOtpOutcome(' verified ')).toBe('VERIFIED');
    expect(parseOtpOutcome('nope')).toBeNull();
    expect(parseOtpOutcome(1)).toBeNull();
  });
  it('tells the modal what to do', () => {
    expect(otpOutcomeEffect('VERIFIED')).toMatchObject({ deleteAccount: true, closeEntry: true, message: null });
    expect(otpOutcomeEffect('INVALID')).toMatchObject({ deleteAccount: false, closeEntry: true });
    expect(otpOutcomeEffect('INCORRECT')).toMatchObject({ closeEntry: false, focusFirst: true, clearEntry: true });
    expect(otpOutcomeEffect('EXPIRED')).toMatchObject({ closeEntry: true });
    expect(otpOutcomeEffect('???')).toMatchObject({ closeEntry: false, focusFirst: true, message: 'Unexpected OTP response. Please try again.' });
  });
});

describe('digits', () => {
  it('accepts only single ASCII digits', () => {
    expect(isOtpDigit('0')).toBe(true);
    expect(isOtpDigit('9')).toBe(true);
    expect(isOtpDigit('a')).toBe(false);
    expect(isOtpDigit('12')).toBe(false);
    expect(isOtpDigit('')).toBe(false);
    expect(isOtpDigit('٣')).toBe(false);
    expect(isOtpCode('123456')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('12345a')).toBe(false);
  });
});

describe('otpEntryReducer', () => {
  it('starts with six empty boxes and focus on the first', () => {
    expect(initialOtpEntry.digits).toEqual(['', '', '', '', '', '']);
    expect(initialOtpEntry.focus).toBe(0);
  });
  it('fills a box and advances focus', () => {
    const s = run([{ type: 'input', index: 0, value: '4' }]);
    expect(s.digits[0]).toBe('4');
    expect(s.focus).toBe(1);
  });
  it('types a whole code box by box and stays on the last box', () => {
    const s = run('123456'.split('').map((value, index) => ({ type: 'input', index, value })));
    expect(otpCodeOf(s)).toBe('123456');
    expect(s.focus).toBe(5);
    expect(isOtpEntryComplete(s)).toBe(true);
  });
  it('ignores non-digits', () => {
    const s = run([{ type: 'input', index: 0, value: 'a' }]);
    expect(s).toBe(initialOtpEntry);
    const t = run([{ type: 'input', index: 2, value: ' ' }]);
    expect(t).toBe(initialOtpEntry);
  });
  it('keeps only the new digit when typing into a filled box', () => {
    const s = run([
      { type: 'input', index: 0, value: '3' },
      { type: 'focus', index: 0 },
      { type: 'input', index: 0, value: '37' },
    ]);
    expect(s.digits).toEqual(['7', '', '', '', '', '']);
    expect(s.focus).toBe(1);
  });
  it('fills every box from a pasted or autofilled code', () => {
    const s = run([{ type: 'input', index: 3, value: ' 98-76 54 ' }]);
    expect(otpCodeOf(s)).toBe('987654');
    expect(s.focus).toBe(5);
  });
  it('distributes a partial paste from the box', () => {
    const s = run([{ type: 'input', index: 4, value: '123' }]);
    expect(s.digits).toEqual(['', '', '', '', '1', '2']);
    expect(s.focus).toBe(5);
  });
  it('clears a filled box on backspace and keeps focus', () => {
    const s = run([
      { type: 'input', index: 0, value: '1' },
      { type: 'input', index: 1, value: '2' },
      { type: 'backspace', index: 1 },
    ]);
    expect(s.digits).toEqual(['1', '', '', '', '', '']);
    expect(s.focus).toBe(1);
  });
  it('moves back on backspace in an empty box', () => {
    const s = run([
      { type: 'input', index: 0, value: '1' },
      { type: 'backspace', index: 1 },
    ]);
    expect(s.digits).toEqual(['1', '', '', '', '', '']);
    expect(s.focus).toBe(0);
    const t = otpEntryReducer(s, { type: 'backspace', index: 0 });
    expect(t.digits[0]).toBe('');
    expect(otpEntryReducer(t, { type: 'backspace', index: 0 })).toBe(t);
  });
  it('clears a box when the field is emptied', () => {
    const s = run([
      { type: 'input', index: 0, value: '1' },
      { type: 'input', index: 0, value: '' },
    ]);
    expect(s.digits[0]).toBe('');
    expect(s.focus).toBe(0);
  });
  it('resets and ignores invalid indexes', () => {
    const filled = run([{ type: 'input', index: 0, value: '123456' }]);
    expect(otpEntryReducer(filled, { type: 'reset' })).toEqual(initialOtpEntry);
    expect(otpEntryReducer(filled, { type: 'input', index: 6, value: '1' })).toBe(filled);
    expect(otpEntryReducer(filled, { type: 'backspace', index: -1 })).toBe(filled);
    expect(otpEntryReducer(filled, { type: 'focus', index: 1.5 })).toBe(filled);
    expect(otpEntryReducer(filled, { type: 'focus', index: 2 }).focus).toBe(2);
  });
  it('is not complete with a gap', () => {
    const s = run([{ type: 'input', index: 0, value: '12345' }]);
    expect(isOtpEntryComplete(s)).toBe(false);
  });
});

describe('decideOtpOutcome', () => {
  const T0 = 1_800_000_000_000;
  const record: OtpRecord = { issuedAt: T0, attempts: 0, consumed: false, recipient: 'u1|a@example.org' };
  it('verifies the right code once', () => {
    const first = decideOtpOutcome({ record, recipient: 'u1|a@example.org', codeMatches: true, now: T0 + 1000 });
    expect(first.outcome).toBe('VERIFIED');
    expect(first.record?.consumed).toBe(true);
    const again = decideOtpOutcome({ record: first.record, recipient: 'u1|a@example.org', codeMatches: true, now: T0 + 2000 });
    expect(again.outcome).toBe('EXPIRED');
  });
  it('refuses another recipient and a missing record', () => {
    expect(decideOtpOutcome({ record, recipient: 'u2|b@example.org', codeMatches: true, now: T0 }).outcome).toBe('INVALID');
    expect(decideOtpOutcome({ record: null, recipient: 'u1|a@example.org', codeMatches: true, now: T0 }).outcome).toBe('INVALID');
  });
  it('expires at ten minutes', () => {
    expect(decideOtpOutcome({ record, recipient: record.recipient, codeMatches: true, now: T0 + OTP_TTL_MS - 1 }).outcome).toBe('VERIFIED');
    expect(decideOtpOutcome({ record, recipient: record.recipient, codeMatches: true, now: T0 + OTP_TTL_MS }).outcome).toBe('EXPIRED');
  });
  it('kills the code after five wrong entries', () => {
    let current: OtpRecord | null = record;
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i += 1) {
      const d = decideOtpOutcome({ record: current, recipient: record.recipient, codeMatches: false, now: T0 + i });
      expect(d.outcome).toBe('INCORRECT');
      expect(d.record?.attempts).toBe(i);
      current = d.record;
    }
    expect(current?.consumed).toBe(true);
    expect(decideOtpOutcome({ record: current, recipient: record.recipient, codeMatches: true, now: T0 + 10 }).outcome).toBe('EXPIRED');
  });
});
