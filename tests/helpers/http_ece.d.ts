/** The part of http_ece 1.2 (no types of its own) that the push tests' loopback push service uses: RFC 8188 decryption. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type DecryptParams = {
    version: 'aes128gcm';
    /** The receiver's key pair (the subscription's p256dh is its public half). */
    privateKey: ECDH;
    /** The subscription's auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  };

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
