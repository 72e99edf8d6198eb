import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { afterFailedPin, deriveWrapKey, isValidPin, isWeakPin, MAX_PIN_ATTEMPTS, unwrapSecretKey, wrapSecretKey } from './pin';

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

  it('derives a deterministic 32-byte key that depends on PIN, salt and iterations', () => {
    const salt = new Uint8Array(16).fill(5);
    const k = deriveWrapKey('1234', salt, 100);
    expect(k.length).toBe(32);
    expect(Array.from(deriveWrapKey('1234', salt, 100))).toEqual(Array.from(k));
    expect(Array.from(deriveWrapKey('1235', salt, 100))).not.toEqual(Array.from(k));
    expect(Array.from(deriveWrapKey('1234', new Uint8Array(16).fill(6), 100))).not.toEqual(Array.from(k));
    expect(Array.from(deriveWrapKey('1234', salt, 101))).not.toEqual(Array.from(k));
    expect(() => deriveWrapKey('12345', salt)).toThrow();
  });

  it('wraps and unwraps the device secret key; a wrong PIN or damaged record gives null', () => {
    const kp = nacl.sign.keyPair();
    const wrapped = wrapSecretKey(kp.secretKey, '4821');
    expect(JSON.parse(JSON.stringify(wrapped))).toEqual(wrapped);
    expect(Array.from(unwrapSecretKey(wrapped, '4821') ?? [])).toEqual(Array.from(kp.secretKey));
    expect(unwrapSecretKey(wrapped, '4822')).toBeNull();
    expect(unwrapSecretKey(wrapped, 'abcd')).toBeNull();
    expect(unwrapSecretKey({ ...wrapped, box: wrapped.box.slice(0, -2) + 'AA' }, '4821')).toBeNull();
    expect(unwrapSecretKey({ ...wrapped, iterations: 0 }, '4821')).toBeNull();
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
