import { formatAmount } from './locale-format';
import { luhnValid } from './sa-id';

/**
 * The card payment form's rules (spec 3 section 5 'Card payment form', section 9: card number 16
 * digits, CVC 3, expiry 5 characters) and the amount field's (numeric, minimum 0, step 0.1, the
 * keys '-', '+', 'e', 'E' blocked). Pure: the sandbox's card page and the /Payment screen use them.
 * Amounts are integer cents: rand text becomes cents by string arithmetic, never through a float.
 */

export { luhnValid };

/** Card number: digits only, at most 16 (spec 3 section 9). */
export const CARD_NUMBER_MAX = 16;
export const CVC_LENGTH = 3;

export type CardIssuer = 'Visa' | 'Mastercard' | 'American Express' | 'Diners Club' | 'Discover' | 'JCB';

/**
 * Issuer prefixes (IIN ranges) and the lengths each issues within the form's 16 digits. A prefix
 * is [from, to] over the first `from.length` digits.
 */
const ISSUERS: readonly { issuer: CardIssuer; ranges: readonly (readonly [string, string])[]; lengths: readonly number[] }[] = [
  { issuer: 'Visa', ranges: [['4', '4']], lengths: [13, 16] },
  {
    issuer: 'Mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    issuer: 'American Express',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    issuer: 'Diners Club',
    ranges: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 16],
  },
  {
    issuer: 'Discover',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: [16],
  },
  { issuer: 'JCB', ranges: [['3528', '3589']], lengths: [16] },
];

/** What the user typed, as the field keeps it: digits only, at most 16. */
export function cardNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX);
}

function inRange(digits: string, [from, to]: readonly [string, string]): boolean {
  if (digits.length < from.length) return false;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to;
}

/** The issuer the number's prefix names, or null while the prefix names none (yet). */
export function cardIssuer(digits: string): CardIssuer | null {
  return ISSUERS.find((entry) => entry.ranges.some((range) => inRange(digits, range)))?.issuer ?? null;
}

/** The number lengths the issuer uses (within the form's 16). */
export function issuerLengths(issuer: CardIssuer): readonly number[] {
  return ISSUERS.find((entry) => entry.issuer === issuer)?.lengths ?? [CARD_NUMBER_MAX];
}

/** A whole card number valid for its issuer: a known issuer, one of its lengths, and the Luhn check. */
export function isCardNumberValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const issuer = cardIssuer(digits);
  return issuer !== null && issuerLengths(issuer).includes(digits.length) && luhnValid(digits);
}

/**
 * Whether the field shows the number in red (spec: 'a number invalid for its issuer is flagged in
 * red'): a prefix no issuer uses (from the 6th digit, when every range is decided), or a number as
 * long as its issuer's longest that fails the Luhn check (or a length the issuer never uses).
 */
export function isCardNumberFlagged(digits: string): boolean {
  if (digits.length === 0) return false;
  const issuer = cardIssuer(digits);
  if (issuer === null) return digits.length >= 6;
  const longest = Math.max(...issuerLengths(issuer));
  return digits.length >= longest && !isCardNumberValid(digits);
}

/**
 * The expiry field as the user types (spec: digits only, '/' inserted after the 2nd digit, at most
 * 5 characters). `previous` is the field's value before this edit: deleting back over the slash
 * removes it instead of putting it straight back.
 */
export function expiryInput(raw: string, previous = ''): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  const deleting = raw.length < previous.length;
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * What is wrong with an expiry 'MM/YY' on `today` ('YYYY-MM-DD', estate time): 'format' (not
 * MM/YY), 'month' (MM outside 01-12), 'expired' (a month before this one), or null. A card is good
 * through the last day of its expiry month.
 */
export function expiryProblem(expiry: string, today: string): 'format' | 'month' | 'expired' | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return 'format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'month';
  if (`20${match[2]}-${match[1]}` < today.slice(0, 7)) return 'expired';
  return null;
}

/** The CVC field: digits only, at most 3 (spec 3 section 9). */
export function cvcInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CVC_LENGTH);
}

export function isCvcValid(cvc: string): boolean {
  return new RegExp(`^\\d{${CVC_LENGTH}}$`).test(cvc);
}

// ---------------------------------------------------------------- the amount field

/** Spec: the amount field's minimum and step (its input's attributes). */
export const AMOUNT_MIN = 0;
export const AMOUNT_STEP = 0.1;
/** Spec: keys the amount field blocks. */
export const AMOUNT_BLOCKED_KEYS: readonly string[] = ['-', '+', 'e', 'E'];

export function isBlockedAmountKey(key: string): boolean {
  return AMOUNT_BLOCKED_KEYS.includes(key);
}

/**
 * Rand typed in the amount field as integer cents, without floating point: '1850.1' -> 185010,
 * '1850' -> 185000, '0.05' -> 5, '.5' -> 50. Null when it is not a plain non-negative amount with at
 * most two decimals (signs, exponents, separators, three decimals).
 */
export function randToCents(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  if (whole.replace(/^0+/, '').length > 13) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Integer cents as the app shows rand, in the estate's locale: 185000 -> 'R 1 850,00'; in credit '-R 100,00' (src/domain/locale-format.ts). */
export function formatCents(cents: number): string {
  return formatAmount(cents);
}
