/**
 * Small-order Ed25519 public keys, refused at enrolment. Pure byte checks with no crypto library, kept in
 * the contract because its device-key schema uses them (src/contract/gate.ts); the gate-code library imports them from here.
 *
 * A small-order key (the identity, the points of order 2, 4 and 8, and their non-canonical
 * encodings) lets anyone forge signatures that tweetnacl accepts: with A the identity, R = the
 * identity and S = 0 verify for every message. Such keys are refused wherever a device key is
 * accepted: the contract, enrolment on the server, and credential decoding on the guard. The
 * list is libsodium's blocklist (ge25519_has_small_order, crypto_core/ed25519/ref10): seven
 * y-coordinates compared with the x-sign bit cleared, so each covers both encodings of its
 * point; p-1, p and p+1 are the ones at the top of the field. Encodings with y >= p
 * (non-canonical) are refused too, as libsodium's crypto_sign_verify_detached does.
 */
import { fromBase64Url } from './base64url';

const hex = (s: string): Uint8Array => Uint8Array.from(s.match(/../g) ?? [], (b) => parseInt(b, 16));

/** libsodium's small-order blocklist (byte 31 compared without its top bit). */
const SMALL_ORDER_Y: readonly Uint8Array[] = [
  // 0 (order 4)
  hex('0000000000000000000000000000000000000000000000000000000000000000'),
  // 1 (order 1: the identity)
  hex('0100000000000000000000000000000000000000000000000000000000000000'),
  // order 8
  hex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'),
  // order 8
  hex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a'),
  // p-1 (order 2)
  hex('ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'),
  // p (= 0, order 4, non-canonical)
  hex('edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'),
  // p+1 (= 1, order 1, non-canonical)
  hex('eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'),
];

/** True when the 32-byte encoding is one of the small-order points (either x sign). */
export function hasSmallOrder(key: Uint8Array): boolean {
  if (key.length !== 32) return false;
  return SMALL_ORDER_Y.some((bad) => {
    let diff = ((key[31] ?? 0) & 0x7f) ^ (bad[31] ?? 0);
    for (let i = 0; i < 31; i++) diff |= (key[i] ?? 0) ^ (bad[i] ?? 0);
    return diff === 0;
  });
}

/** True when y (the low 255 bits, little-endian) is below p = 2^255 - 19. */
export function isCanonicalPoint(key: Uint8Array): boolean {
  if (key.length !== 32) return false;
  if (((key[31] ?? 0) & 0x7f) !== 0x7f) return true;
  for (let i = 30; i > 0; i--) if (key[i] !== 0xff) return true;
  return (key[0] ?? 0) < 0xed;
}

/** A device public key the gate accepts: 32 bytes, canonical, not of small order. */
export function isAcceptableDeviceKey(key: Uint8Array): boolean {
  return key.length === 32 && isCanonicalPoint(key) && !hasSmallOrder(key);
}

/** The same check on base64url text (contract and server). */
export function isAcceptableDeviceKeyText(devicePub: string): boolean {
  const key = fromBase64Url(devicePub);
  return key !== null && isAcceptableDeviceKey(key);
}
