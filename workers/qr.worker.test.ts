import { MessageChannel } from 'node:worker_threads';
import { wrap, expose, type Endpoint } from 'comlink';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueCredential, serializeSignedCredential } from '../src/domain/qr/credential';
import { ReplayCache, verifyGateCode } from '../src/domain/qr/verify';
import { toBase64Url } from '../src/domain/qr/bytes';
import { unwrapSecretKey, wrapSecretKey } from '../src/domain/qr/pin';
import { verifyEnrolment } from '../src/domain/qr/device-key';
import { createQrWorkerApi, warmUnlockPath, type QrWorkerApi } from './qr.worker';

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
    expect(await api.checkPin(wrappedKey, '1111')).toEqual({ ok: false });
    expect(await api.startUnlocked({ credential: signed })).toEqual({ ok: false, reason: 'bad-pin' });
    expect(await api.checkPin(wrappedKey, '4821')).toEqual({ ok: true, rewrapped: null, qr: null });
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
    expect(await api.checkPin(wrappedKey, '4821')).toEqual({ ok: true, rewrapped: null, qr: null });
    const proof = await api.proveKey(devicePub, challenge, 91);
    expect(verifyEnrolment(devicePub, challenge, 91, proof)).toBe(true);
    await expect(api.proveKey(toBase64Url(nacl.sign.keyPair().publicKey), challenge, 91)).rejects.toThrow(/locked/);
    await api.stop();
    await expect(api.proveKey(devicePub, challenge, 91)).rejects.toThrow(/locked/);
  });

  it('warming the unlock path (when the pad is drawn) unlocks and starts nothing, and the real PIN is checked as before', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('0000', 50);
    await warmUnlockPath();
    expect(await api.isStarted()).toBe(false);
    const challenge = toBase64Url(nacl.randomBytes(32));
    await expect(api.proveKey(devicePub, challenge, 91)).rejects.toThrow(/locked/);
    expect(await api.checkPin(wrappedKey, '1111')).toEqual({ ok: false });
    expect(await api.checkPin(wrappedKey, '0000')).toMatchObject({ ok: true });
  });

  it('checkPin with a first-code request starts the session and answers the first code in the same call', async () => {
    const api = connect();
    const { devicePub, wrappedKey } = await api.enroll('4821', 50);
    const signed = issueCredential({ userId: USER, estateId: 91, devicePub, notBefore: 1_749_990_000, notAfter: 1_749_990_000 + 48 * 3600 }, issuer.secretKey);
    const config = { credential: serializeSignedCredential(signed), encryption: { qrCodeKey, qrCodeKeyIv } };
    expect(await api.checkPin(wrappedKey, '1111', { config, nowMs: NOW_MS })).toEqual({ ok: false });
    expect(await api.isStarted()).toBe(false);
    const unlock = await api.checkPin(wrappedKey, '4821', { config, nowMs: NOW_MS });
    if (!unlock.ok || !unlock.qr?.payload) throw new Error('no first code');
    expect(unlock.qr.start).toEqual({ ok: true, credential: signed.credential });
    expect(await api.isStarted()).toBe(true);
    const revocation = { issuedAt: 1_750_000_000, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 };
    const check = { issuerKeys: { k1: issuer.publicKey }, estateId: 91, qrCodeKey, revocation, replayCache: new ReplayCache(), nowSec: NOW_MS / 1000 };
    expect(verifyGateCode(unlock.qr.payload, check).decision).toBe('ALLOW');
    // The session keeps drawing: the next step's code from next().
    expect(verifyGateCode(await api.next(NOW_MS + 2000), { ...check, nowSec: NOW_MS / 1000 + 2 }).decision).toBe('ALLOW');
    // Another resident's credential: the PIN is right, the session does not start, no code.
    const theirs = issueCredential(
      { userId: USER, estateId: 91, devicePub: toBase64Url(nacl.sign.keyPair().publicKey), notBefore: 0, notAfter: 3600 },
      issuer.secretKey,
    );
    expect(await api.checkPin(wrappedKey, '4821', { config: { credential: theirs }, nowMs: NOW_MS })).toEqual({
      ok: true,
      rewrapped: null,
      qr: { start: { ok: false, reason: 'key-mismatch' }, payload: null },
    });
  });

  it('a key still wrapped under estate-pin-v1 opens, and comes back wrapped under v2 opening to the same key', async () => {
    const api = connect();
    const device = nacl.sign.keyPair();
    const v1 = await wrapSecretKey(device.secretKey, '4821', 50, 1);
    expect(await api.checkPin(v1, '0000')).toEqual({ ok: false });
    const unlock = await api.checkPin(v1, '4821');
    if (!unlock.ok || !unlock.rewrapped) throw new Error('not wrapped again');
    expect(unlock.rewrapped.v).toBe(2);
    expect(Array.from((await unwrapSecretKey(unlock.rewrapped, '4821')) ?? [])).toEqual(Array.from(device.secretKey));
    // The unlocked key is the device's: it proves possession for enrolment.
    const challenge = toBase64Url(nacl.randomBytes(32));
    expect(verifyEnrolment(toBase64Url(device.publicKey), challenge, 91, await api.proveKey(toBase64Url(device.publicKey), challenge, 91))).toBe(true);
    // A v2 key is not wrapped again.
    expect(await api.checkPin(unlock.rewrapped, '4821')).toEqual({ ok: true, rewrapped: null, qr: null });
  });

  it('a stop while the first code is signed drops the code and still wraps the real key again (not the wiped copy)', async () => {
    const api = createQrWorkerApi();
    const device = nacl.sign.keyPair();
    const v1 = await wrapSecretKey(device.secretKey, '4821', 50, 1);
    const signed = issueCredential(
      { userId: USER, estateId: 91, devicePub: toBase64Url(device.publicKey), notBefore: 1_749_990_000, notAfter: 1_749_990_000 + 48 * 3600 },
      issuer.secretKey,
    );
    const config = { credential: serializeSignedCredential(signed), encryption: { qrCodeKey, qrCodeKeyIv } };
    const subtle = globalThis.crypto.subtle;
    const original = subtle.sign.bind(subtle);
    // The screen leaves while the worker signs the first code.
    const sign = vi.spyOn(subtle, 'sign').mockImplementation((...args: Parameters<SubtleCrypto['sign']>) => {
      api.stop();
      return original(...args);
    });
    try {
      const unlock = await api.checkPin(v1, '4821', { config, nowMs: NOW_MS });
      if (!unlock.ok || !unlock.rewrapped) throw new Error('not wrapped again');
      expect(sign).toHaveBeenCalled();
      expect(unlock.qr).toEqual({ start: { ok: true, credential: signed.credential }, payload: null });
      expect(api.isStarted()).toBe(false);
      expect(Array.from((await unwrapSecretKey(unlock.rewrapped, '4821')) ?? [])).toEqual(Array.from(device.secretKey));
    } finally {
      sign.mockRestore();
    }
  });
});
