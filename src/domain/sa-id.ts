/**
 * South African ID number check (reference "security-and-payments" section 4.1).
 * Layout: YYMMDD SSSS C A Z. Pure: no DOM, no Node APIs.
 */

export type SaIdInvalidReason = 'format' | 'date' | 'citizenship' | 'checksum';

export type SaIdResult = { valid: true; birthDate: string; gender: 'F' | 'M'; citizen: boolean } | { valid: false; reason: SaIdInvalidReason };

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Luhn check over a string of digits (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Validates an SA ID number. No trimming: callers trim input first.
 * Century: 20YY unless that date lies after `today` (local calendar date), then 19YY.
 * Citizenship digit: 0 citizen, 1 permanent resident; anything else (2 included) is refused.
 * Gender: sequence 0000-4999 female, 5000-9999 male.
 */
export function validateSaId(id: string, today: Date = new Date()): SaIdResult {
  if (!/^[0-9]{13}$/.test(id)) return { valid: false, reason: 'format' };
  const yy = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  const y2000 = 2000 + yy;
  const inFuture = y2000 > ty || (y2000 === ty && (month > tm || (month === tm && day > td)));
  const year = inFuture ? 1900 + yy : y2000;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { valid: false, reason: 'date' };
  const c = id.charAt(10);
  if (c !== '0' && c !== '1') return { valid: false, reason: 'citizenship' };
  if (!luhnValid(id)) return { valid: false, reason: 'checksum' };
  return {
    valid: true,
    birthDate: `${year}-${pad2(month)}-${pad2(day)}`,
    gender: Number(id.slice(6, 10)) < 5000 ? 'F' : 'M',
    citizen: c === '0',
  };
}

/** Convenience predicate for form schemas. */
export function isValidSaId(id: string, today: Date = new Date()): boolean {
  return validateSaId(id, today).valid;
}
