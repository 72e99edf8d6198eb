import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import type { GatePass } from '../../contract/invites';
import { fromBase45, toBase45 } from './base45';
import { concatBytes, toBase64Url, utf8 } from './bytes';
import {
  PASS_DOMAIN_TAG,
  PASS_PREFIX,
  PIN_DIGITS,
  PIN_LOCKOUT_SEC,
  PinLockout,
  checkPassSignature,
  checkPassSignatureAsync,
  generatePin,
  isPassText,
  issuePass,
  localWeekMinute,
  parsePass,
  pinHash,
  verifyPass,
  verifyPassAsync,
  verifyPin,
  withinWeeklyTimes,
  type PassFields,
  type VerifyPassOptions,
} from './pass';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7));
const other = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(8));
const keys = { k1: issuer.publicKey };
/** Monday 16 June 2025, 10:00 in Johannesburg (08:00 UTC). */
const MONDAY_10 = Date.UTC(2025, 5, 16, 8, 0) / 1000;
const PASS_ID = '0b8e4c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const fields: PassFields = {
  passId: PASS_ID,
  kind: 'visitor',
  estateId: 91,
  unitNo: '12A',
  validFrom: MONDAY_10 - 3600,
  validTo: MONDAY_10 + 3600,
  maxEntries: 1,
  zones: [1, 300],
  weeklyTimes: '',
};
const opts = (over: Partial<VerifyPassOptions> = {}): VerifyPassOptions => ({
  issuerKeys: keys,
  estateId: 91,
  nowSec: MONDAY_10,
  isRevoked: () => false,
  entriesUsed: () => 0,
  ...over,
});

/** Pass text from a hand-made body, signed properly (to test the canonical checks alone). */
function signed(body: Uint8Array): string {
  const sig = nacl.sign.detached(concatBytes(utf8(PASS_DOMAIN_TAG), body), issuer.secretKey);
  return toBase45(concatBytes(Uint8Array.of(0xcb, 0x42), body, sig));
}

function bodyOf(text: string): Uint8Array {
  const parsed = parsePass(text);
  if (!parsed) throw new Error('no pass');
  return parsed.body.slice();
}

