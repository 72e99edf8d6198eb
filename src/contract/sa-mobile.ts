import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * South African mobile numbers, from libphonenumber-js's maintained metadata (the `mobile` build:
 * only mobile numbers count as valid) instead of spec 1's prefix list (072/073/074/082/083/084),
 * which refuses 060-068, 071, 076, 078, 079, 081 and the rest of the ranges in use. The metadata
 * is about 100 KB, so only the screens that check a mobile (sign-up, phone verification) import it.
 */

/** Removes spaces, dashes, dots and brackets people type into phone numbers. */
function stripped(mobile: string): string {
  return mobile.trim().replace(/[\s\-().]/g, '');
}

/** The number as +27XXXXXXXXX when it is a valid South African mobile number (0, 27 or +27 first), else null. */
export function saMobileE164(mobile: string): string | null {
  const raw = stripped(mobile);
  if (!/^\+?[0-9]{9,12}$/.test(raw)) return null;
  const parsed = parsePhoneNumberFromString(raw.startsWith('27') ? `+${raw}` : raw, 'ZA');
  // Nine digits after the 0 or 27: the metadata also counts short 081-084 service numbers (5-8 digits) as mobile, which no person has.
  return parsed?.country === 'ZA' && parsed.nationalNumber.length === 9 && parsed.isValid() ? parsed.number : null;
}

/** A valid South African mobile number (spec 1 section 5's 'Please enter a valid phone number.' otherwise). */
export function isSaMobile(mobile: string): boolean {
  return saMobileE164(mobile) !== null;
}

/** The number as people write it here: 0 and nine digits (0715550111), or '' when it is not a South African mobile. */
export function saMobileLocal(mobile: string): string {
  const e164 = saMobileE164(mobile);
  return e164 ? `0${e164.slice(3)}` : '';
}
