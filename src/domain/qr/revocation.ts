/**
 * Signed revocation list for offline guards (security reference section 2.2, step 6).
 *
 * Canonical encoding signed by the estate issuing key (integers u32 big-endian):
 *
 *   'estate-revocation-v1' || keyId (u8 len + UTF-8) || issuedAt || seq || minCredNotBefore
 *   || count || credIds (16 raw bytes each, sorted by base64url text, duplicates removed)
 *   || count || userIds (u8 len + UTF-8 each, sorted, duplicates removed)
 *
 * Order and duplicates in the arrays therefore do not change the signature.
 * A credential is revoked when its credId or userId is listed, or when its notBefore is before
 * minCredNotBefore (bulk revocation, e.g. after a lost issuing key or a policy change).
 * A guard's list past the estate's maximum age (default STALE_AFTER_SEC, 72 h) fails closed:
 * every code is refused until the console syncs (as hardware readers do); the console warns from
 * WARN_AFTER_SEC (24 h). The server re-signs every list at least every 12 hours.
 */
import nacl from 'tweetnacl';
import { concatBytes, fromBase64Url, isU32, shortStringBytes, toBase64Url, u32be, utf8 } from './bytes';
import { CRED_ID_BYTES, lookupIssuerKey, type Credential, type IssuerKeys } from './credential';

export const REVOCATION_DOMAIN_TAG = 'estate-revocation-v1';
/** Default maximum age of a guard's revocation list (estate setting): past it, codes are refused. */
export const STALE_AFTER_SEC = 72 * 60 * 60;
/** The console warns once its list is older than this (24 hours), well before it fails closed. */
export const WARN_AFTER_SEC = 24 * 60 * 60;

export interface RevocationList {
  /** Epoch seconds when the server produced the list. */
  readonly issuedAt: number;
  /** Monotonic sequence number; guards never replace a list with a lower seq. */
  readonly seq: number;
  readonly revokedCredIds: readonly string[];
  readonly revokedUserIds: readonly string[];
  /** Credentials with notBefore earlier than this are revoked (0 = none). */
  readonly minCredNotBefore: number;
}

export interface SignedRevocationList {
  readonly list: RevocationList;
  readonly keyId: string;
  /** 64-byte Ed25519 signature, base64url. */
  readonly signature: string;
}

export type RevocationListCheck =
  | { readonly ok: true; readonly list: RevocationList }
  | { readonly ok: false; readonly reason: 'malformed' | 'unknown-key' | 'bad-issuer-signature' };

function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

/** Canonical signed bytes; throws RangeError on a field that cannot be encoded. */
export function encodeRevocationList(list: RevocationList, keyId: string): Uint8Array {
  if (!isU32(list.issuedAt) || !isU32(list.seq) || !isU32(list.minCredNotBefore)) {
    throw new RangeError('issuedAt, seq and minCredNotBefore must be u32 integers');
  }
  const credIds = sortedUnique(list.revokedCredIds).map((id) => {
    const b = fromBase64Url(id);
    if (!b || b.length !== CRED_ID_BYTES) throw new RangeError(`bad credId in revocation list: ${id}`);
    return b;
  });
  const userIds = sortedUnique(list.revokedUserIds).map(shortStringBytes);
  return concatBytes(
    utf8(REVOCATION_DOMAIN_TAG),
    shortStringBytes(keyId),
    u32be(list.issuedAt),
    u32be(list.seq),
    u32be(list.minCredNotBefore),
    u32be(credIds.length),
    ...credIds,
    u32be(userIds.length),
    ...userIds,
  );
}

export function signRevocationList(list: RevocationList, keyId: string, issuerSecretKey: Uint8Array): SignedRevocationList {
  if (issuerSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('issuer secret key must be 64 bytes');
  const normalised: RevocationList = {
    issuedAt: list.issuedAt,
    seq: list.seq,
    revokedCredIds: sortedUnique(list.revokedCredIds),
    revokedUserIds: sortedUnique(list.revokedUserIds),
    minCredNotBefore: list.minCredNotBefore,
  };
  const sig = nacl.sign.detached(encodeRevocationList(normalised, keyId), issuerSecretKey);
  return { list: normalised, keyId, signature: toBase64Url(sig) };
}

export function verifyRevocationList(signed: SignedRevocationList, issuerKeys: IssuerKeys): RevocationListCheck {
  let bytes: Uint8Array;
  try {
    bytes = encodeRevocationList(signed.list, signed.keyId);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const sig = fromBase64Url(signed.signature);
  if (!sig || sig.length !== nacl.sign.signatureLength) return { ok: false, reason: 'malformed' };
  const pub = lookupIssuerKey(issuerKeys, signed.keyId);
  if (!pub || pub.length !== nacl.sign.publicKeyLength) return { ok: false, reason: 'unknown-key' };
  if (!nacl.sign.detached.verify(bytes, sig, pub)) return { ok: false, reason: 'bad-issuer-signature' };
  return { ok: true, list: signed.list };
}

export interface RevocationListAge {
  /** Seconds since issuedAt (0 when issuedAt is in the future). */
  readonly ageSec: number;
  /** ageSec > the maximum age: the list is out of date and every code is refused (fail closed). */
  readonly stale: boolean;
  /** ageSec > WARN_AFTER_SEC (or the maximum age when that is shorter): the console asks to connect. */
  readonly warn: boolean;
}

/** How old the list is at `nowSec` (server-corrected), against the estate's maximum age. */
export function revocationListAge(list: Pick<RevocationList, 'issuedAt'>, nowSec: number, maxAgeSec: number = STALE_AFTER_SEC): RevocationListAge {
  const ageSec = Math.max(0, Math.floor(nowSec) - list.issuedAt);
  const max = Number.isFinite(maxAgeSec) && maxAgeSec >= 0 ? maxAgeSec : STALE_AFTER_SEC;
  return { ageSec, stale: ageSec > max, warn: ageSec > Math.min(WARN_AFTER_SEC, max) };
}

export type RevocationHit = 'credId' | 'userId' | 'minCredNotBefore';

/** Why the credential is revoked, or null when it is not. */
export function revocationHit(list: RevocationList, credential: Credential): RevocationHit | null {
  if (list.revokedCredIds.includes(credential.credId)) return 'credId';
  if (list.revokedUserIds.includes(credential.userId)) return 'userId';
  if (credential.notBefore < list.minCredNotBefore) return 'minCredNotBefore';
  return null;
}
