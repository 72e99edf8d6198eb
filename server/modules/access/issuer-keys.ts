import crypto from 'node:crypto';
import nacl from 'tweetnacl';
import { fromBase64Url, toBase64Url } from '../../../src/domain/qr';

/**
 * Estate issuing keys at rest: the Ed25519 secret key is sealed with nacl.secretbox under a key
 * derived from TOKEN_SECRET, so a copy of the database alone cannot mint credentials. Every
 * process sharing the database must share TOKEN_SECRET (README).
 */
function wrapKey(tokenSecret: string): Uint8Array {
  return new Uint8Array(crypto.createHash('sha256').update(`estate-gate-issuer-v1\n${tokenSecret}`).digest());
}

export function newIssuerKey(tokenSecret: string): { publicKey: string; secretBox: string } {
  const kp = nacl.sign.keyPair();
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(kp.secretKey, nonce, wrapKey(tokenSecret));
  const out = { publicKey: toBase64Url(kp.publicKey), secretBox: toBase64Url(new Uint8Array([...nonce, ...box])) };
  kp.secretKey.fill(0);
  return out;
}

export function openIssuerKey(tokenSecret: string, secretBox: string): Uint8Array {
  const bytes = fromBase64Url(secretBox);
  const opened =
    bytes && bytes.length > nacl.secretbox.nonceLength
      ? nacl.secretbox.open(bytes.subarray(nacl.secretbox.nonceLength), bytes.subarray(0, nacl.secretbox.nonceLength), wrapKey(tokenSecret))
      : null;
  if (!opened || opened.length !== nacl.sign.secretKeyLength) {
    throw new Error('The estate issuing key cannot be opened: TOKEN_SECRET differs from the one that created it.');
  }
  return opened;
}
