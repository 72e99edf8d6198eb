/**
 * Server-signed device credential (security reference section 2.2, step 2).
 *
 * Canonical encoding (version 1), a fixed-order length-prefixed binary; all integers
 * big-endian, every string is `u8 length || UTF-8 bytes` (at most 255 bytes):
 *
 *   offset  size   field
 *   0       1      v            (always 1)
 *   1       16     credId       (raw random bytes; base64url in the object form)
 *   17      4      estateId     (u32)
 *   21      32     devicePub    (raw Ed25519 public key)
 *   53      4      notBefore    (u32 epoch seconds)
 *   57      4      notAfter     (u32 epoch seconds, valid until 2106)
 *   61      1+n    keyId        (id of the estate issuing key that signed it)
 *   ..      1+n    userId
 *   ..      1+n    role
 *
 * The issuer signature is `nacl.sign.detached(CREDENTIAL_DOMAIN_TAG || body, issuerSecretKey)`.
 * Decoding re-encodes the parsed fields and requires byte equality, so one credential has
 * exactly one accepted encoding.
 */
import nacl from 'tweetnacl';
import {
  ByteReader,
  bytesEqual,
  concatBytes,
  fromBase64Url,
  isU32,
  shortStringBytes,
  toBase64Url,
  u32be,
  utf8,
} from './bytes';

export const CREDENTIAL_VERSION = 1;
export const CREDENTIAL_DOMAIN_TAG = 'estate-cred-v1';
export const CRED_ID_BYTES = 16;
export const SIGNED_CREDENTIAL_PREFIX = 'EC1.';

export interface Credential {
  readonly v: 1;
  /** 16 random bytes, base64url. */
  readonly credId: string;
  readonly userId: string;
  readonly estateId: number;
  /** 32-byte Ed25519 public key of the device, base64url. */
  readonly devicePub: string;
  readonly role: string;
  /** Epoch seconds, inclusive. */
  readonly notBefore: number;
  /** Epoch seconds, inclusive. */
  readonly notAfter: number;
  /** Id of the estate issuing key that signed this credential. */
  readonly keyId: string;
}

export interface SignedCredential {
  readonly credential: Credential;
  /** 64-byte Ed25519 signature by the issuing key, base64url. */
  readonly signature: string;
}

/** Fields the issuer supplies; `credId` is generated when omitted. */
export type CredentialFields = Omit<Credential, 'v' | 'credId'> & { readonly credId?: string };

/** Estate issuing public keys (32 bytes each) by key id; guards hold public keys only. */
export type IssuerKeys = ReadonlyMap<string, Uint8Array> | Readonly<Record<string, Uint8Array>>;

export type CredentialFailure = 'malformed' | 'unknown-key' | 'bad-issuer-signature' | 'not-yet-valid' | 'expired';

export type CredentialCheck =
  | { readonly ok: true; readonly credential: Credential }
  | { readonly ok: false; readonly reason: CredentialFailure; readonly credential?: Credential };

export function lookupIssuerKey(keys: IssuerKeys, keyId: string): Uint8Array | undefined {
  if (keys instanceof Map) return (keys as ReadonlyMap<string, Uint8Array>).get(keyId);
  const rec = keys as Readonly<Record<string, Uint8Array>>;
  return Object.prototype.hasOwnProperty.call(rec, keyId) ? rec[keyId] : undefined;
}

export function generateCredId(): string {
  return toBase64Url(nacl.randomBytes(CRED_ID_BYTES));
}

/** Canonical bytes of a credential; throws RangeError on a field that cannot be encoded. */
export function encodeCredential(c: Credential): Uint8Array {
  if (c.v !== CREDENTIAL_VERSION) throw new RangeError('unsupported credential version');
  const credId = fromBase64Url(c.credId);
  if (!credId || credId.length !== CRED_ID_BYTES) throw new RangeError('credId must be 16 bytes, base64url');
  const devicePub = fromBase64Url(c.devicePub);
  if (!devicePub || devicePub.length !== nacl.sign.publicKeyLength) {
    throw new RangeError('devicePub must be a 32-byte Ed25519 public key, base64url');
  }
  if (!isU32(c.estateId)) throw new RangeError('estateId must be a u32 integer');
  if (!isU32(c.notBefore) || !isU32(c.notAfter)) throw new RangeError('notBefore/notAfter must be u32 epoch seconds');
  if (c.notBefore > c.notAfter) throw new RangeError('notBefore is after notAfter');
  return concatBytes(
    Uint8Array.of(CREDENTIAL_VERSION),
    credId,
    u32be(c.estateId),
    devicePub,
    u32be(c.notBefore),
    u32be(c.notAfter),
    shortStringBytes(c.keyId),
    shortStringBytes(c.userId),
    shortStringBytes(c.role),
  );
}

/** Reads one canonical credential from the reader; null when malformed or non-canonical. */
export function readCredential(r: ByteReader): { credential: Credential; bytes: Uint8Array } | null {
  const start = r.offset;
  const v = r.u8();
  const credId = r.take(CRED_ID_BYTES);
  const estateId = r.u32();
  const devicePub = r.take(nacl.sign.publicKeyLength);
  const notBefore = r.u32();
  const notAfter = r.u32();
  const keyId = r.shortString();
  const userId = r.shortString();
  const role = r.shortString();
  if (
    v !== CREDENTIAL_VERSION ||
    credId === null ||
    estateId === null ||
    devicePub === null ||
    notBefore === null ||
    notAfter === null ||
    keyId === null ||
    userId === null ||
    role === null
  ) {
    return null;
  }
  const credential: Credential = {
    v: 1,
    credId: toBase64Url(credId),
    userId,
    estateId,
    devicePub: toBase64Url(devicePub),
    role,
    notBefore,
    notAfter,
    keyId,
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
    v: 1,
    credId: fields.credId ?? generateCredId(),
    userId: fields.userId,
    estateId: fields.estateId,
    devicePub: fields.devicePub,
    role: fields.role,
    notBefore: fields.notBefore,
    notAfter: fields.notAfter,
    keyId: fields.keyId,
  };
  const sig = nacl.sign.detached(issuerMessage(encodeCredential(credential)), issuerSecretKey);
  return { credential, signature: toBase64Url(sig) };
}

/**
 * Checks the issuer signature over canonical bytes, then the dates, in this order:
 * unknown-key, bad-issuer-signature, not-yet-valid, expired.
 */
export function checkCredentialBytes(
  credential: Credential,
  body: Uint8Array,
  signature: Uint8Array,
  issuerKeys: IssuerKeys,
  nowSec: number,
): CredentialCheck {
  const pub = lookupIssuerKey(issuerKeys, credential.keyId);
  if (!pub || pub.length !== nacl.sign.publicKeyLength) return { ok: false, reason: 'unknown-key', credential };
  if (signature.length !== nacl.sign.signatureLength || !nacl.sign.detached.verify(issuerMessage(body), signature, pub)) {
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

/** Compact transport form (server to device): 'EC1.' + base64url(body || signature). */
export function serializeSignedCredential(signed: SignedCredential): string {
  const sig = fromBase64Url(signed.signature);
  if (!sig || sig.length !== nacl.sign.signatureLength) throw new RangeError('signature must be 64 bytes, base64url');
  return SIGNED_CREDENTIAL_PREFIX + toBase64Url(concatBytes(encodeCredential(signed.credential), sig));
}

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

export function signedCredentialsEqual(a: SignedCredential, b: SignedCredential): boolean {
  try {
    return bytesEqual(encodeCredential(a.credential), encodeCredential(b.credential)) && a.signature === b.signature;
  } catch {
    return false;
  }
}
