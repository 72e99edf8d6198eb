import crypto from 'node:crypto';

/**
 * Password hashing: scrypt with N=2^17, r=8, p=1 (OWASP / ASVS 5.0 appendix C), a 16-byte
 * random salt and a 32-byte key. Stored as `scrypt$17$8$1$<salt b64>$<hash b64>` so the
 * parameters travel with the hash and can be raised later.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Node refuses N=2^17 with the default 32 MiB limit (128 * N * r = 128 MiB is needed). */
const MAX_MEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, keyLength, { N: 2 ** logN, r, p, maxmem: MAX_MEM }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, LOG2_N, R, P, KEY_LENGTH);
  return `scrypt$${LOG2_N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Timing-safe check of a password against a stored hash. False for a hash it cannot parse (an
 * account without a local password, UNUSABLE_PASSWORD_HASH), after the same scrypt work as a real
 * check, so the answer's timing does not tell such accounts apart.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    await dummyVerify(password);
    return false;
  }
  const actual = await scrypt(password, parsed.salt, parsed.logN, parsed.r, parsed.p, parsed.expected.length);
  return crypto.timingSafeEqual(actual, parsed.expected);
}

function parseHash(stored: string): { logN: number; r: number; p: number; salt: Buffer; expected: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return null;
  return { logN, r, p, salt, expected };
}

/** The password hash of an account whose password lives elsewhere (Firebase Auth): no password matches it. */
export const UNUSABLE_PASSWORD_HASH = '!no-local-password';

const DUMMY_HASH = `scrypt$${LOG2_N}$${R}$${P}$${Buffer.alloc(SALT_LENGTH, 7).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Spends the same work as a real verify (unknown e-mail), so timing does not reveal accounts. */
export async function dummyVerify(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}

/** Length in code points, so an emoji counts as one character. */
export function isPasswordLongEnough(password: string, minLength: number): boolean {
  return [...password].length >= minLength;
}
