import crypto from 'node:crypto';
import nacl from 'tweetnacl';
import { fromBase64Url, toBase64Url } from '../../../src/domain/qr';
import type { TokenKey, TokenKeyring } from '../../auth/token-keys';
import type { GateIssuerKeysTable } from './access.tables';

/**
 * Estate issuing keys at rest: the Ed25519 secret key is sealed with nacl.secretbox under a key
 * derived from one of the server's secrets (TOKEN_SECRET), so a copy of the database alone cannot
 * mint credentials. The row records which secret sealed it (`wrap_key_id`, the secret's key id):
 * after TOKEN_SECRET is rotated the key still opens with the previous secret, and the re-seal job
 * seals it again with the current one. Every process sharing the database must share the secrets.
 */
function wrapKey(tokenSecret: string): Uint8Array {
  return new Uint8Array(crypto.createHash('sha256').update(`estate-gate-issuer-v1\n${tokenSecret}`).digest());
}

/** A sealed key as its row holds it (`wrap_key_id` '' for keys sealed before the id was recorded, migration 079). */
export type SealedIssuerKey = Pick<GateIssuerKeysTable, 'key_id' | 'secret_box' | 'wrap_key_id'>;

/** Raised when no configured secret opens an estate's issuing key; the message names the setting to fix. */
export class IssuerKeyUnopenable extends Error {}

function seal(key: TokenKey, secretKey: Uint8Array): string {
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(secretKey, nonce, wrapKey(key.secret));
  return toBase64Url(new Uint8Array([...nonce, ...box]));
}

function openWith(key: TokenKey, secretBox: string): Uint8Array | null {
  const bytes = fromBase64Url(secretBox);
  if (!bytes || bytes.length <= nacl.secretbox.nonceLength) return null;
  const opened = nacl.secretbox.open(bytes.subarray(nacl.secretbox.nonceLength), bytes.subarray(0, nacl.secretbox.nonceLength), wrapKey(key.secret));
  return opened && opened.length === nacl.sign.secretKeyLength ? opened : null;
}

/** A new issuing key pair, its secret half sealed with the current secret. */
export function newIssuerKey(keys: TokenKeyring): { publicKey: string; secretBox: string; wrapKeyId: string } {
  const kp = nacl.sign.keyPair();
  const out = { publicKey: toBase64Url(kp.publicKey), secretBox: seal(keys.current, kp.secretKey), wrapKeyId: keys.current.id };
  kp.secretKey.fill(0);
  return out;
}

/**
 * The issuing key's secret half, opened with the secret that sealed it (a key sealed before the id
 * was recorded: with whichever configured secret opens it); the caller zeroes it after use. Throws
 * IssuerKeyUnopenable, naming the setting, when none of the configured secrets does.
 */
export function openIssuerKey(keys: TokenKeyring, sealed: SealedIssuerKey): Uint8Array {
  const candidates = sealed.wrap_key_id === '' ? keys.all : [keys.byId(sealed.wrap_key_id)].filter((k) => k !== undefined);
  for (const key of candidates) {
    const secretKey = openWith(key, sealed.secret_box);
    if (secretKey) return secretKey;
  }
  throw new IssuerKeyUnopenable(
    sealed.wrap_key_id !== '' && candidates.length === 0
      ? `The estate issuing key ${sealed.key_id} was sealed with a token secret (key id ${sealed.wrap_key_id}) that is not configured: set that secret in TOKEN_SECRETS_PREVIOUS until the key is re-sealed.`
      : `The estate issuing key ${sealed.key_id} cannot be opened with TOKEN_SECRET or TOKEN_SECRETS_PREVIOUS: the secret that sealed it is not configured.`,
  );
}

/** The same secret key sealed again with the current secret (a fresh nonce). */
export function resealIssuerKey(keys: TokenKeyring, secretKey: Uint8Array): { secretBox: string; wrapKeyId: string } {
  return { secretBox: seal(keys.current, secretKey), wrapKeyId: keys.current.id };
}
