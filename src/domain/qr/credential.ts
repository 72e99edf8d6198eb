/**
 * Server-signed device credential (security reference section 2.2, step 2).
 *
 * Canonical encoding, version 2 (small enough for the rotating QR code). All
 * integers big-endian unless said otherwise:
 *
 *   offset  size   field
 *   0       16     credId       (raw random bytes; base64url in the object form)
 *   16      16     userId       (a UUID's 16 bytes; canonical lowercase text in the object form)
 *   32      32     devicePub    (Ed25519 public key: canonical, not of small order)
 *   64      4      notBefore    (u32 epoch seconds, valid until 2106)
 *   68      1      validHours   (u8: notAfter = notBefore + 3600 * validHours, so at most 255 h)
 *   69      2      keyTag       (the issuing public key's first 2 bytes; base64url in `keyId`)
 *   71      1..5   estateId     (unsigned LEB128: 1 byte below 128, 2 below 16384)
 *
 * 72 bytes for estate ids below 128. The issuer signature is
 * `nacl.sign.detached('estate-cred-v2' || body, issuerSecretKey)`. Decoding re-encodes the parsed
 * fields and requires byte equality, so one credential has exactly one accepted encoding.
 * Version 1 (text key id, user id and role, 8-byte dates) is no longer read: devices fetch a
 * version-2 credential at their next online check (credentials are re-issued at least every
 * 12 hours and last 7 days).
 */
import nacl from 'tweetnacl';
import { ByteReader, bytesEqual, concatBytes, fromBase64Url, isU32, toBase64Url, u32be, utf8, uuidBytes, uuidText, varintBytes } from './bytes';
import { isAcceptableDeviceKey } from '../../contract/small-order';

export const CREDENTIAL_VERSION = 2;
export const CREDENTIAL_DOMAIN_TAG = 'estate-cred-v2';
export const CRED_ID_BYTES = 16;
export const KEY_TAG_BYTES = 2;
export const MAX_VALID_HOURS = 255;
export const SIGNED_CREDENTIAL_PREFIX = 'EC2.';

export interface Credential {
  readonly v: 2;
  /** 16 random bytes, base64url. */
  readonly credId: string;
  /** A UUID (the server's user ids), canonical lowercase text. */
  readonly userId: string;
  readonly estateId: number;
  /** 32-byte Ed25519 public key of the device, base64url. */
  readonly devicePub: string;
  /** Epoch seconds, inclusive. */
  readonly notBefore: number;
  /** Epoch seconds, inclusive; notBefore plus a whole number of hours (at most 255). */
  readonly notAfter: number;
  /** Tag of the estate issuing key that signed it: base64url of the key's first 2 bytes. */
  readonly keyId: string;
}

export interface SignedCredential {
  readonly credential: Credential;
  /** 64-byte Ed25519 signature by the issuing key, base64url. */
  readonly signature: string;
}

/** Fields the issuer supplies; `credId` is generated and `keyId` taken from the signing key when omitted. */
export type CredentialFields = Omit<Credential, 'v' | 'credId' | 'keyId'> & { readonly credId?: string; readonly keyId?: string };

/** Estate issuing public keys (32 bytes each) by key id; guards hold public keys only. */
export type IssuerKeys = ReadonlyMap<string, Uint8Array> | Readonly<Record<string, Uint8Array>>;

export type CredentialFailure = 'malformed' | 'unknown-key' | 'bad-issuer-signature' | 'not-yet-valid' | 'expired';

export type CredentialCheck =
  | { readonly ok: true; readonly credential: Credential }
  | { readonly ok: false; readonly reason: CredentialFailure; readonly credential?: Credential };

/** The key tag a credential carries for an issuing public key: base64url of its first 2 bytes. */
export function issuerKeyTag(publicKey: Uint8Array): string {
  if (publicKey.length !== nacl.sign.publicKeyLength) throw new RangeError('issuer public key must be 32 bytes');
  return toBase64Url(publicKey.subarray(0, KEY_TAG_BYTES));
}

function keyEntries(keys: IssuerKeys): [string, Uint8Array][] {
  return keys instanceof Map ? [...(keys as ReadonlyMap<string, Uint8Array>)] : Object.entries(keys as Readonly<Record<string, Uint8Array>>);
}

