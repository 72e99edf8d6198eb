import type { IdentityReadResult } from './identity-documents';
import { validateSaId } from './sa-id';

/**
 * The PDF417 barcode on the back of a South African driving licence card (reference
 * "security-and-payments" 4.3; unofficial, reverse-engineered): 720 bytes, a 6-byte header whose
 * first 4 bytes name the version (v1 01 e1 02 45, v2 01 9b 09 45), then five 128-byte blocks and
 * one of 74, each raised to the published RSA public key ("decrypted": m = c^e mod n). The keys
 * are public, so a read proves nothing about authenticity: data capture only. Pure: no DOM.
 */

/** The published public keys (PKCS#1 RSAPublicKey, base64 DER) for each version and block size. */
const KEYS = {
  v1: {
    128: 'MIGXAoGBAP7S4cJ+M2MxbncxenpSxUmBOVGGvkl0dgxyUY1j4FRKSNCIszLFsMNwx2XWXZg8H53gpCsxDMwHrncL0rYdak3M6sdXaJvcv2CEePrzEvYIfMSWw3Ys9cRlHK7No0mfrn7bfrQOPhjrMEFw6R7VsVaqzm9DLW7KbMNYUd6MZ49nAhEAu3l//ex/nkLJ1vebE3BZ2w==',
    74: 'MGACSwD/POxrX0Djw2YUUbn8+u866wbcIynA5vTczJJ5cmcWzhW74F7tLFcRvPj1tsj3J221xDv6owQNwBqxS5xNFvccDOXqlT8MdUxrFwIRANsFuoItmswz+rfY9Cf5zmU=',
  },
  v2: {
    128: 'MIGWAoGBAMqfGO9sPz+kxaRh/qVKsZQGul7NdG1gonSS3KPXTjtcHTFfexA4MkGAmwKeu9XeTRFgMMxX99WmyaFvNzuxSlCFI/foCkx0TZCFZjpKFHLXryxWrkG1Bl9++gKTvTJ4rWk1RvnxYhm3n/Rxo2NoJM/822Oo7YBZ5rmk8NuJU4HLAhAYcJLaZFTOsYU+aRX4RmoF',
    74: 'MF8CSwC0BKDfEdHKz/GhoEjU1XP5U6YsWD10klknVhpteh4rFAQlJq9wtVBUc5DqbsdI0w/bga20kODDahmGtASy9fae9dobZj5ZUJEw5wIQMJz+2XGf4qXiDJu0R2U4Kw==',
  },
} as const;