describe('signed pass', () => {
  it('round-trips every field, starts EVP and stays small', () => {
    const weeklyTimes = '07:00-16:00,,08:30-12:15,,,22:00-06:00,';
    const text = issuePass({ ...fields, weeklyTimes, kind: 'associate', maxEntries: 0 }, issuer.secretKey);
    expect(text.startsWith(PASS_PREFIX)).toBe(true);
    expect(isPassText(text)).toBe(true);
    const parsed = parsePass(text);
    expect(parsed?.pass).toEqual({ ...fields, weeklyTimes, kind: 'associate', maxEntries: 0, keyId: toBase64Url(issuer.publicKey.subarray(0, 2)) });
    // A visitor pass with a 3-character unit and two zones: 104 bytes, 156 Base45 characters.
    expect(issuePass(fields, issuer.secretKey).length).toBeLessThanOrEqual(160);
    expect(parsePass(issuePass({ ...fields, unitNo: 'Ünit 7/ß' }, issuer.secretKey))?.pass.unitNo).toBe('Ünit 7/ß');
  });

  it('refuses fields it cannot encode', () => {
    expect(() => issuePass({ ...fields, passId: 'not-a-uuid' }, issuer.secretKey)).toThrow(RangeError);
    expect(() => issuePass({ ...fields, unitNo: 'x'.repeat(41) }, issuer.secretKey)).toThrow(RangeError);
    expect(() => issuePass({ ...fields, maxEntries: 256 }, issuer.secretKey)).toThrow(RangeError);
    expect(() => issuePass({ ...fields, zones: Array.from({ length: 51 }, (_, i) => i + 1) }, issuer.secretKey)).toThrow(RangeError);
    expect(() => issuePass({ ...fields, weeklyTimes: '07:00-16:00' }, issuer.secretKey)).toThrow(RangeError);
    expect(() => issuePass({ ...fields, validTo: fields.validFrom - 1 }, issuer.secretKey)).toThrow(RangeError);
  });

  it('a changed byte fails the signature', () => {
    const bytes = fromBase45(issuePass(fields, issuer.secretKey));
    if (!bytes) throw new Error('no bytes');
    // Unit '12A' → '12B': still canonical, so only the signature catches it.
    const at = bytes.indexOf('A'.charCodeAt(0), 30);
    bytes[at] = 'B'.charCodeAt(0);
    const tampered = toBase45(bytes);
    expect(parsePass(tampered)?.pass.unitNo).toBe('12B');
    expect(verifyPass(tampered, opts()).reason).toBe('bad-issuer-signature');
    // The signature's last byte.
    const bytes2 = fromBase45(issuePass(fields, issuer.secretKey));
    if (!bytes2) throw new Error('no bytes');
    bytes2[bytes2.length - 1] = (bytes2[bytes2.length - 1] ?? 0) ^ 1;
    expect(verifyPass(toBase45(bytes2), opts()).reason).toBe('bad-issuer-signature');
  });

  it('rejects non-canonical encodings even when signed', () => {
    const body = bodyOf(issuePass(fields, issuer.secretKey));
    expect(verifyPass(signed(body), opts()).decision).toBe('ALLOW');
    // estateId 91 at offset 28 of the body, written in two bytes (0xDB 0x00).
    expect(body[28]).toBe(91);
    expect(parsePass(signed(concatBytes(body.subarray(0, 28), Uint8Array.of(0xdb, 0x00), body.subarray(29))))).toBeNull();
    // A trailing byte.
    expect(parsePass(signed(concatBytes(body, Uint8Array.of(0))))).toBeNull();
    // Days byte without the restricted flag, and a minute past the day.
    expect(parsePass(signed(concatBytes(body.subarray(0, body.length - 1), Uint8Array.of(0x01, 0, 60, 0, 120))))).toBeNull();
    expect(parsePass(signed(concatBytes(body.subarray(0, body.length - 1), Uint8Array.of(0x81, 0x05, 0xa0, 0, 120))))).toBeNull();
    // An unknown kind.
    const kind = body.slice();
    kind[16] = 200;
    expect(parsePass(signed(kind))).toBeNull();
    // validTo before validFrom.
    const dates = body.slice();
    dates.set([0, 0, 0, 1], 23);
    expect(parsePass(signed(dates))).toBeNull();
    // Wrong header, not Base45, resident codes.
    expect(parsePass('EGP' + issuePass(fields, issuer.secretKey).slice(3))).toBeNull();
    expect(parsePass('EVPabc')).toBeNull();
    expect(isPassText('EGP123')).toBe(false);
    expect(verifyPass('hello', opts())).toEqual({ decision: 'DENY', reason: 'malformed' });
  });

  it('gives every reason in the documented order', () => {
    const text = issuePass(fields, issuer.secretKey);
    expect(verifyPass(text, opts()).decision).toBe('ALLOW');
    expect(verifyPass(text, opts()).pass?.passId).toBe(PASS_ID);
    expect(verifyPass(text, opts({ issuerKeys: { k2: other.publicKey } })).reason).toBe('unknown-key');
    expect(
      verifyPass(issuePass(fields, other.secretKey), opts({ issuerKeys: { [toBase64Url(other.publicKey.subarray(0, 2))]: issuer.publicKey } })).reason,
    ).toBe('bad-issuer-signature');
    expect(verifyPass(text, opts({ estateId: 92 })).reason).toBe('wrong-estate');
    expect(verifyPass(text, opts({ nowSec: fields.validFrom - 1 })).reason).toBe('not-yet-valid');
    expect(verifyPass(text, opts({ nowSec: fields.validFrom })).decision).toBe('ALLOW');
    expect(verifyPass(text, opts({ nowSec: fields.validTo })).decision).toBe('ALLOW');
    expect(verifyPass(text, opts({ nowSec: fields.validTo + 1 })).reason).toBe('expired');
    expect(verifyPass(text, opts({ isRevoked: (id) => id === PASS_ID })).reason).toBe('revoked');
    const hours = issuePass({ ...fields, weeklyTimes: ',07:00-16:00,,,,,' }, issuer.secretKey);
    expect(verifyPass(hours, opts()).reason).toBe('outside-hours');
    expect(verifyPass(text, opts({ zoneId: 2 })).reason).toBe('wrong-zone');
    expect(verifyPass(text, opts({ zoneId: 300 })).decision).toBe('ALLOW');
    expect(verifyPass(text, opts({ zoneId: null })).decision).toBe('ALLOW');
    expect(verifyPass(issuePass({ ...fields, zones: [] }, issuer.secretKey), opts({ zoneId: 2 })).decision).toBe('ALLOW');
    expect(verifyPass(text, opts({ entriesUsed: () => 1 })).reason).toBe('used-up');
    expect(verifyPass(issuePass({ ...fields, maxEntries: 0 }, issuer.secretKey), opts({ entriesUsed: () => 99 })).decision).toBe('ALLOW');
    expect(verifyPass(issuePass({ ...fields, maxEntries: 3 }, issuer.secretKey), opts({ entriesUsed: () => 2 })).decision).toBe('ALLOW');
    // Order: revoked before used-up, expired before revoked, estate before dates.
    expect(verifyPass(text, opts({ isRevoked: () => true, entriesUsed: () => 5 })).reason).toBe('revoked');
    expect(verifyPass(text, opts({ isRevoked: () => true, nowSec: fields.validTo + 1 })).reason).toBe('expired');
    expect(verifyPass(text, opts({ estateId: 1, nowSec: fields.validTo + 1 })).reason).toBe('wrong-estate');
    // A guard that holds the key under its tag only.
    expect(verifyPass(text, opts({ issuerKeys: new Map([[toBase64Url(issuer.publicKey.subarray(0, 2)), issuer.publicKey]]) })).decision).toBe('ALLOW');
  });
});