/**
 * Issuing keys that may have signed under `keyId`: the key of that name (revocation lists name
 * keys in full), else every held key whose first 2 bytes match the tag a credential carries.
 * The server keeps tags unique per estate; a guard serving several estates tries each match.
 */
export function issuerKeyCandidates(keys: IssuerKeys, keyId: string): Uint8Array[] {
  const named =
    keys instanceof Map
      ? (keys as ReadonlyMap<string, Uint8Array>).get(keyId)
      : Object.hasOwn(keys, keyId)
        ? (keys as Readonly<Record<string, Uint8Array>>)[keyId]
        : undefined;
  if (named) return [named];
  const tag = fromBase64Url(keyId);
  if (!tag || tag.length !== KEY_TAG_BYTES) return [];
  const out: Uint8Array[] = [];
  for (const [, pub] of keyEntries(keys)) {
    if (pub.length === nacl.sign.publicKeyLength && pub[0] === tag[0] && pub[1] === tag[1] && !out.some((k) => bytesEqual(k, pub))) out.push(pub);
  }
  return out;
}

/** The one issuing key for `keyId` (by name or tag); undefined when none or several match. */
export function lookupIssuerKey(keys: IssuerKeys, keyId: string): Uint8Array | undefined {
  const candidates = issuerKeyCandidates(keys, keyId);
  return candidates.length === 1 ? candidates[0] : undefined;
}

export function generateCredId(): string {
  return toBase64Url(nacl.randomBytes(CRED_ID_BYTES));
}

/** Canonical bytes of a credential; throws RangeError on a field that cannot be encoded. */
export function encodeCredential(c: Credential): Uint8Array {
  if (c.v !== CREDENTIAL_VERSION) throw new RangeError('unsupported credential version');
  const credId = fromBase64Url(c.credId);
  if (!credId || credId.length !== CRED_ID_BYTES) throw new RangeError('credId must be 16 bytes, base64url');
  const userId = uuidBytes(c.userId);
  if (!userId) throw new RangeError('userId must be a UUID in canonical lowercase text');
  const devicePub = fromBase64Url(c.devicePub);
  if (!devicePub || !isAcceptableDeviceKey(devicePub)) {
    throw new RangeError('devicePub must be a 32-byte Ed25519 public key (canonical, not of small order), base64url');
  }
  if (!isU32(c.estateId)) throw new RangeError('estateId must be a u32 integer');
  if (!isU32(c.notBefore) || !isU32(c.notAfter)) throw new RangeError('notBefore/notAfter must be u32 epoch seconds');
  const validSec = c.notAfter - c.notBefore;
  if (validSec < 0 || validSec % 3600 !== 0 || validSec / 3600 > MAX_VALID_HOURS) {
    throw new RangeError('notAfter must be notBefore plus 0 to 255 whole hours');
  }
  const keyTag = fromBase64Url(c.keyId);
  if (!keyTag || keyTag.length !== KEY_TAG_BYTES) throw new RangeError('keyId must be the issuing key tag (2 bytes, base64url)');
  return concatBytes(credId, userId, devicePub, u32be(c.notBefore), Uint8Array.of(validSec / 3600), keyTag, varintBytes(c.estateId));
}

/** Reads one canonical credential from the reader; null when malformed or non-canonical. */
export function readCredential(r: ByteReader): { credential: Credential; bytes: Uint8Array } | null {
  const start = r.offset;
  const credId = r.take(CRED_ID_BYTES);
  const userId = r.take(16);
  const devicePub = r.take(nacl.sign.publicKeyLength);
  const notBefore = r.u32();
  const validHours = r.u8();
  const keyTag = r.take(KEY_TAG_BYTES);
  const estateId = r.varint();
  if (credId === null || userId === null || devicePub === null || notBefore === null || validHours === null || keyTag === null || estateId === null) {
    return null;
  }
  const notAfter = notBefore + validHours * 3600;
  if (!isU32(notAfter)) return null;
  const credential: Credential = {
    v: 2,
    credId: toBase64Url(credId),
    userId: uuidText(userId),
    estateId,
    devicePub: toBase64Url(devicePub),
    notBefore,
    notAfter,
    keyId: toBase64Url(keyTag),
  };
  let again: Uint8Array;
  try {
    again = encodeCredential(credential);
  } catch {
    return null;
  }
  const consumed = r.offset - start;
  if (again.length !== consumed) return null;
  return { credential, bytes: again };
}

