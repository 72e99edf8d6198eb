/**
 * Rotating gate payload (security reference section 2.2, step 3).
 *
 * Every step of `stepSec` seconds (default 2) the device computes `t = floor(unixSec / stepSec)`
 * and signs with its Ed25519 key:
 *
 *   deviceSig = nacl.sign.detached('estate-gate-v1' || credId(16) || t(u64 BE) || estateId(u32 BE), deviceSecretKey)
 *
 * Inner bytes (all integers big-endian):
 *
 *   credential body (canonical, see credential.ts) || issuerSig(64) || t(u32) || deviceSig(64)
 *
 * t travels as 4 bytes to keep the code small (fits until 2106 at a 1-second step); the signed
 * message uses 8 bytes as specified.
 *
 * Outer bytes: one header byte, then
 *   0x10 (plain):  inner
 *   0x11 (sealed): nonce(24) || nacl.secretbox(inner, nonce, qrCodeKey)
 *
 * QR text: 'EG1.' + base64url(outer), no padding. No location is ever included.
 *
 * Nonce (24 bytes) = qrCodeKeyIv[0..8) || sessionRandom(8) || counter(u64 BE).
 * The configured IV is only a prefix; 8 random bytes are drawn per device session (each worker
 * start) so two devices sharing the estate key and IV do not collide, and the counter
 * increments for every payload within the session and never wraps. Two sessions can only share
 * a nonce if their 64-bit random values collide (about 2^-64 per pair of sessions).
 * Encryption only hides the payload from onlookers; authenticity rests on the Ed25519
 * signatures, since every resident device holds qrCodeKey.
 */
import nacl from 'tweetnacl';
import { ByteReader, concatBytes, fromBase64Url, isU32, toBase64Url, u32be, u64be, utf8 } from './bytes';
import { encodeCredential, readCredential, type Credential, type SignedCredential } from './credential';

export const GATE_DOMAIN_TAG = 'estate-gate-v1';
export const PAYLOAD_PREFIX = 'EG1.';
export const DEFAULT_STEP_SEC = 2;
export const HEADER_PLAIN = 0x10;
export const HEADER_SEALED = 0x11;
export const NONCE_IV_PREFIX_BYTES = 8;
export const NONCE_SESSION_BYTES = 8;
export const NONCE_COUNTER_BYTES = 8;
/** Longest QR text decodePayload will look at (a version-40 code holds fewer bytes). */
export const MAX_PAYLOAD_TEXT = 4096;

const MAX_U64 = (1n << 64n) - 1n;

export function isValidStep(stepSec: number): boolean {
  return Number.isFinite(stepSec) && stepSec > 0;
}