describe('signature check through WebCrypto', () => {
  it('agrees with tweetnacl, and falls back to it where the platform has no Ed25519', async () => {
    const good = issuePass(fields, issuer.secretKey);
    const bytes = fromBase45(good);
    if (!bytes) throw new Error('no bytes');
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0x10;
    const forged = toBase45(bytes);
    const foreign = issuePass(fields, other.secretKey);
    const noEd25519 = { importKey: () => Promise.reject(new Error('NotSupportedError')) } as unknown as SubtleCrypto;
    for (const text of [good, forged, foreign]) {
      const parsed = parsePass(text);
      if (!parsed) throw new Error('no pass');
      const expected = checkPassSignature(parsed, keys);
      expect(await checkPassSignatureAsync(parsed, keys)).toBe(expected);
      expect(await checkPassSignatureAsync(parsed, keys, undefined)).toBe(expected);
      expect(await checkPassSignatureAsync(parsed, keys, noEd25519)).toBe(expected);
    }
    expect(checkPassSignature(parsePass(good)!, keys)).toBe('ok');
    expect(checkPassSignature(parsePass(forged)!, keys)).toBe('bad-issuer-signature');
    expect(checkPassSignature(parsePass(foreign)!, keys)).toBe('unknown-key');
    for (const o of [opts(), opts({ estateId: 92 }), opts({ entriesUsed: () => 1 }), opts({ isRevoked: () => true })]) {
      expect(await verifyPassAsync(good, o)).toEqual(verifyPass(good, o));
    }
    expect(await verifyPassAsync('EVP', opts())).toEqual({ decision: 'DENY', reason: 'malformed' });
  });
});

