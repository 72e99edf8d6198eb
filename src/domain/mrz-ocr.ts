import { parsePassportMrz, type IdentityReadResult } from './identity-documents';

/**
 * Turning what an OCR read off a passport's photo page into the two ICAO 9303 TD3 lines (44
 * characters each), fixing the look-alikes an OCR confuses by what each position may hold
 * (a date holds digits, a nationality letters), then checking every check digit with
 * `parsePassportMrz`. Pure: no DOM, no OCR.
 */

const TD3_LENGTH = 44;

/** What each position of a TD3 line may hold: digits, letters (and '<'), or both. */
type Slot = 'digit' | 'alpha' | 'any';

/** Line 1: 'P', a type letter or '<', the issuing state, then the names: letters and '<' only. */
const LINE1: Slot[] = Array.from({ length: TD3_LENGTH }, (_, index) => (index < 1 ? 'alpha' : index === 1 ? 'any' : 'alpha'));

/** Line 2 (reference 4.2): document number (1-9), check, nationality, birth date, check, sex, expiry, check, personal number, check, composite. */
const LINE2: Slot[] = Array.from({ length: TD3_LENGTH }, (_, index) => {
  if (index <= 8) return 'any';
  if (index === 9) return 'digit';
  if (index <= 12) return 'alpha';
  if (index <= 19) return 'digit';
  if (index === 20) return 'alpha';
  if (index <= 27) return 'digit';
  if (index <= 41) return 'any';
  return 'digit';
});

/** Letters an OCR reads where a digit is printed. */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', T: '7', Z: '2', S: '5', B: '8', G: '6', A: '4' };
/** Digits an OCR reads where a letter is printed. */
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B' };

/** The filler '<' as OCRs misread it in a run of fillers ('«', 'K' between fillers, '(' and the like). */
function normaliseLine(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[«‹([{]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

function fixBySlot(line: string, slots: Slot[]): string {
  let fixed = '';
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? '<';
    const slot = slots[index] ?? 'any';
    if (slot === 'digit') fixed += char === '<' ? char : (AS_DIGIT[char] ?? char);
    else if (slot === 'alpha') fixed += AS_LETTER[char] ?? char;
    else fixed += char;
  }
  return fixed;
}

/**
 * Line 1 after the names: three fillers in a row end them (a name part is never empty), so what
 * follows is fillers, however the OCR read the run of '<' (as K, S, L, C...).
 */
function fillersAfterNames(line: string): string {
  const end = line.indexOf('<<<', 5);
  return end < 0 ? line : line.slice(0, end).padEnd(TD3_LENGTH, '<');
}

/** A line cut to 44, or filled out with '<' when the OCR lost the trailing fillers (only line 1 ends in fillers reliably). */
function toLength(line: string, pad: boolean): string | null {
  if (line.length === TD3_LENGTH) return line;
  if (line.length > TD3_LENGTH) return line.slice(0, TD3_LENGTH);
  return pad && line.length >= 30 ? line.padEnd(TD3_LENGTH, '<') : null;
}

/** The two TD3 lines found in an OCR's text, with look-alikes fixed by position; null when none are there. */
export function mrzLinesFromOcr(text: string): [string, string] | null {
  const lines = text
    .split(/\r?\n/)
    .map(normaliseLine)
    .filter((line) => line.length >= 30);
  for (let index = 0; index + 1 < lines.length; index++) {
    const first = lines[index] ?? '';
    const start = first.search(/P[A-Z0-9<][A-Z0-9<]{3}/);
    if (start < 0 || start > 2) continue;
    const one = toLength(first.slice(start), true);
    const two = toLength(lines[index + 1] ?? '', false);
    if (!one || !two || !one.startsWith('P')) continue;
    return [fillersAfterNames(fixBySlot(one, LINE1)), fixBySlot(two, LINE2)];
  }
  return null;
}

/**
 * An OCR's reading of a photo page as passport fields: the lines found and fixed, every check
 * digit verified. `lines` is what was read (for the person to see and correct), null when no
 * MRZ was found.
 */
export function readPassportFromOcr(text: string, today: Date = new Date()): { lines: string | null; read: IdentityReadResult } {
  const found = mrzLinesFromOcr(text);
  if (!found) return { lines: null, read: { ok: false, error: { kind: 'mrzFormat' } } };
  const [one, two] = found;
  const lines = `${one}\n${printedDocumentNumber(two, text)}`;
  return { lines, read: parsePassportMrz(lines, today) };
}

/** Characters an OCR swaps in a document number (letters and digits both allowed there). */
const LOOK_ALIKES: Record<string, string[]> = {
  '1': ['L', 'I'],
  L: ['1'],
  I: ['1'],
  '0': ['O', 'D', 'Q'],
  O: ['0'],
  D: ['0'],
  Q: ['0'],
  '8': ['B'],
  B: ['8'],
  '5': ['S'],
  S: ['5'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
};

/**
 * The check digit cannot tell some look-alikes apart in the document number (L and 1 weigh 21
 * and 1: the same mod 10, reference 4.2's blind spot), so the number as the photo page also
 * prints it (the visual zone, elsewhere in the OCR's text) decides: when the MRZ's reading is
 * not printed there but a look-alike variant of it is, line 2 takes the variant, provided its
 * check digit still holds.
 */
function printedDocumentNumber(line2: string, text: string): string {
  const number = line2.slice(0, 9).replace(/<+$/, '');
  if (number.length < 6) return line2;
  const elsewhere = text
    .split(/\r?\n/)
    .map(normaliseLine)
    // Not the MRZ's own line 2 (from any pass of the OCR): it starts with the number as misread.
    .filter((line) => !(line.length >= 40 && line.slice(1).startsWith(number.slice(1))));
  const printed = (candidate: string) => elsewhere.some((line) => line.includes(candidate));
  if (printed(number)) return line2;
  for (let index = 0; index < number.length; index++) {
    for (const swap of LOOK_ALIKES[number[index] ?? ''] ?? []) {
      const candidate = number.slice(0, index) + swap + number.slice(index + 1);
      const variant = candidate.padEnd(9, '<') + line2.slice(9);
      if (printed(candidate) && checkDigit(candidate.padEnd(9, '<')) === variant[9]) return variant;
    }
  }
  return line2;
}

/** ICAO 9303 check digit: weights 7, 3, 1; A-Z = 10-35, '<' = 0. */
function checkDigit(field: string): string {
  let sum = 0;
  for (let index = 0; index < field.length; index++) {
    const code = field.charCodeAt(index);
    const value = code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 90 ? code - 55 : 0;
    sum += value * ([7, 3, 1][index % 3] ?? 0);
  }
  return String(sum % 10);
}