export function decodeCredential(bytes: Uint8Array): Credential | null {
  const r = new ByteReader(bytes);
  const got = readCredential(r);
  return got && r.remaining === 0 ? got.credential : null;
}

function issuerMessage(body: Uint8Array): Uint8Array {
  return concatBytes(utf8(CREDENTIAL_DOMAIN_TAG), body);
}

/** Signs a credential with the estate's Ed25519 issuing secret key (64 bytes). Server side. */
export function issueCredential(fields: CredentialFields, issuerSecretKey: Uint8Array): SignedCredential {
  if (issuerSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('issuer secret key must be 64 bytes');
  const credential: Credential = {
    v: 2,
    credId: fields.credId ?? generateCredId(),
    userId: fields.userId,
    estateId: fields.estateId,
    devicePub: fields.devicePub,
    notBefore: fields.notBefore,
    notAfter: fields.notAfter,
    // tweetnacl's secret key is seed || public key.
    keyId: fields.keyId ?? issuerKeyTag(issuerSecretKey.subarray(32)),
  };
  const sig = nacl.sign.detached(issuerMessage(encodeCredential(credential)), issuerSecretKey);
  return { credential, signature: toBase64Url(sig) };
}

/**
 * Checks the issuer signature over canonical bytes, then the dates, in this order:
 * unknown-key, bad-issuer-signature, not-yet-valid, expired.
 */
export function checkCredentialBytes(credential: Credential, body: Uint8Array, signature: Uint8Array, issuerKeys: IssuerKeys, nowSec: number): CredentialCheck {
  const candidates = issuerKeyCandidates(issuerKeys, credential.keyId).filter((k) => k.length === nacl.sign.publicKeyLength);
  if (candidates.length === 0) return { ok: false, reason: 'unknown-key', credential };
  const message = issuerMessage(body);
  if (signature.length !== nacl.sign.signatureLength || !candidates.some((pub) => nacl.sign.detached.verify(message, signature, pub))) {
    return { ok: false, reason: 'bad-issuer-signature', credential };
  }
  const now = Math.floor(nowSec);
  if (now < credential.notBefore) return { ok: false, reason: 'not-yet-valid', credential };
  if (now > credential.notAfter) return { ok: false, reason: 'expired', credential };
  return { ok: true, credential };
}

/** Verifies signature (key id must be known), then notBefore <= now <= notAfter. */
export function verifyCredential(signed: SignedCredential, issuerKeys: IssuerKeys, nowSec: number): CredentialCheck {
  let body: Uint8Array;
  try {
    body = encodeCredential(signed.credential);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const sig = fromBase64Url(signed.signature);
  if (!sig) return { ok: false, reason: 'malformed' };
  return checkCredentialBytes(signed.credential, body, sig, issuerKeys, nowSec);
}

/** Compact transport form (server to device): 'EC2.' + base64url(body || signature). */
export function serializeSignedCredential(signed: SignedCredential): string {
  const sig = fromBase64Url(signed.signature);
  if (!sig || sig.length !== nacl.sign.signatureLength) throw new RangeError('signature must be 64 bytes, base64url');
  return SIGNED_CREDENTIAL_PREFIX + toBase64Url(concatBytes(encodeCredential(signed.credential), sig));
}

/** The signed credential in transport text; null for anything else (an 'EC1.' credential too). */
export function parseSignedCredential(text: string): SignedCredential | null {
  if (!text.startsWith(SIGNED_CREDENTIAL_PREFIX)) return null;
  const bytes = fromBase64Url(text.slice(SIGNED_CREDENTIAL_PREFIX.length));
  if (!bytes) return null;
  const r = new ByteReader(bytes);
  const got = readCredential(r);
  const sig = r.take(nacl.sign.signatureLength);
  if (!got || !sig || r.remaining !== 0) return null;
  return { credential: got.credential, signature: toBase64Url(sig) };
}