describe('weekly times', () => {
  const monday7to16 = '07:00-16:00,,,,,,';
  const at = (utcH: number, utcM: number, day = 16) => Date.UTC(2025, 5, day, utcH, utcM) / 1000;

  it('reads a Monday 07:00-16:00 in Johannesburg time', () => {
    expect(localWeekMinute(at(5, 0))).toEqual({ day: 0, minute: 7 * 60 });
    expect(withinWeeklyTimes(monday7to16, at(4, 59))).toBe(false); // 06:59 SAST
    expect(withinWeeklyTimes(monday7to16, at(5, 0))).toBe(true); // 07:00 SAST
    expect(withinWeeklyTimes(monday7to16, at(14, 0) + 59)).toBe(true); // 16:00:59 SAST
    expect(withinWeeklyTimes(monday7to16, at(14, 1))).toBe(false); // 16:01 SAST
    // The same instants in UTC: 05:00 is before the window there, 14:30 inside.
    expect(withinWeeklyTimes(monday7to16, at(5, 0), 'UTC')).toBe(false);
    expect(withinWeeklyTimes(monday7to16, at(14, 30), 'UTC')).toBe(true);
    expect(withinWeeklyTimes(monday7to16, at(14, 30))).toBe(false);
    // Sunday 23:30 UTC is Monday 01:30 in Johannesburg.
    expect(localWeekMinute(at(23, 30, 15))).toEqual({ day: 0, minute: 90 });
    expect(localWeekMinute(at(23, 30, 15), 'UTC')).toEqual({ day: 6, minute: 23 * 60 + 30 });
    // Tuesday: no window.
    expect(withinWeeklyTimes(monday7to16, at(8, 0, 17))).toBe(false);
  });

  it('admits any time for empty text, none for malformed text, and runs windows past midnight', () => {
    expect(withinWeeklyTimes('', at(1, 0))).toBe(true);
    expect(withinWeeklyTimes('rubbish', at(8, 0))).toBe(false);
    expect(withinWeeklyTimes(',,,,,,', at(8, 0))).toBe(false);
    const sundayNight = ',,,,,,22:00-06:00';
    expect(withinWeeklyTimes(sundayNight, at(21, 0, 15))).toBe(true); // Sunday 23:00 SAST
    expect(withinWeeklyTimes(sundayNight, at(3, 0, 16))).toBe(true); // Monday 05:00 SAST
    expect(withinWeeklyTimes(sundayNight, at(5, 0, 16))).toBe(false); // Monday 07:00 SAST
  });
});