const HEADERS = { v1: [0x01, 0xe1, 0x02, 0x45], v2: [0x01, 0x9b, 0x09, 0x45] } as const;
export type LicenceVersion = keyof typeof HEADERS;
export type RsaPublicKey = { n: bigint; e: bigint };

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function toBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let index = length - 1; index >= 0; index--) {
    out[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

/** A PKCS#1 RSAPublicKey (DER: SEQUENCE { INTEGER n, INTEGER e }). */
export function parseRsaPublicKey(der: Uint8Array): RsaPublicKey {
  let at = 0;
  const length = (): number => {
    const first = der[at++] ?? 0;
    if (first < 0x80) return first;
    let value = 0;
    for (let count = first & 0x7f; count > 0; count--) value = (value << 8) | (der[at++] ?? 0);
    return value;
  };
  const integer = (): bigint => {
    if (der[at++] !== 0x02) throw new Error('RSAPublicKey: INTEGER expected');
    const size = length();
    const value = toBigInt(der.subarray(at, at + size));
    at += size;
    return value;
  };
  if (der[at++] !== 0x30) throw new Error('RSAPublicKey: SEQUENCE expected');
  length();
  const n = integer();
  return { n, e: integer() };
}

/** base^exponent mod modulus by square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** The public key of a version's 128- or 74-byte blocks. */
export function licenceKey(version: LicenceVersion, block: 128 | 74): RsaPublicKey {
  return parseRsaPublicKey(base64Bytes(KEYS[version][block]));
}

/** The card's version from its header; null when it is not a licence barcode. */
export function licenceVersion(raw: Uint8Array): LicenceVersion | null {
  for (const version of ['v1', 'v2'] as const) if (HEADERS[version].every((byte, index) => raw[index] === byte)) return version;
  return null;
}

const BLOCKS = [128, 128, 128, 128, 128, 74] as const;
const HEADER_BYTES = 6;

/** The 714 bytes after the header, each block raised to its public key; null when `raw` is not 720 bytes of a known version. */
export function decryptLicence(raw: Uint8Array): Uint8Array | null {
  const version = licenceVersion(raw);
  if (raw.length !== 720 || !version) return null;
  const out = new Uint8Array(raw.length - HEADER_BYTES);
  let at = HEADER_BYTES;
  for (const size of BLOCKS) {
    const key = licenceKey(version, size);
    const block = modPow(toBigInt(raw.subarray(at, at + size)), key.e, key.n);
    out.set(toBytes(block, size), at - HEADER_BYTES);
    at += size;
  }
  return out;
}

/**
 * The barcode's bytes from a reader that returns text: ZXing decodes PDF417 byte compaction as
 * ISO-8859-1 through the browser's TextDecoder, which (WHATWG) is windows-1252, so 0x80-0x9F
 * come back as other characters: mapped back here.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
export function bytesFromLatin1Text(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    const high = WINDOWS_1252_HIGH.indexOf(char);
    return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : high >= 0 ? 0x80 + high : code & 0xff;
  });
}

/** What the licence says; dates 'YYYY-MM-DD'. */
export type DrivingLicenceDetails = {
  surname: string;
  initials: string;
  idNumber: string;
  idCountryOfIssue: string;
  licenceCountryOfIssue: string;
  licenceNumber: string;
  /** Vehicle codes (A, B, EB, C1...), up to four. */
  vehicleCodes: string[];
  vehicleRestrictions: string[];
  /** Issue date of each vehicle code. */
  codeIssueDates: string[];
  /** Two digits, each 0 none, 1 glasses or contact lenses, 2 artificial limb. */
  driverRestrictions: string;
  prdpCode: string;
  prdpExpiry: string | null;
  issueNumber: string;
  birthDate: string | null;
  validFrom: string | null;
  validTo: string | null;
  gender: 'M' | 'F';
};

const DELIMIT = 0xe0;
const END_OF_GROUP = 0xe1;

/**
 * The decrypted layout (ugommirikwe/sa-license-decoder SPEC.md, read leniently as it asks):
 * after the 0x82 marker and one byte, strings ended by 0xe0 (or 0xe1 for an empty rest of a
 * group): 4 vehicle codes, surname, initials, [PrDP code], ID country, licence country,
 * 4 vehicle restrictions, licence number; the 13-character ID number; the ID type byte; then
 * nibbles up to 0x57: 4 code issue dates, driver restrictions, PrDP expiry, issue number,
 * birth date, valid from, valid to, gender (01 male, 02 female). A date is 8 nibbles YYYYMMDD,
 * or the single nibble 0xa when absent.
 */
export function parseDecryptedLicence(data: Uint8Array): DrivingLicenceDetails | null {
  const start = data.indexOf(0x82);
  if (start < 0) return null;
  let at = start + 2;
  const text = (): { value: string; delimiter: number } => {
    let value = '';
    while (at < data.length) {
      const byte = data[at++] ?? DELIMIT;
      if (byte === DELIMIT || byte === END_OF_GROUP) return { value, delimiter: byte };
      value += String.fromCharCode(byte);
    }
    throw new RangeError('licence: string past the end');
  };
  const group = (size: number): string[] => {
    const values: string[] = [];
    for (let index = 0; index < size; index++) {
      const { value, delimiter } = text();
      if (value) values.push(value);
      if (delimiter === END_OF_GROUP) {
        // 0xe1 after a value ends it and the group; alone, it stands for the rest of the group.
        break;
      }
    }
    return values;
  };
  try {
    const vehicleCodes = group(4);
    const surname = text().value;
    const initialsRead = text();
    const prdpCode = initialsRead.delimiter === DELIMIT ? text().value : '';
    const idCountryOfIssue = text().value;
    const licenceCountryOfIssue = text().value;
    const vehicleRestrictions = group(4);
    const licenceNumber = text().value;
    const idNumber = String.fromCharCode(...data.subarray(at, at + 13));
    at += 14; // the ID number, then its type (02: South African ID)
    const nibbles: number[] = [];
    while (at < data.length && data[at] !== 0x57) {
      const byte = data[at++] ?? 0;
      nibbles.push(byte >> 4, byte & 0x0f);
    }
    const next = () => {
      const nibble = nibbles.shift();
      if (nibble === undefined) throw new RangeError('licence: nibbles past the end');
      return nibble;
    };
    const date = (): string | null => {
      const first = next();
      if (first === 0x0a) return null;
      const digits = [first, ...Array.from({ length: 7 }, next)].join('');
      return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
    };
    const codeIssueDates = Array.from({ length: 4 }, date).filter((d): d is string => d !== null);
    const driverRestrictions = `${next()}${next()}`;
    const prdpExpiry = date();
    const issueNumber = `${next()}${next()}`;
    const birthDate = date();
    const validFrom = date();
    const validTo = date();
    const gender = `${next()}${next()}` === '02' ? 'F' : 'M';
    if (!surname || !/^[0-9A-Z]{13}$/.test(idNumber)) return null;
    return {
      surname,
      initials: initialsRead.value,
      idNumber,
      idCountryOfIssue,
      licenceCountryOfIssue,
      licenceNumber,
      vehicleCodes,
      vehicleRestrictions,
      codeIssueDates,
      driverRestrictions,
      prdpCode,
      prdpExpiry,
      issueNumber,
      birthDate,
      validFrom,
      validTo,
      gender,
    };
  } catch {
    return null;
  }
}

/**
 * The barcode's raw bytes as form fields for the person to confirm: surname, ID number (which
 * must pass the SA ID check when South African), birth date, gender, licence number and expiry,
 * and the licence's own details (codes, validity). Initials are not a first name: left to type.
 */
export function readDrivingLicence(raw: Uint8Array, today: Date = new Date()): IdentityReadResult {
  const decrypted = decryptLicence(raw);
  const details = decrypted ? parseDecryptedLicence(decrypted) : null;
  if (!details) return { ok: false, error: { kind: 'unreadable' } };
  const southAfrican = /^\d{13}$/.test(details.idNumber);
  if (southAfrican && !validateSaId(details.idNumber, today).valid) return { ok: false, error: { kind: 'idNumberInvalid' } };
  const lastName = details.surname.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_whole, lead: string, letter: string) => lead + letter.toUpperCase());
  return {
    ok: true,
    fields: {
      lastName,
      ...(southAfrican ? { idNumber: details.idNumber } : {}),
      ...(details.birthDate ? { dateOfBirth: details.birthDate } : {}),
      sex: details.gender,
      documentNumber: details.licenceNumber,
      ...(details.validTo ? { expiryDate: details.validTo } : {}),
      licence: details,
    },
  };
}