/** t = floor(unixSec / stepSec). */
export function timeStep(nowSec: number, stepSec: number = DEFAULT_STEP_SEC): number {
  if (!isValidStep(stepSec)) throw new RangeError('stepSec must be a positive number');
  return Math.floor(nowSec / stepSec);
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

/**
 * Nonce generator for one device session: IV prefix (8 bytes) || session random (8) || counter (8).
 * The owner keeps the instance alive for the session; next() never returns the same value twice.
 */
export class NonceSequence {
  readonly prefix: Uint8Array;
  readonly session: Uint8Array;
  private counter: bigint;

  constructor(qrCodeKeyIv: Uint8Array, options: { sessionRandom?: Uint8Array; startCounter?: bigint } = {}) {
    if (qrCodeKeyIv.length < NONCE_IV_PREFIX_BYTES) throw new RangeError('qrCodeKeyIv must have at least 8 bytes');
    const session = options.sessionRandom ?? nacl.randomBytes(NONCE_SESSION_BYTES);
    if (session.length !== NONCE_SESSION_BYTES) throw new RangeError('sessionRandom must be 8 bytes');
    const start = options.startCounter ?? 0n;
    if (start < 0n || start > MAX_U64) throw new RangeError('startCounter out of range');
    this.prefix = qrCodeKeyIv.slice(0, NONCE_IV_PREFIX_BYTES);
    this.session = session.slice();
    this.counter = start;
  }

  /** Next counter value that would be used (persist it if the session is resumed). */
  get nextCounter(): bigint {
    return this.counter;
  }

  next(): Uint8Array {
    if (this.counter > MAX_U64) throw new RangeError('nonce counter exhausted; start a new session');
    const nonce = new Uint8Array(nacl.secretbox.nonceLength);
    nonce.set(this.prefix, 0);
    nonce.set(this.session, NONCE_IV_PREFIX_BYTES);
    new DataView(nonce.buffer).setBigUint64(NONCE_IV_PREFIX_BYTES + NONCE_SESSION_BYTES, this.counter, false);
    this.counter += 1n;
    return nonce;
  }
}

export interface PayloadEncryption {
  /** The estate's 32-byte qrCodeKey. */
  readonly qrCodeKey: Uint8Array;
  readonly nonces: NonceSequence;
}

export interface EncodePayloadInput {
  readonly signed: SignedCredential;
  /** 64-byte Ed25519 secret key of the device. */
  readonly deviceSecretKey: Uint8Array;
  readonly nowSec: number;
  readonly stepSec?: number;
  /** Omit (or null) when the estate has encryption disabled. */
  readonly encryption?: PayloadEncryption | null;
}

/** Builds the raw inner bytes for a given t (exported for tests and tooling). */
export function encodeInner(signed: SignedCredential, t: number, deviceSecretKey: Uint8Array): Uint8Array {
  if (!isU32(t)) throw new RangeError('time step out of range');
  if (deviceSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('device secret key must be 64 bytes');
  const body = encodeCredential(signed.credential);
  const issuerSig = fromBase64Url(signed.signature);
  const credId = fromBase64Url(signed.credential.credId);
  if (!issuerSig || issuerSig.length !== nacl.sign.signatureLength || !credId) {
    throw new RangeError('malformed signed credential');
  }
  const deviceSig = nacl.sign.detached(deviceSigningMessage(credId, t, signed.credential.estateId), deviceSecretKey);
  return concatBytes(body, issuerSig, u32be(t), deviceSig);
}

/** Wraps inner bytes as QR text, sealing them when encryption is given. */
export function sealInner(inner: Uint8Array, encryption?: PayloadEncryption | null): string {
  let outer: Uint8Array;
  if (encryption) {
    if (encryption.qrCodeKey.length !== nacl.secretbox.keyLength) throw new RangeError('qrCodeKey must be 32 bytes');
    const nonce = encryption.nonces.next();
    outer = concatBytes(Uint8Array.of(HEADER_SEALED), nonce, nacl.secretbox(inner, nonce, encryption.qrCodeKey));
  } else {
    outer = concatBytes(Uint8Array.of(HEADER_PLAIN), inner);
  }
  return PAYLOAD_PREFIX + toBase64Url(outer);
}

/** The QR text for the current time step. */
export function encodePayload(input: EncodePayloadInput): string {
  const t = timeStep(input.nowSec, input.stepSec ?? DEFAULT_STEP_SEC);
  return sealInner(encodeInner(input.signed, t, input.deviceSecretKey), input.encryption);
}

export interface DecodedPayload {
  readonly credential: Credential;
  /** Canonical credential bytes as carried in the code. */
  readonly credentialBytes: Uint8Array;
  readonly issuerSignature: Uint8Array;
  readonly t: number;
  readonly deviceSignature: Uint8Array;
  readonly sealed: boolean;
  /** The secretbox nonce when sealed. */
  readonly nonce: Uint8Array | null;
}

export function decodeInner(inner: Uint8Array): Omit<DecodedPayload, 'sealed' | 'nonce'> | null {
  const r = new ByteReader(inner);
  const cred = readCredential(r);
  const issuerSignature = r.take(nacl.sign.signatureLength);
  const t = r.u32();
  const deviceSignature = r.take(nacl.sign.signatureLength);
  if (!cred || !issuerSignature || t === null || !deviceSignature || r.remaining !== 0) return null;
  return {
    credential: cred.credential,
    credentialBytes: cred.bytes,
    issuerSignature: issuerSignature.slice(),
    t,
    deviceSignature: deviceSignature.slice(),
  };
}

/**
 * Parses QR text. With `qrCodeKey` the code must be sealed and open under that key; without it
 * the code must be plain (no silent downgrade either way). Returns null when malformed.
 */
export function decodePayload(text: string, options: { qrCodeKey?: Uint8Array | null } = {}): DecodedPayload | null {
  if (text.length > MAX_PAYLOAD_TEXT || !text.startsWith(PAYLOAD_PREFIX)) return null;
  const outer = fromBase64Url(text.slice(PAYLOAD_PREFIX.length));
  if (!outer || outer.length < 1) return null;
  const header = outer[0];
  const key = options.qrCodeKey ?? null;
  if (key) {
    if (header !== HEADER_SEALED || key.length !== nacl.secretbox.keyLength) return null;
    const nonce = outer.slice(1, 1 + nacl.secretbox.nonceLength);
    if (nonce.length !== nacl.secretbox.nonceLength) return null;
    const inner = nacl.secretbox.open(outer.subarray(1 + nacl.secretbox.nonceLength), nonce, key);
    if (!inner) return null;
    const parsed = decodeInner(inner);
    return parsed ? { ...parsed, sealed: true, nonce } : null;
  }
  if (header !== HEADER_PLAIN) return null;
  const parsed = decodeInner(outer.subarray(1));
  return parsed ? { ...parsed, sealed: false, nonce: null } : null;
}
