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
 * Key derivation, recorded in each wrapped key as `v` (the scheme), with its salt and iteration count:
 *   v: 2, 'estate-pin-v2' (new keys): WebCrypto's native PBKDF2-HMAC-SHA-512,
 *     wrapKey = PBKDF2(password = UTF-8 pin, salt = 'estate-pin-v2' || salt, iterations, 256 bits)
 *     crypto.subtle with PBKDF2 and SHA-512 exists in the workers of every browser the app runs in
 *     (a service worker already needs the secure context it asks for); where it is missing, new
 *     keys fall back to v1.
 *   v: 1, 'estate-pin-v1' (keys wrapped before issue 30; still opened): iterated SHA-512 (nacl.hash),
 *     h_1 = SHA-512('estate-pin-v1' || u32 BE iterations || salt || UTF-8 pin)
 *     h_i = SHA-512(h_{i-1} || salt)            for i = 2..iterations
 *     wrapKey = first 32 bytes of h_iterations
 *   A v1 key opened with the right PIN is wrapped again under v2 (needsRewrap; the screen stores
 *   the new record only if the old one is still there, in one transaction), so only the first
 *   unlock after the update pays for the JavaScript hash.
 * The secret key is then sealed with nacl.secretbox under wrapKey and a random 24-byte nonce;
 * secretbox authentication also tells a wrong PIN apart (open fails).
 */
import nacl from 'tweetnacl';
import { bytesEqual, concatBytes, fromBase64Url, toBase64Url, u32be, utf8 } from './bytes';

/** Consecutive wrong PINs allowed; the 10th failure wipes the wrapped key (NIST 800-63B 5.2.11). */
export const MAX_PIN_ATTEMPTS = 10;
/**
 * 5,000 rounds for either scheme. v2's native PBKDF2 takes a few ms in a worker (each of its rounds
 * is an HMAC, two SHA-512 blocks, so an attacker does twice v1's work per round); v1's JavaScript
 * hash took 19-27 ms warm and 83-137 ms cold, most of "PIN accepted to first QR drawn". More rounds
 * would not change the threat model above: 10^4 PINs stay cheap to try offline whatever the count.
 * Wrapped keys record their own scheme and count, so older ones still open.
 */
export const PIN_HASH_ITERATIONS = 5_000;
export const PIN_SALT_BYTES = 16;
/** The scheme new keys are wrapped under (`WrappedSecretKey.v`). */
export type PinScheme = 1 | 2;
const PIN_V1_TAG = 'estate-pin-v1';
const PIN_V2_TAG = 'estate-pin-v2';
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

function checkDerivationInput(pin: string, iterations: number): void {
  if (!isValidPin(pin)) throw new RangeError('PIN must be exactly 4 digits');
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new RangeError('iterations out of range');
  }
}

/** The 'estate-pin-v1' wrap key: iterated nacl.hash (see the file comment). */
export function deriveWrapKeyV1(pin: string, salt: Uint8Array, iterations: number = PIN_HASH_ITERATIONS): Uint8Array {
  checkDerivationInput(pin, iterations);
  let h = nacl.hash(concatBytes(utf8(PIN_V1_TAG), u32be(iterations), salt, utf8(pin)));
  const buf = new Uint8Array(h.length + salt.length);
  buf.set(salt, h.length);
  for (let i = 1; i < iterations; i++) {
    buf.set(h, 0);
    h = nacl.hash(buf);
  }
  return h.slice(0, nacl.secretbox.keyLength);
}

/** WebCrypto here (a worker, a page in a secure context, Node 20+), or null. */
function subtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/** The scheme wrapSecretKey uses here: v2 where WebCrypto is, v1 otherwise. */
export function currentPinScheme(): PinScheme {
  return subtle() ? 2 : 1;
}

/** The 'estate-pin-v2' wrap key: native PBKDF2-HMAC-SHA-512 (see the file comment). Rejects without WebCrypto. */
export async function deriveWrapKeyV2(pin: string, salt: Uint8Array, iterations: number = PIN_HASH_ITERATIONS): Promise<Uint8Array> {
  checkDerivationInput(pin, iterations);
  const crypto = subtle();
  if (!crypto) throw new Error('WebCrypto is not available');
  const password = Uint8Array.from(utf8(pin));
  const base = await crypto.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
  password.fill(0);
  const bits = await crypto.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt: Uint8Array.from(concatBytes(utf8(PIN_V2_TAG), salt)), iterations },
    base,
    nacl.secretbox.keyLength * 8,
  );
  return new Uint8Array(bits);
}

function deriveWrapKey(scheme: PinScheme, pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  return scheme === 2 ? deriveWrapKeyV2(pin, salt, iterations) : Promise.resolve(deriveWrapKeyV1(pin, salt, iterations));
}

/** Storable (IndexedDB) form of a PIN-wrapped device secret key; byte fields are base64url. */
export interface WrappedSecretKey {
  /** The key derivation: 1 'estate-pin-v1' (iterated SHA-512), 2 'estate-pin-v2' (PBKDF2-SHA-512). */
  readonly v: PinScheme;
  readonly iterations: number;
  readonly salt: string;
  readonly nonce: string;
  readonly box: string;
}

export async function wrapSecretKey(
  secretKey: Uint8Array,
  pin: string,
  iterations: number = PIN_HASH_ITERATIONS,
  scheme: PinScheme = currentPinScheme(),
): Promise<WrappedSecretKey> {
  const salt = nacl.randomBytes(PIN_SALT_BYTES);
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const key = await deriveWrapKey(scheme, pin, salt, iterations);
  const box = nacl.secretbox(secretKey, nonce, key);
  key.fill(0);
  return { v: scheme, iterations, salt: toBase64Url(salt), nonce: toBase64Url(nonce), box: toBase64Url(box) };
}

/** The secret key, or null for a wrong PIN or a damaged record. */
export async function unwrapSecretKey(wrapped: WrappedSecretKey, pin: string): Promise<Uint8Array | null> {
  if ((wrapped.v !== 1 && wrapped.v !== 2) || !isValidPin(pin)) return null;
  const salt = fromBase64Url(wrapped.salt);
  const nonce = fromBase64Url(wrapped.nonce);
  const box = fromBase64Url(wrapped.box);
  if (!salt || !nonce || !box || nonce.length !== nacl.secretbox.nonceLength) return null;
  let key: Uint8Array;
  try {
    key = await deriveWrapKey(wrapped.v, pin, salt, wrapped.iterations);
  } catch {
    return null;
  }
  const out = nacl.secretbox.open(box, nonce, key);
  key.fill(0);
  return out;
}

/** True for a key wrapped under an older scheme than this device's: wrap it again once the PIN opened it. */
export function needsRewrap(wrapped: WrappedSecretKey): boolean {
  return wrapped.v < currentPinScheme();
}

/**
 * `secretKey` (just opened with `pin`) wrapped again under the current scheme, checked to open
 * with the same PIN to the same bytes; null when the check fails (keep the old record then).
 */
export async function rewrapSecretKey(secretKey: Uint8Array, pin: string): Promise<WrappedSecretKey | null> {
  const wrapped = await wrapSecretKey(secretKey, pin, PIN_HASH_ITERATIONS);
  const back = await unwrapSecretKey(wrapped, pin);
  const same = back !== null && bytesEqual(back, secretKey);
  back?.fill(0);
  return same ? wrapped : null;
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
