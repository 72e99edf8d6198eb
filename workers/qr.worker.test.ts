import { MessageChannel } from 'node:worker_threads';
import { wrap, expose, type Endpoint } from 'comlink';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import { issueCredential, serializeSignedCredential } from '../src/domain/qr/credential';
import { ReplayCache, verifyGateCode } from '../src/domain/qr/verify';
import { toBase64Url } from '../src/domain/qr/bytes';
import { createQrWorkerApi, type QrWorkerApi } from './qr.worker';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const qrCodeKey = new Uint8Array(32).fill(7);
const qrCodeKeyIv = toBase64Url(new Uint8Array(24).fill(3));
const NOW_MS = 1_750_000_000_000;

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

function connect() {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(createQrWorkerApi(), channel.port1 as unknown as Endpoint);
  return wrap<QrWorkerApi>(channel.port2 as unknown as Endpoint);
}

describe('qr worker over comlink', () => {
  it('enrols, starts with the PIN and streams verifiable payloads with fresh nonces', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const signed = issueCredential(
      { userId: 'u1', estateId: 91, devicePub, role: 'Resident', notBefore: 1_749_990_000, notAfter: 1_750_100_000, keyId: 'k1' },
      issuer.secretKey,
    );
    const credential = serializeSignedCredential(signed);

    expect(await api.isStarted()).toBe(false);
    await expect(api.next(NOW_MS)).rejects.toThrow(/not started/);
    expect(await api.start({ credential, wrappedKey, pin: '0000', encryption: { qrCodeKey, qrCodeKeyIv } })).toEqual({
      ok: false,
      reason: 'bad-pin',
    });
    expect(await api.start({ credential, wrappedKey, pin: '4821', encryption: { qrCodeKey, qrCodeKeyIv } })).toEqual({
      ok: true,
      credential: signed.credential,
    });

    const a = await api.next(NOW_MS);
    const b = await api.next(NOW_MS);
    expect(a).not.toBe(b);
    const cache = new ReplayCache();
    const opts = {
      issuerKeys: { k1: issuer.publicKey },
      estateId: 91,
      qrCodeKey,
      revocation: { issuedAt: 1_750_000_000, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 },
      replayCache: cache,
      nowSec: NOW_MS / 1000,
    };
    expect(verifyGateCode(a, opts).reason).toBe('ok');
    expect(verifyGateCode(b, opts).reason).toBe('replay');

    await api.stop();
    expect(await api.isStarted()).toBe(false);
  });

  it("refuses to start with another resident's credential", async () => {
    const api = connect();
    const mine = await api.enroll('4821', 50);
    const theirs = nacl.sign.keyPair();
    const signed = issueCredential(
      { userId: 'u2', estateId: 91, devicePub: toBase64Url(theirs.publicKey), role: 'Resident', notBefore: 0, notAfter: 1, keyId: 'k1' },
      issuer.secretKey,
    );
    expect(await api.start({ credential: signed, wrappedKey: mine.wrappedKey, pin: '4821' })).toEqual({ ok: false, reason: 'key-mismatch' });
    expect(await api.start({ credential: 'EC1.junk', wrappedKey: mine.wrappedKey, pin: '4821' })).toEqual({ ok: false, reason: 'bad-credential' });
    expect(
      await api.start({ credential: signed, wrappedKey: mine.wrappedKey, pin: '4821', encryption: { qrCodeKey: 'short', qrCodeKeyIv } }),
    ).toEqual({ ok: false, reason: 'bad-encryption-config' });
  });

  it('checkPin keeps the unlocked key in the worker so the code can start once a credential arrives', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const signed = issueCredential(
      { userId: 'u1', estateId: 91, devicePub, role: 'Resident', notBefore: 1_749_990_000, notAfter: 1_750_100_000, keyId: 'k1' },
      issuer.secretKey,
    );
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
    expect(await api.checkPin(wrappedKey, '1111')).toBe(false);
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
    expect(await api.checkPin(wrappedKey, '4821')).toBe(true);
    expect(await api.startUnlocked({ credential: serializeSignedCredential(signed), encryption: { qrCodeKey, qrCodeKeyIv } })).toEqual({ ok: true, credential: signed.credential });
    const text = await api.next(NOW_MS);
    const revocation = { issuedAt: 1_750_000_000, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 };
    expect(verifyGateCode(text, { issuerKeys: { k1: issuer.publicKey }, estateId: 91, qrCodeKey, revocation, replayCache: new ReplayCache(), nowSec: NOW_MS / 1000 }).decision).toBe('ALLOW');
    await api.stop();
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
  });
});
