/**
 * Delete-account one-time code (spec 1 sections 4, 5, 7 and 8; reference section 1.4 O4/O5).
 * Pure: no DOM, no Node APIs. Hashing and storage of codes stay on the server.
 */
import { DELETE_ACCOUNT_MESSAGES } from '../i18n/en/delete-account';

export const OTP_LENGTH = 6;
/** Lifetime of a code: at most 10 minutes (ASVS 6.5.5). */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong entries allowed per code; after the 5th wrong entry the code is dead (RFC 4226 7.3 suggestion). */
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_OUTCOMES = ['VERIFIED', 'INVALID', 'INCORRECT', 'EXPIRED'] as const;
export type OtpOutcome = (typeof OTP_OUTCOMES)[number];

/** Reads details[0].otpResult; trimmed, any case. Null for anything that is not a known outcome. */
export function parseOtpOutcome(value: unknown): OtpOutcome | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (OTP_OUTCOMES as readonly string[]).includes(upper) ? (upper as OtpOutcome) : null;
}

/**
 * Message for a validation answer (spec 8). VERIFIED has no message (null): the account is deleted
 * and the user goes to /login. Unknown answers get 'Unexpected OTP response. Please try again.'
 */
export function otpOutcomeMessage(outcome: unknown): string | null {
  switch (parseOtpOutcome(outcome)) {
    case 'VERIFIED':
      return null;
    case 'INVALID':
      return DELETE_ACCOUNT_MESSAGES.invalid;
    case 'INCORRECT':
      return DELETE_ACCOUNT_MESSAGES.incorrect;
    case 'EXPIRED':
      return DELETE_ACCOUNT_MESSAGES.expired;
    default:
      return DELETE_ACCOUNT_MESSAGES.unexpected;
  }
}

/** What the code modal does with an answer (spec 4). */
export interface OtpOutcomeEffect {
  /** VERIFIED: delete the account, then go to /login. */
  deleteAccount: boolean;
  /** Close the six-box entry (INVALID and EXPIRED need a new code). */
  closeEntry: boolean;
  /** Empty the boxes (INCORRECT). */
  clearEntry: boolean;
  /** Focus the first box (INCORRECT and unknown answers keep the modal open). */
  focusFirst: boolean;
  /** Text of the Ok dialog, or null. */
  message: string | null;
}

export function otpOutcomeEffect(outcome: unknown): OtpOutcomeEffect {
  const parsed = parseOtpOutcome(outcome);
  const message = otpOutcomeMessage(outcome);
  switch (parsed) {
    case 'VERIFIED':
      return { deleteAccount: true, closeEntry: true, clearEntry: true, focusFirst: false, message };
    case 'INVALID':
    case 'EXPIRED':
      return { deleteAccount: false, closeEntry: true, clearEntry: true, focusFirst: false, message };
    case 'INCORRECT':
      return { deleteAccount: false, closeEntry: false, clearEntry: true, focusFirst: true, message };
    default:
      return { deleteAccount: false, closeEntry: false, clearEntry: false, focusFirst: true, message };
  }
}

/** A single ASCII digit 0-9. */
export function isOtpDigit(ch: string): boolean {
  return /^[0-9]$/.test(ch);
}

/** A complete code: exactly OTP_LENGTH ASCII digits. */
export function isOtpCode(code: string): boolean {
  return code.length === OTP_LENGTH && /^[0-9]+$/.test(code);
}

// ---------------------------------------------------------------------------------------------
// Six-box entry reducer
// ---------------------------------------------------------------------------------------------

export interface OtpEntryState {
  /** One entry per box: '' or a single digit. Always OTP_LENGTH long. */
  readonly digits: readonly string[];
  /** Index of the box that should have focus. */
  readonly focus: number;
}

export type OtpEntryAction =
  /** Text arriving in box `index` (a keystroke, a paste or an autofill). */
  | { type: 'input'; index: number; value: string }
  /** Backspace pressed in box `index`. */
  | { type: 'backspace'; index: number }
  | { type: 'focus'; index: number }
  | { type: 'reset' };

export const initialOtpEntry: OtpEntryState = { digits: Array.from({ length: OTP_LENGTH }, () => ''), focus: 0 };

function validIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < OTP_LENGTH;
}

function withDigits(state: OtpEntryState, digits: string[], focus: number): OtpEntryState {
  return { digits, focus: Math.min(Math.max(focus, 0), OTP_LENGTH - 1) };
}

