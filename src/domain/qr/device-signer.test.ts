import nacl from 'tweetnacl';
import { describe, expect, it, vi } from 'vitest';
import { issueCredential, parseSignedCredential, serializeSignedCredential } from './credential';
import { importDeviceSigningKey, signAsDevice } from './device-signer';
import { toBase64Url } from './bytes';
import { deviceSigningMessage, encodePayload } from './payload';
import { GateCodeSession } from './session';

const subtle = globalThis.crypto.subtle;
const noEd25519 = { importKey: () => Promise.reject(new Error('NotSupportedError')) } as unknown as SubtleCrypto;
const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const NOW_MS = 1_750_000_000_000;

function credentialFor(devicePub: Uint8Array): string {
  return serializeSignedCredential(
    issueCredential(
      {
        userId: '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c',
        estateId: 91,
        devicePub: toBase64Url(devicePub),
        notBefore: 1_749_990_000,
        notAfter: 1_749_990_000 + 48 * 3600,
      },
      issuer.secretKey,
    ),
  );
}

describe('device signatures through WebCrypto', () => {
  it('signs exactly as tweetnacl does (Ed25519 is deterministic), with a key that cannot be exported', async () => {
    for (let n = 0; n < 8; n++) {
      const device = nacl.sign.keyPair.fromSeed(nacl.randomBytes(32));
      const message = deviceSigningMessage(nacl.randomBytes(16), 1_750_000_000 + n, 91 + n);
      const key = await importDeviceSigningKey(device.secretKey, subtle);
      expect(key).not.toBeNull();
      expect(key?.extractable).toBe(false);
      expect(key?.usages).toEqual(['sign']);
      if (key) await expect(subtle.exportKey('pkcs8', key)).rejects.toThrow();
      const native = await subtle.sign({ name: 'Ed25519' }, key as CryptoKey, message.slice());
      expect(new Uint8Array(native)).toEqual(nacl.sign.detached(message, device.secretKey));
      expect(await signAsDevice(message, device.secretKey, key, subtle)).toEqual(nacl.sign.detached(message, device.secretKey));
    }
  });

  it('falls back to tweetnacl where the platform has no Ed25519, with the same signature', async () => {
    const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(5));
    const message = deviceSigningMessage(new Uint8Array(16).fill(2), 1_750_000_000, 91);
    expect(await importDeviceSigningKey(device.secretKey, noEd25519)).toBeNull();
    expect(await signAsDevice(message, device.secretKey, null, noEd25519)).toEqual(nacl.sign.detached(message, device.secretKey));
  });

  it("draws a session's codes with the native key: every code, not only the first, equals tweetnacl's", async () => {
    const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(4));
    const credential = credentialFor(device.publicKey);
    const signed = parseSignedCredential(credential);
    const qrCodeKey = new Uint8Array(32).fill(7);
    const sign = vi.spyOn(subtle, 'sign');
    const session = new GateCodeSession();
    try {
      expect(session.startWithSecretKey({ credential, encryption: { qrCodeKey } }, device.secretKey.slice()).ok).toBe(true);
      for (const step of [0, 2000, 4000]) {
        const nowMs = NOW_MS + step;
        const expected = signed && encodePayload({ signed, deviceSecretKey: device.secretKey, nowSec: nowMs / 1000, encryption: { qrCodeKey } });
        expect(await session.next(nowMs)).toBe(expected);
      }
      expect(sign).toHaveBeenCalledTimes(3);
    } finally {
      sign.mockRestore();
      session.stop();
    }
  });

  it('drops a code whose signature was on its way when the session stopped', async () => {
    const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(6));
    const session = new GateCodeSession();
    expect(
      session.startWithSecretKey(
        { credential: credentialFor(device.publicKey), encryption: { qrCodeKey: new Uint8Array(32).fill(7) } },
        device.secretKey.slice(),
      ).ok,
    ).toBe(true);
    const pending = session.next(NOW_MS);
    session.stop();
    await expect(pending).rejects.toThrow(/not started/);
    await expect(session.next(NOW_MS)).rejects.toThrow(/not started/);
  });
});
