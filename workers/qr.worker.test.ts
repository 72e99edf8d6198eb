import { MessageChannel } from 'node:worker_threads';
import { wrap, expose, type Endpoint } from 'comlink';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it } from 'vitest';
import { issueCredential, serializeSignedCredential } from '../src/domain/qr/credential';
import { ReplayCache, verifyGateCode } from '../src/domain/qr/verify';
import { toBase64Url } from '../src/domain/qr/bytes';
import { verifyEnrolment } from '../src/domain/qr/device-key';
import { createQrWorkerApi, warmPinDerivation, type QrWorkerApi } from './qr.worker';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const qrCodeKey = new Uint8Array(32).fill(7);
const qrCodeKeyIv = toBase64Url(new Uint8Array(24).fill(3));
const NOW_MS = 1_750_000_000_000;
const USER = '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c';

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
  it('enrols, starts with the PIN and streams verifiable payloads, one per time step', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const signed = issueCredential({ userId: USER, estateId: 91, devicePub, notBefore: 1_749_990_000, notAfter: 1_749_990_000 + 48 * 3600 }, issuer.secretKey);
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
    const b = await api.next(NOW_MS + 500); // the same 2-second step: the same code (and nonce)
    expect(b).toBe(a);
    const c = await api.next(NOW_MS + 2000);
    expect(c).not.toBe(a);
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
    expect(verifyGateCode(c, { ...opts, nowSec: NOW_MS / 1000 + 2 }).reason).toBe('ok');

    await api.stop();
    expect(await api.isStarted()).toBe(false);
  });

  it("refuses to start with another resident's credential", async () => {
    const api = connect();
    const mine = await api.enroll('4821', 50);
    const theirs = nacl.sign.keyPair();
    const signed = issueCredential({ userId: USER, estateId: 91, devicePub: toBase64Url(theirs.publicKey), notBefore: 0, notAfter: 3600 }, issuer.secretKey);
    expect(await api.start({ credential: signed, wrappedKey: mine.wrappedKey, pin: '4821' })).toEqual({ ok: false, reason: 'key-mismatch' });
    expect(await api.start({ credential: 'EC1.junk', wrappedKey: mine.wrappedKey, pin: '4821' })).toEqual({ ok: false, reason: 'bad-credential' });
    // A version-1 credential ('EC1.') is not usable: the device fetches a new one.
    expect(await api.start({ credential: serializeSignedCredential(signed).replace('EC2.', 'EC1.'), wrappedKey: mine.wrappedKey, pin: '4821' })).toEqual({
      ok: false,
      reason: 'bad-credential',
    });
    expect(await api.start({ credential: signed, wrappedKey: mine.wrappedKey, pin: '4821', encryption: { qrCodeKey: 'short', qrCodeKeyIv } })).toEqual({
      ok: false,
      reason: 'bad-encryption-config',
    });
  });

  it('checkPin keeps the unlocked key in the worker so the code can start once a credential arrives', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const signed = issueCredential({ userId: USER, estateId: 91, devicePub, notBefore: 1_749_990_000, notAfter: 1_749_990_000 + 48 * 3600 }, issuer.secretKey);
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
    expect(await api.checkPin(wrappedKey, '1111')).toBe(false);
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
    expect(await api.checkPin(wrappedKey, '4821')).toBe(true);
    expect(await api.startUnlocked({ credential: serializeSignedCredential(signed), encryption: { qrCodeKey, qrCodeKeyIv } })).toEqual({
      ok: true,
      credential: signed.credential,
    });
    const text = await api.next(NOW_MS);
    const revocation = { issuedAt: 1_750_000_000, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 };
    expect(
      verifyGateCode(text, { issuerKeys: { k1: issuer.publicKey }, estateId: 91, qrCodeKey, revocation, replayCache: new ReplayCache(), nowSec: NOW_MS / 1000 })
        .decision,
    ).toBe('ALLOW');
    await api.stop();
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
  });

  it('proves possession of the unlocked key for enrolment, and only of that key', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const challenge = toBase64Url(nacl.randomBytes(32));
    await expect(api.proveKey(devicePub, challenge, 91)).rejects.toThrow(/locked/);
    expect(await api.checkPin(wrappedKey, '4821')).toBe(true);
    const proof = await api.proveKey(devicePub, challenge, 91);
    expect(verifyEnrolment(devicePub, challenge, 91, proof)).toBe(true);
    await expect(api.proveKey(toBase64Url(nacl.sign.keyPair().publicKey), challenge, 91)).rejects.toThrow(/locked/);
    await api.stop();
    await expect(api.proveKey(devicePub, challenge, 91)).rejects.toThrow(/locked/);
  });

  it('warming the PIN derivation (when the pad is drawn) unlocks nothing, and the real PIN is checked as before', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('0000', 50);
    warmPinDerivation();
    const challenge = toBase64Url(nacl.randomBytes(32));
    await expect(api.proveKey(devicePub, challenge, 91)).rejects.toThrow(/locked/);
    expect(await api.checkPin(wrappedKey, '1111')).toBe(false);
    expect(await api.checkPin(wrappedKey, '0000')).toBe(true);
  });
});
