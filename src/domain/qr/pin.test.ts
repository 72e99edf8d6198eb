import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';

const bytesToHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
import {
  afterFailedPin,
  currentPinScheme,
  deriveWrapKeyV1,
  deriveWrapKeyV2,
  isValidPin,
  isWeakPin,
  MAX_PIN_ATTEMPTS,
  needsRewrap,
  rewrapSecretKey,
  unwrapSecretKey,
  wrapSecretKey,
} from './pin';

describe('PIN', () => {
  it('accepts exactly 4 ASCII digits', () => {
    expect(isValidPin('0000')).toBe(true);
    expect(isValidPin('9381')).toBe(true);
    for (const bad of ['', '123', '12345', '12a4', ' 123', '١٢٣٤', '12.4']) expect(isValidPin(bad), bad).toBe(false);
  });

  it('flags common PINs', () => {
    for (const p of ['0000', '1234', '1111']) expect(isWeakPin(p)).toBe(true);
    expect(isWeakPin('8352')).toBe(false);
  });

  it('estate-pin-v1 derives a deterministic 32-byte key that depends on PIN, salt and iterations', () => {
    const salt = new Uint8Array(16).fill(5);
    const k = deriveWrapKeyV1('1234', salt, 100);
    expect(k.length).toBe(32);
    expect(Array.from(deriveWrapKeyV1('1234', salt, 100))).toEqual(Array.from(k));
    expect(Array.from(deriveWrapKeyV1('1235', salt, 100))).not.toEqual(Array.from(k));
    expect(Array.from(deriveWrapKeyV1('1234', new Uint8Array(16).fill(6), 100))).not.toEqual(Array.from(k));
    expect(Array.from(deriveWrapKeyV1('1234', salt, 101))).not.toEqual(Array.from(k));
    expect(() => deriveWrapKeyV1('12345', salt)).toThrow();
  });

  it('estate-pin-v2 is PBKDF2-HMAC-SHA-512 of the PIN over the tagged salt, and depends on PIN, salt and iterations', async () => {
    const salt = new Uint8Array(16).fill(5);
    const k = await deriveWrapKeyV2('1234', salt, 100);
    expect(k.length).toBe(32);
    // The same derivation by Node's own PBKDF2 (a second implementation of the documented scheme).
    const { pbkdf2Sync } = await import('node:crypto');
    const tagged = Buffer.concat([Buffer.from('estate-pin-v2'), salt]);
    expect(bytesToHex(k)).toBe(pbkdf2Sync('1234', tagged, 100, 32, 'sha512').toString('hex'));
    expect(bytesToHex(await deriveWrapKeyV2('1234', salt, 100))).toBe(bytesToHex(k));
    expect(bytesToHex(await deriveWrapKeyV2('1235', salt, 100))).not.toBe(bytesToHex(k));
    expect(bytesToHex(await deriveWrapKeyV2('1234', new Uint8Array(16).fill(6), 100))).not.toBe(bytesToHex(k));
    expect(bytesToHex(await deriveWrapKeyV2('1234', salt, 101))).not.toBe(bytesToHex(k));
    expect(bytesToHex(await deriveWrapKeyV2('1234', salt, 100))).not.toBe(bytesToHex(deriveWrapKeyV1('1234', salt, 100)));
    await expect(deriveWrapKeyV2('12345', salt)).rejects.toThrow();
  });

  for (const scheme of [1, 2] as const) {
    it(`wraps and unwraps the device secret key under scheme v${scheme}; a wrong PIN or damaged record gives null`, async () => {
      const kp = nacl.sign.keyPair();
      const wrapped = await wrapSecretKey(kp.secretKey, '4821', 200, scheme);
      expect(wrapped.v).toBe(scheme);
      expect(JSON.parse(JSON.stringify(wrapped))).toEqual(wrapped);
      expect(Array.from((await unwrapSecretKey(wrapped, '4821')) ?? [])).toEqual(Array.from(kp.secretKey));
      expect(await unwrapSecretKey(wrapped, '4822')).toBeNull();
      expect(await unwrapSecretKey(wrapped, 'abcd')).toBeNull();
      expect(await unwrapSecretKey({ ...wrapped, box: `${wrapped.box.slice(0, -2)}AA` }, '4821')).toBeNull();
      expect(await unwrapSecretKey({ ...wrapped, iterations: 0 }, '4821')).toBeNull();
      // The scheme is part of the record: the same bytes read under the other scheme do not open.
      expect(await unwrapSecretKey({ ...wrapped, v: scheme === 1 ? 2 : 1 }, '4821')).toBeNull();
    });
  }

  it('new keys are wrapped under v2 where WebCrypto is; a v1 key opened is wrapped again under v2 to the same bytes', async () => {
    expect(currentPinScheme()).toBe(2);
    const kp = nacl.sign.keyPair();
    const v2 = await wrapSecretKey(kp.secretKey, '4821');
    expect(v2.v).toBe(2);
    expect(needsRewrap(v2)).toBe(false);
    const v1 = await wrapSecretKey(kp.secretKey, '4821', 5000, 1);
    expect(needsRewrap(v1)).toBe(true);
    const opened = await unwrapSecretKey(v1, '4821');
    if (!opened) throw new Error('the v1 key did not open');
    const again = await rewrapSecretKey(opened, '4821');
    expect(again?.v).toBe(2);
    expect(again?.iterations).toBe(5000);
    expect(Array.from((again && (await unwrapSecretKey(again, '4821'))) ?? [])).toEqual(Array.from(kp.secretKey));
    expect(again && (await unwrapSecretKey(again, '4822'))).toBeNull();
  });

  it('wipes after MAX_PIN_ATTEMPTS consecutive failures', () => {
    expect(MAX_PIN_ATTEMPTS).toBe(10);
    let state = afterFailedPin(0);
    for (let i = 1; i < MAX_PIN_ATTEMPTS; i++) {
      expect(state.wipe).toBe(false);
      state = afterFailedPin(state.failedAttempts);
    }
    expect(state).toEqual({ failedAttempts: 10, wipe: true, attemptsLeft: 0 });
  });
});
