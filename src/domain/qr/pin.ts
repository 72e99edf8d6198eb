/**
 * Device PIN helpers (spec 1 section 2.8; security reference section 1.6).
 *
 * THREAT MODEL: the 4-digit PIN is a UX gate, not a security boundary. Only 10^4 PINs exist, so
 * anyone who copies the wrapped key out of IndexedDB can try them all offline in seconds no matter
 * how the key is derived. The PIN keeps a casual person holding an unlocked phone from showing the
 * gate code. What actually limits damage is that the device key only signs for one short-lived,
 * revocable credential (section 2.2), and that MAX_PIN_ATTEMPTS wrong entries wipe the wrapped key,
 * requiring re-enrolment through sign-in.
 *
 * Key derivation: iterated SHA-512 (nacl.hash), which is available everywhere tweetnacl runs:
 *   h_1 = SHA-512('estate-pin-v1' || u32 BE iterations || salt || UTF-8 pin)
 *   h_i = SHA-512(h_{i-1} || salt)            for i = 2..iterations
 *   wrapKey = first 32 bytes of h_iterations
 * The secret key is then sealed with nacl.secretbox under wrapKey and a random 24-byte nonce;
 * secretbox authentication also tells a wrong PIN apart (open fails).
 */
import nacl from 'tweetnacl';
import { concatBytes, fromBase64Url, toBase64Url, u32be, utf8 } from './bytes';

/** Consecutive wrong PINs allowed; the 10th failure wipes the wrapped key (NIST 800-63B 5.2.11). */
export const MAX_PIN_ATTEMPTS = 10;
/**
 * 5,000 rounds (about 20 ms in the worker on a mid-range phone) keep "PIN accepted to first QR
 * drawn" under 100 ms. More rounds would not change the threat model above: 10^4 PINs stay cheap to
 * try offline whatever the count. Wrapped keys record their own count, so older ones still open.
 */
export const PIN_HASH_ITERATIONS = 5_000;
export const PIN_SALT_BYTES = 16;
const PIN_DOMAIN_TAG = 'estate-pin-v1';
const MAX_ITERATIONS = 1_000_000;

/** Exactly 4 ASCII digits. */
export function isValidPin(pin: string): boolean {
  return /^[0-9]{4}$/.test(pin);
}

/** Common PINs the create-PIN screen may warn about (reference section 1.6 blocklist). */
export const WEAK_PINS: readonly string[] = [
  '0000',
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7777',
  '8888',
  '9999',
  '1234',
  '4321',
  '1212',
  '0123',
  '6969',
  '2580',
  '1004',
  '2000',
  '1122',
  '1313',
];

export function isWeakPin(pin: string): boolean {
  return WEAK_PINS.includes(pin);
}

export function deriveWrapKey(pin: string, salt: Uint8Array, iterations: number = PIN_HASH_ITERATIONS): Uint8Array {
  if (!isValidPin(pin)) throw new RangeError('PIN must be exactly 4 digits');
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new RangeError('iterations out of range');
  }
  let h = nacl.hash(concatBytes(utf8(PIN_DOMAIN_TAG), u32be(iterations), salt, utf8(pin)));
  const buf = new Uint8Array(h.length + salt.length);
  buf.set(salt, h.length);
  for (let i = 1; i < iterations; i++) {
    buf.set(h, 0);
    h = nacl.hash(buf);
  }
  return h.slice(0, nacl.secretbox.keyLength);
}

/** Storable (IndexedDB) form of a PIN-wrapped device secret key; byte fields are base64url. */
export interface WrappedSecretKey {
  readonly v: 1;
  readonly iterations: number;
  readonly salt: string;
  readonly nonce: string;
  readonly box: string;
}

export function wrapSecretKey(secretKey: Uint8Array, pin: string, iterations: number = PIN_HASH_ITERATIONS): WrappedSecretKey {
  const salt = nacl.randomBytes(PIN_SALT_BYTES);
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const key = deriveWrapKey(pin, salt, iterations);
  const box = nacl.secretbox(secretKey, nonce, key);
  key.fill(0);
  return { v: 1, iterations, salt: toBase64Url(salt), nonce: toBase64Url(nonce), box: toBase64Url(box) };
}

/** The secret key, or null for a wrong PIN or a damaged record. */
export function unwrapSecretKey(wrapped: WrappedSecretKey, pin: string): Uint8Array | null {
  if (wrapped.v !== 1 || !isValidPin(pin)) return null;
  const salt = fromBase64Url(wrapped.salt);
  const nonce = fromBase64Url(wrapped.nonce);
  const box = fromBase64Url(wrapped.box);
  if (!salt || !nonce || !box || nonce.length !== nacl.secretbox.nonceLength) return null;
  let key: Uint8Array;
  try {
    key = deriveWrapKey(pin, salt, wrapped.iterations);
  } catch {
    return null;
  }
  const out = nacl.secretbox.open(box, nonce, key);
  key.fill(0);
  return out;
}

export interface PinAttemptState {
  readonly failedAttempts: number;
  /** True once MAX_PIN_ATTEMPTS consecutive failures: delete the wrapped key, re-enrol via sign-in. */
  readonly wipe: boolean;
  readonly attemptsLeft: number;
}

/** State after one more wrong PIN (a correct PIN resets the count to 0). */
export function afterFailedPin(failedAttempts: number): PinAttemptState {
  const n = Math.max(0, Math.floor(failedAttempts)) + 1;
  return { failedAttempts: n, wipe: n >= MAX_PIN_ATTEMPTS, attemptsLeft: Math.max(0, MAX_PIN_ATTEMPTS - n) };
}
