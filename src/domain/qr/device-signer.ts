/**
 * The device's Ed25519 signatures for an unlocked session, through WebCrypto's native Ed25519
 * where the platform has it (Chromium 137+, Firefox 129+, Safari 17+, Node 20: a fraction of a
 * millisecond against tweetnacl's 10 ms or more on a phone), else tweetnacl. Ed25519 is
 * deterministic, so both give the same signature for the same key and message.
 *
 * The native key is imported from the seed (the first 32 bytes of tweetnacl's 64-byte secret key)
 * as PKCS#8, non-extractable and for signing only, inside the QR worker; the buffer that carried
 * the seed is wiped. It lives as long as the session that imported it.
 */
import nacl from 'tweetnacl';

/** PKCS#8 (RFC 8410) of an Ed25519 private key without its public key: this prefix, then the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Uint8Array.of(0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20);
const SEED_BYTES = 32;
const ED25519 = { name: 'Ed25519' } as const;

/**
 * The device secret key (tweetnacl's 64 bytes) as a non-extractable WebCrypto signing key, or null
 * where the platform has no Ed25519 (then sign with tweetnacl).
 */
export async function importDeviceSigningKey(
  deviceSecretKey: Uint8Array,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<CryptoKey | null> {
  if (!subtle || deviceSecretKey.length !== nacl.sign.secretKeyLength) return null;
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + SEED_BYTES);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(deviceSecretKey.subarray(0, SEED_BYTES), PKCS8_ED25519_PREFIX.length);
  try {
    // importKey copies its input before it returns, so the seed's buffer can be wiped at once.
    const imported = subtle.importKey('pkcs8', pkcs8, ED25519, false, ['sign']);
    pkcs8.fill(0);
    return await imported;
  } catch {
    return null;
  } finally {
    pkcs8.fill(0);
  }
}

/**
 * The detached signature of `message`: with `nativeKey` (importDeviceSigningKey of the same secret
 * key) through WebCrypto, else, or when WebCrypto fails, with tweetnacl.
 */
export async function signAsDevice(
  message: Uint8Array,
  deviceSecretKey: Uint8Array,
  nativeKey: CryptoKey | null,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<Uint8Array> {
  if (nativeKey && subtle) {
    try {
      const signature = new Uint8Array(await subtle.sign(ED25519, nativeKey, message.slice()));
      if (signature.length === nacl.sign.signatureLength) return signature;
    } catch {
      // Fall through to tweetnacl.
    }
  }
  return nacl.sign.detached(message, deviceSecretKey);
}