describe('PIN-only codes', () => {
  const pin = '0123456789';
  const row: GatePass = {
    id: PASS_ID,
    estateId: 91,
    kind: 'delivery',
    unitNo: '12A',
    holderName: 'Parcel Co',
    photoURL: '',
    validFrom: fields.validFrom,
    validTo: fields.validTo,
    maxEntries: 1,
    accessZoneIDList: '1,2',
    weeklyTimes: '',
    status: 'ACTIVE',
    pinHash: pinHash(91, pin),
  };
  const pinOpts = (r: GatePass | undefined, over: Record<string, unknown> = {}) => ({
    estateId: 91,
    nowSec: MONDAY_10,
    passByPinHash: (h: string) => (r && h === r.pinHash ? r : undefined),
    entriesUsed: () => 0,
    ...over,
  });

  it('hashes with the estate, as documented', () => {
    const expected = Array.from(nacl.hash(utf8('estate-pin-v1:91:0123456789')).subarray(0, 32), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(pinHash(91, pin)).toBe(expected);
    expect(pinHash(92, pin)).not.toBe(expected);
    expect(expected).toHaveLength(64);
  });

  it('generates uniform digits of the right length', () => {
    const counts = new Array<number>(10).fill(0);
    const n = 2000;
    for (let i = 0; i < n; i++) {
      const p = generatePin();
      expect(p).toMatch(new RegExp(`^[0-9]{${PIN_DIGITS}}$`));
      for (const ch of p) counts[Number(ch)]! += 1;
    }
    // 20,000 digits: each about 2,000 (a 6-sigma band is about ±255).
    for (const c of counts) expect(Math.abs(c - (n * PIN_DIGITS) / 10)).toBeLessThan(300);
  });

  it('decides on a PIN against the synced passes', () => {
    const ok = verifyPin('012 345 6789', pinOpts(row));
    expect(ok.decision).toBe('ALLOW');
    expect(ok.pass?.unitNo).toBe('12A');
    expect(ok.pass?.zones).toEqual([1, 2]);
    expect(verifyPin('9999999999', pinOpts(row)).reason).toBe('unknown-pin');
    expect(verifyPin('12345', pinOpts(row)).reason).toBe('malformed');
    expect(verifyPin(pin, pinOpts({ ...row, status: 'REVOKED' })).reason).toBe('revoked');
    expect(verifyPin(pin, pinOpts({ ...row, status: 'EXPIRED' })).reason).toBe('expired');
    expect(verifyPin(pin, pinOpts(row, { nowSec: row.validTo + 1 })).reason).toBe('expired');
    expect(verifyPin(pin, pinOpts(row, { nowSec: row.validFrom - 1 })).reason).toBe('not-yet-valid');
    expect(verifyPin(pin, pinOpts(row, { entriesUsed: () => 1 })).reason).toBe('used-up');
    expect(verifyPin(pin, pinOpts(row, { zoneId: 3 })).reason).toBe('wrong-zone');
    expect(verifyPin(pin, pinOpts({ ...row, weeklyTimes: ',07:00-16:00,,,,,' })).reason).toBe('outside-hours');
    expect(verifyPin(pin, pinOpts({ ...row, estateId: 5 })).reason).toBe('wrong-estate');
  });
});

describe('PinLockout', () => {
  const T = 1_750_000_000;

  it('locks on the 5th wrong PIN within a minute, for 5 minutes', () => {
    const l = new PinLockout();
    for (let i = 0; i < 4; i++) expect(l.recordFailure(T + i * 10)).toBe(false);
    expect(l.isLocked(T + 40)).toBe(false);
    expect(l.recordFailure(T + 50)).toBe(true);
    expect(l.lockedUntil(T + 50)).toBe(T + 50 + PIN_LOCKOUT_SEC);
    expect(l.isLocked(T + 50 + PIN_LOCKOUT_SEC - 1)).toBe(true);
    expect(l.isLocked(T + 50 + PIN_LOCKOUT_SEC)).toBe(false);
    // Unlocked with a clean count.
    expect(l.recordFailure(T + 50 + PIN_LOCKOUT_SEC)).toBe(false);
    expect(l.failuresInWindow(T + 50 + PIN_LOCKOUT_SEC)).toBe(1);
  });

  it('counts only the wrong PINs of the last minute', () => {
    const l = new PinLockout();
    for (let i = 0; i < 4; i++) l.recordFailure(T + i);
    // The first four are more than a minute old by now.
    expect(l.recordFailure(T + 70)).toBe(false);
    expect(l.failuresInWindow(T + 70)).toBe(1);
    // One wrong PIN every 16 s (4 in any minute) never locks.
    const slow = new PinLockout();
    for (let i = 0; i < 40; i++) expect(slow.recordFailure(T + i * 16)).toBe(false);
  });

  it('survives a round trip through JSON', () => {
    const l = new PinLockout();
    for (let i = 0; i < 3; i++) l.recordFailure(T + i);
    const again = PinLockout.fromJSON(JSON.parse(JSON.stringify(l)));
    expect(again.failuresInWindow(T + 3)).toBe(3);
    again.recordFailure(T + 4);
    expect(again.recordFailure(T + 5)).toBe(true);
    const locked = PinLockout.fromJSON(JSON.parse(JSON.stringify(again)));
    expect(locked.lockedUntil(T + 6)).toBe(T + 5 + PIN_LOCKOUT_SEC);
    expect(PinLockout.fromJSON('junk').isLocked(T)).toBe(false);
    expect(PinLockout.fromJSON({ failures: ['x', T], lockedUntil: 'no' }).failuresInWindow(T)).toBe(1);
  });
});
