/**
 * Rotating gate payload, format 2 (security reference section 2.2, step 3).
 *
 * Each time the screen draws a code (every refresh interval) the device takes `t = floor(unixSec)`,
 * the code's time in whole seconds of server-corrected time (src/sync/clock.ts), and signs with
 * its Ed25519 key:
 *
 *   deviceSig = nacl.sign.detached('estate-gate-v2' || credId(16) || t(u64 BE) || estateId(u32 BE), deviceSecretKey)
 *
 * t is absolute, not a step count: the guard accepts it while |t - now| is within the estate's
 * window whatever refresh interval either device last synced.
 *
 * Bytes (integers big-endian):
 *
 *   offset  size  field
 *   0       2     header: 0xC89F plain, 0xE05A sealed (Base45 'EGP' / 'EGS', so the text starts so)
 *   2       64    deviceSig
 *   66      ..    body = credential (canonical, credential.ts: 72 bytes for estate ids below 128)
 *                        || issuerSig(64) || t(u32)
 *
 * Sealed: body XOR XSalsa20(qrCodeKey, nonce = deviceSig[0..24]), i.e. nacl.secretbox's
 * ciphertext without its 16-byte Poly1305 tag. No nonce travels: it is the first 24 bytes of
 * the device signature (its R point, derived from the device secret and the signed message), so
 * two payloads share a nonce only when they share (credential, t), and then their plaintexts are
 * identical too (a credId names exactly one credential and Ed25519 is deterministic): no two
 * different plaintexts are ever sealed under one nonce. The tag is left out because every byte it
 * would protect is signed: the credential by the issuer, credId/t/estate by the device; a changed
 * byte fails a signature or the canonical decoding. Encryption only hides the payload from
 * onlookers (every resident device holds qrCodeKey).
 *
 * QR text: Base45 (RFC 9285) of the bytes, which QR codes hold in alphanumeric mode: 206 bytes,
 * 309 characters, QR version 10 at level M (311 characters) for estate ids below 16384. No
 * location is ever included. Format 1 ('EG1.' + base64url, 391 characters, version 15) is not
 * read any more: its codes rotate every refresh interval and its credentials were replaced.
 */
import nacl from 'tweetnacl';
import { fromBase45, toBase45 } from './base45';
import { ByteReader, concatBytes, fromBase64Url, isU32, toBase64Url, u32be, u64be, utf8 } from './bytes';
import { encodeCredential, readCredential, type Credential, type SignedCredential } from './credential';

export const GATE_DOMAIN_TAG = 'estate-gate-v2';
/** Format-2 headers (u16): their Base45 text is 'EGP' and 'EGS'. */
export const HEADER_PLAIN = 0xc89f;
export const HEADER_SEALED = 0xe05a;
export const HEADER_BYTES = 2;
/** Where the device signature sits in the payload bytes. */
export const DEVICE_SIGNATURE_OFFSET = HEADER_BYTES;
export const BODY_OFFSET = DEVICE_SIGNATURE_OFFSET + nacl.sign.signatureLength;
/** Longest QR text decodePayload will look at (a version-40 code holds fewer characters). */
export const MAX_PAYLOAD_TEXT = 4296;

/** A code's time t: whole seconds of server-corrected time. */
export function codeTime(nowSec: number): number {
  return Math.floor(nowSec);
}

/** Message the device signs for time step t. */
export function deviceSigningMessage(credId: Uint8Array, t: number, estateId: number): Uint8Array {
  return concatBytes(utf8(GATE_DOMAIN_TAG), credId, u64be(t), u32be(estateId));
}

/** True when the 64-byte device secret key belongs to the credential's devicePub. */
export function deviceKeyMatches(credential: Credential, deviceSecretKey: Uint8Array): boolean {
  if (deviceSecretKey.length !== nacl.sign.secretKeyLength) return false;
  const pub = nacl.sign.keyPair.fromSecretKey(deviceSecretKey).publicKey;
  return toBase64Url(pub) === credential.devicePub;
}

/** The sealing nonce of a payload: the first 24 bytes of its device signature. */
export function payloadNonce(deviceSignature: Uint8Array): Uint8Array {
  if (deviceSignature.length !== nacl.sign.signatureLength) throw new RangeError('device signature must be 64 bytes');
  return deviceSignature.slice(0, nacl.secretbox.nonceLength);
}