/**
 * Rules (spec 4 and 5):
 * - input: non-digits are dropped; text with no digits is ignored, except '' which clears the box.
 *   One digit fills the box and moves focus to the next box (the last box keeps focus).
 *   A full code (6 or more digits) fills every box from the first; 2-5 digits fill from `index`
 *   on. When a box already holds a digit and the field reports it plus one new digit (typing
 *   into a filled box), only the new digit is kept.
 * - backspace: a filled box is cleared and keeps focus; on an empty box focus moves back one
 *   box (without clearing it); on the first empty box nothing happens.
 * - focus: moves focus; reset: empties all boxes and focuses the first.
 * Invalid indexes leave the state unchanged (same object).
 */
export function otpEntryReducer(state: OtpEntryState, action: OtpEntryAction): OtpEntryState {
  switch (action.type) {
    case 'reset':
      return initialOtpEntry;
    case 'focus':
      return validIndex(action.index) && action.index !== state.focus ? { digits: state.digits, focus: action.index } : state;
    case 'backspace': {
      const i = action.index;
      if (!validIndex(i)) return state;
      if (state.digits[i] !== '') {
        const digits = [...state.digits];
        digits[i] = '';
        return withDigits(state, digits, i);
      }
      return i > 0 ? { digits: state.digits, focus: i - 1 } : state;
    }
    case 'input': {
      const i = action.index;
      if (!validIndex(i)) return state;
      const typed = Array.from(action.value).filter(isOtpDigit);
      const digits = [...state.digits];
      if (typed.length === 0) {
        if (action.value !== '') return state;
        digits[i] = '';
        return withDigits(state, digits, i);
      }
      const current = state.digits[i] ?? '';
      if (typed.length === 2 && current !== '' && typed.includes(current)) {
        const fresh = typed[0] === current ? typed[1] : typed[0];
        digits[i] = fresh ?? current;
        return withDigits(state, digits, i + 1);
      }
      if (typed.length >= OTP_LENGTH) {
        return withDigits(state, typed.slice(0, OTP_LENGTH), OTP_LENGTH - 1);
      }
      let at = i;
      for (const d of typed) {
        if (at >= OTP_LENGTH) break;
        digits[at] = d;
        at += 1;
      }
      return withDigits(state, digits, at);
    }
  }
}

/** The code typed so far (boxes joined). */
export function otpCodeOf(state: OtpEntryState): string {
  return state.digits.join('');
}

/** All six boxes hold a digit: the code may be submitted. */
export function isOtpEntryComplete(state: OtpEntryState): boolean {
  return state.digits.length === OTP_LENGTH && state.digits.every(isOtpDigit);
}

// ---------------------------------------------------------------------------------------------
// Server-side decision (pure; the caller hashes and compares the code)
// ---------------------------------------------------------------------------------------------

export interface OtpRecord {
  /** Epoch ms when the code was issued. */
  issuedAt: number;
  /** Wrong entries so far. */
  attempts: number;
  /** Used or killed. */
  consumed: boolean;
  /** Who the code was issued for (e.g. `${toUserId}|${toEmailAddress}`), compared exactly. */
  recipient: string;
}

export interface OtpDecision {
  outcome: OtpOutcome;
  /** The record to store back (null when there was none). */
  record: OtpRecord | null;
}

/**
 * Outcome of a ValidateOTP call:
 * - no record, or recipient differs from the one the code was issued for: INVALID;
 * - consumed, at or past the lifetime (OTP_TTL_MS, or a shorter `ttlMs`), or already OTP_MAX_ATTEMPTS wrong entries: EXPIRED;
 * - wrong code: INCORRECT, attempts + 1 (the 5th wrong entry kills the code);
 * - right code: VERIFIED, and the code is consumed (single use).
 */
export function decideOtpOutcome(input: { record: OtpRecord | null; recipient: string; codeMatches: boolean; now: number; ttlMs?: number }): OtpDecision {
  const { record, recipient, codeMatches, now } = input;
  const ttlMs = Math.min(input.ttlMs ?? OTP_TTL_MS, OTP_TTL_MS);
  if (!record || record.recipient !== recipient) return { outcome: 'INVALID', record };
  if (record.consumed || now - record.issuedAt >= ttlMs || now < record.issuedAt || record.attempts >= OTP_MAX_ATTEMPTS) {
    return { outcome: 'EXPIRED', record: { ...record, consumed: true } };
  }
  if (!codeMatches) {
    const attempts = record.attempts + 1;
    return { outcome: 'INCORRECT', record: { ...record, attempts, consumed: attempts >= OTP_MAX_ATTEMPTS } };
  }
  return { outcome: 'VERIFIED', record: { ...record, consumed: true } };
}