/** data XOR the XSalsa20 key stream that nacl.secretbox applies to a message (from byte 32 on). */
function xsalsa20Xor(data: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array {
  const stream = nacl.secretbox(new Uint8Array(data.length), nonce, key).subarray(nacl.secretbox.overheadLength);
  return data.map((b, i) => b ^ (stream[i] ?? 0));
}

export interface PayloadEncryption {
  /** The estate's 32-byte qrCodeKey. */
  readonly qrCodeKey: Uint8Array;
}

export interface EncodePayloadInput {
  readonly signed: SignedCredential;
  /** 64-byte Ed25519 secret key of the device. */
  readonly deviceSecretKey: Uint8Array;
  /** Server-corrected time, epoch seconds. */
  readonly nowSec: number;
  /** Omit (or null) when the estate has encryption disabled. */
  readonly encryption?: PayloadEncryption | null;
}

/** A payload for one time step before its device signature: what the device signs and the body it carries. */
export interface UnsignedPayload {
  /** deviceSigningMessage of the credential and t. */
  readonly message: Uint8Array;
  /** credential || issuerSig || t, in the clear. */
  readonly body: Uint8Array;
  readonly qrCodeKey: Uint8Array | null;
}

/** The signing message and body of the code for the time step of `nowSec`; throws on a malformed credential or key. */
export function unsignedPayload(input: Omit<EncodePayloadInput, 'deviceSecretKey'>): UnsignedPayload {
  const t = codeTime(input.nowSec);
  if (!isU32(t)) throw new RangeError('code time out of range');
  const { signed } = input;
  const credential = encodeCredential(signed.credential);
  const issuerSig = fromBase64Url(signed.signature);
  const credId = fromBase64Url(signed.credential.credId);
  if (!issuerSig || issuerSig.length !== nacl.sign.signatureLength || !credId) throw new RangeError('malformed signed credential');
  const key = input.encryption?.qrCodeKey ?? null;
  if (key && key.length !== nacl.secretbox.keyLength) throw new RangeError('qrCodeKey must be 32 bytes');
  return { message: deviceSigningMessage(credId, t, signed.credential.estateId), body: concatBytes(credential, issuerSig, u32be(t)), qrCodeKey: key };
}

/** The payload bytes of `unsigned` with the device's signature of its message (sealed when it has a qrCodeKey). */
export function signedPayloadBytes(unsigned: UnsignedPayload, deviceSig: Uint8Array): Uint8Array {
  const key = unsigned.qrCodeKey;
  const header = key ? HEADER_SEALED : HEADER_PLAIN;
  return concatBytes(Uint8Array.of(header >> 8, header & 0xff), deviceSig, key ? xsalsa20Xor(unsigned.body, payloadNonce(deviceSig), key) : unsigned.body);
}

/** The payload bytes for the current time step, signed with tweetnacl (exported for tests and tooling). */
export function encodePayloadBytes(input: EncodePayloadInput): Uint8Array {
  if (input.deviceSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('device secret key must be 64 bytes');
  const unsigned = unsignedPayload(input);
  return signedPayloadBytes(unsigned, nacl.sign.detached(unsigned.message, input.deviceSecretKey));
}

/** The QR text (Base45) for the current time step. */
export function encodePayload(input: EncodePayloadInput): string {
  return toBase45(encodePayloadBytes(input));
}

/** The payload bytes carried by QR text; null when it is not Base45. */
export function payloadBytes(text: string): Uint8Array | null {
  return text.length > MAX_PAYLOAD_TEXT ? null : fromBase45(text);
}

export interface DecodedPayload {
  readonly credential: Credential;
  /** Canonical credential bytes as carried in the code. */
  readonly credentialBytes: Uint8Array;
  readonly issuerSignature: Uint8Array;
  readonly t: number;
  readonly deviceSignature: Uint8Array;
  readonly sealed: boolean;
  /** The sealing nonce when sealed (derived from the device signature). */
  readonly nonce: Uint8Array | null;
}

/**
 * Parses payload bytes. With `qrCodeKey` the code must be sealed and is opened under that key;
 * without it the code must be plain (no silent downgrade either way). Null when malformed.
 */
export function decodePayloadBytes(bytes: Uint8Array, options: { qrCodeKey?: Uint8Array | null } = {}): DecodedPayload | null {
  if (bytes.length < BODY_OFFSET) return null;
  const header = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
  const key = options.qrCodeKey ?? null;
  if (key && (header !== HEADER_SEALED || key.length !== nacl.secretbox.keyLength)) return null;
  if (!key && header !== HEADER_PLAIN) return null;
  const deviceSignature = bytes.slice(DEVICE_SIGNATURE_OFFSET, BODY_OFFSET);
  const nonce = key ? payloadNonce(deviceSignature) : null;
  const body = key && nonce ? xsalsa20Xor(bytes.subarray(BODY_OFFSET), nonce, key) : bytes.subarray(BODY_OFFSET);
  const r = new ByteReader(body);
  const cred = readCredential(r);
  const issuerSignature = r.take(nacl.sign.signatureLength);
  const t = r.u32();
  if (!cred || !issuerSignature || t === null || r.remaining !== 0) return null;
  return {
    credential: cred.credential,
    credentialBytes: cred.bytes,
    issuerSignature: issuerSignature.slice(),
    t,
    deviceSignature,
    sealed: key !== null,
    nonce,
  };
}

/** Parses QR text (Base45); see decodePayloadBytes. */
export function decodePayload(text: string, options: { qrCodeKey?: Uint8Array | null } = {}): DecodedPayload | null {
  const bytes = payloadBytes(text);
  return bytes ? decodePayloadBytes(bytes, options) : null;
}
