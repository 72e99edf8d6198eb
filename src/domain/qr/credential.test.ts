import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, keyMaterialFromText, toBase64Url, u32be, uuidBytes } from './bytes';
import {
  decodeCredential,
  encodeCredential,
  issueCredential,
  issuerKeyTag,
  lookupIssuerKey,
  parseSignedCredential,
  serializeSignedCredential,
  verifyCredential,
  type Credential,
} from './credential';
import { hasSmallOrder, isAcceptableDeviceKey, isCanonicalPoint, signEnrolment, verifyEnrolment } from './device-key';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
const NOW = 1_750_000_000;
const keys = { k1: issuer.publicKey };
const USER = '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c';
const base = {
  userId: USER,
  estateId: 91,
  devicePub: toBase64Url(device.publicKey),
  notBefore: NOW - 60,
  notAfter: NOW - 60 + 24 * 3600,
};
const TAG = toBase64Url(issuer.publicKey.subarray(0, 2));

describe('base64url', () => {
  it('round-trips every length and rejects non-canonical text', () => {
    for (let n = 0; n < 40; n++) {
      const b = nacl.randomBytes(n);
      const t = toBase64Url(b);
      expect(t).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(Array.from(fromBase64Url(t) ?? [])).toEqual(Array.from(b));
    }
    expect(Array.from(fromBase64Url('AA') ?? [9])).toEqual([0]);
    expect(Array.from(fromBase64Url('AQ') ?? [])).toEqual([1]);
    expect(fromBase64Url('AB==')).toBeNull();
    expect(fromBase64Url('AB')).toBeNull(); // non-zero unused bits
    expect(fromBase64Url('A')).toBeNull();
    expect(fromBase64Url('A+B/')).toBeNull();
  });

  it('reads hex and base64 key material from config', () => {
    const k = nacl.randomBytes(32);
    const hex = Array.from(k, (b) => b.toString(16).padStart(2, '0')).join('');
    expect(Array.from(keyMaterialFromText(hex) ?? [])).toEqual(Array.from(k));
    const b64 = toBase64Url(k).replace(/-/g, '+').replace(/_/g, '/') + '=';
    expect(Array.from(keyMaterialFromText(b64) ?? [])).toEqual(Array.from(k));
  });
});

describe('credential', () => {
  it('issues with a random 16-byte credId and the signing key tag, and verifies', () => {
    const a = issueCredential(base, issuer.secretKey);
    const b = issueCredential(base, issuer.secretKey);
    expect(fromBase64Url(a.credential.credId)?.length).toBe(16);
    expect(a.credential.credId).not.toBe(b.credential.credId);
    expect(a.credential.v).toBe(2);
    expect(a.credential.keyId).toBe(TAG);
    expect(issuerKeyTag(issuer.publicKey)).toBe(TAG);
    expect(verifyCredential(a, keys, NOW)).toEqual({ ok: true, credential: a.credential });
  });

  it('encodes deterministically in the documented layout (72 bytes for an estate id below 128)', () => {
    const credId = toBase64Url(new Uint8Array(16).fill(9));
    const c: Credential = { v: 2, credId, ...base, keyId: TAG };
    const bytes = encodeCredential(c);
    expect(bytes.length).toBe(72);
    expect(Array.from(bytes.subarray(0, 16))).toEqual(new Array(16).fill(9));
    expect(Array.from(bytes.subarray(16, 32))).toEqual(Array.from(uuidBytes(USER) ?? []));
    expect(Array.from(bytes.subarray(32, 64))).toEqual(Array.from(device.publicKey));
    expect(Array.from(bytes.subarray(64, 68))).toEqual(Array.from(u32be(NOW - 60)));
    expect(bytes[68]).toBe(24); // hours
    expect(Array.from(bytes.subarray(69, 71))).toEqual(Array.from(issuer.publicKey.subarray(0, 2)));
    expect(bytes[71]).toBe(91);
    // Field order in the object does not matter.
    const shuffled: Credential = { keyId: TAG, notAfter: c.notAfter, notBefore: c.notBefore, devicePub: c.devicePub, estateId: 91, userId: USER, credId, v: 2 };
    expect(Array.from(encodeCredential(shuffled))).toEqual(Array.from(bytes));
    expect(decodeCredential(bytes)).toEqual(c);
    expect(decodeCredential(new Uint8Array([...bytes, 0]))).toBeNull();
    // Larger estate ids take more bytes (LEB128), only in their shortest form.
    for (const [estateId, len] of [
      [127, 72],
      [128, 73],
      [16383, 73],
      [16384, 74],
      [0xffffffff, 76],
    ] as const) {
      const wide = encodeCredential({ ...c, estateId });
      expect(wide.length, `estate ${estateId}`).toBe(len);
      expect(decodeCredential(wide)?.estateId).toBe(estateId);
    }
    expect(decodeCredential(new Uint8Array([...bytes.subarray(0, 71), 0x80 | 91, 0]))).toBeNull(); // padded varint
    expect(decodeCredential(new Uint8Array([...bytes.subarray(0, 71), 0xff, 0xff, 0xff, 0xff, 0x1f]))).toBeNull(); // above u32
  });

  it('checks key id, signature and dates', () => {
    const s = issueCredential(base, issuer.secretKey);
    expect(verifyCredential(s, keys, NOW - 61)).toMatchObject({ ok: false, reason: 'not-yet-valid' });
    expect(verifyCredential(s, keys, NOW - 60 + 24 * 3600 + 1)).toMatchObject({ ok: false, reason: 'expired' });
    expect(verifyCredential(s, keys, NOW - 60 + 24 * 3600).ok).toBe(true);
    expect(verifyCredential(s, {}, NOW)).toMatchObject({ ok: false, reason: 'unknown-key' });
    expect(verifyCredential(s, { ['__proto__']: device.publicKey }, NOW)).toMatchObject({ reason: 'unknown-key' });
    expect(verifyCredential({ ...s, credential: { ...s.credential, userId: '00000000-0000-4000-8000-000000000000' } }, keys, NOW)).toMatchObject({
      reason: 'bad-issuer-signature',
    });
    expect(verifyCredential({ ...s, credential: { ...s.credential, notAfter: s.credential.notAfter + 3600 } }, keys, NOW)).toMatchObject({
      reason: 'bad-issuer-signature',
    });
    expect(verifyCredential({ ...s, signature: 'x' }, keys, NOW)).toMatchObject({ reason: 'malformed' });
    expect(verifyCredential({ ...s, credential: { ...s.credential, devicePub: 'abc' } }, keys, NOW)).toMatchObject({ reason: 'malformed' });
  });

  it('finds the issuing key by its tag, and tries every key that shares one', () => {
    const s = issueCredential(base, issuer.secretKey);
    expect(lookupIssuerKey({ 'e91-whatever': issuer.publicKey }, s.credential.keyId)).toBe(issuer.publicKey);
    expect(lookupIssuerKey({ k1: issuer.publicKey }, 'k1')).toBe(issuer.publicKey); // lists name keys in full
    // Another key with the same first two bytes (a guard holding several estates' keys).
    const twin = new Uint8Array(device.publicKey);
    twin.set(issuer.publicKey.subarray(0, 2));
    const both = new Map([
      ['a', twin],
      ['b', issuer.publicKey],
    ]);
    expect(lookupIssuerKey(both, s.credential.keyId)).toBeUndefined();
    expect(verifyCredential(s, both, NOW).ok).toBe(true);
    expect(verifyCredential(s, { a: twin }, NOW)).toMatchObject({ reason: 'bad-issuer-signature' });
  });

  it('rejects bad fields at issuance', () => {
    expect(() => issueCredential({ ...base, devicePub: toBase64Url(new Uint8Array(31)) }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, estateId: -1 }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, notBefore: NOW, notAfter: NOW - 3600 }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, notAfter: base.notAfter + 1 }, issuer.secretKey)).toThrow(/whole hours/);
    expect(() => issueCredential({ ...base, notAfter: base.notBefore + 256 * 3600 }, issuer.secretKey)).toThrow(/whole hours/);
    expect(() => issueCredential({ ...base, userId: 'user-a' }, issuer.secretKey)).toThrow(/UUID/);
    expect(() => issueCredential({ ...base, userId: USER.toUpperCase() }, issuer.secretKey)).toThrow(/UUID/);
    expect(() => issueCredential({ ...base, keyId: 'k1' }, issuer.secretKey)).toThrow(/tag/);
    expect(() => issueCredential(base, issuer.publicKey)).toThrow();
  });

  it('refuses small-order and non-canonical device keys, at issuance and when decoding', () => {
    const identity = new Uint8Array(32);
    identity[0] = 1;
    for (const bad of [new Uint8Array(32), identity]) {
      expect(() => issueCredential({ ...base, devicePub: toBase64Url(bad) }, issuer.secretKey)).toThrow(/small order/);
    }
    const good = encodeCredential({ v: 2, credId: toBase64Url(new Uint8Array(16)), ...base, keyId: TAG });
    const zeroKey = good.slice();
    zeroKey.fill(0, 32, 64);
    expect(decodeCredential(good)).not.toBeNull();
    expect(decodeCredential(zeroKey)).toBeNull();
  });

  it('has a compact transport form that round-trips; version-1 text is not read', () => {
    const s = issueCredential(base, issuer.secretKey);
    const text = serializeSignedCredential(s);
    expect(text.startsWith('EC2.')).toBe(true);
    expect(parseSignedCredential(text)).toEqual(s);
    expect(parseSignedCredential(text + 'A')).toBeNull();
    expect(parseSignedCredential(text.slice(4))).toBeNull();
    expect(parseSignedCredential(`EC1.${text.slice(4)}`)).toBeNull();
  });
});

describe('device keys (small order, canonical encoding)', () => {
  const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
  // libsodium's blocklist: 0, 1, the two order-8 points, p-1, p, p+1 (y little-endian).
  const smallOrder = [
    '0000000000000000000000000000000000000000000000000000000000000000',
    '0100000000000000000000000000000000000000000000000000000000000000',
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
    'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
    'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
    'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  ].map(hex);

  it('refuses the small-order points with either x sign, and y >= p', () => {
    for (const key of smallOrder) {
      expect(hasSmallOrder(key)).toBe(true);
      const negated = key.slice();
      negated[31] = (negated[31] ?? 0) | 0x80;
      expect(hasSmallOrder(negated)).toBe(true);
      expect(isAcceptableDeviceKey(key)).toBe(false);
      expect(isAcceptableDeviceKey(negated)).toBe(false);
    }
    const aboveP = hex('efffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f');
    expect(isCanonicalPoint(aboveP)).toBe(false);
    expect(isAcceptableDeviceKey(aboveP)).toBe(false);
    expect(isAcceptableDeviceKey(new Uint8Array(31))).toBe(false);
  });

  it('accepts real keys', () => {
    for (let i = 0; i < 200; i++) expect(isAcceptableDeviceKey(nacl.sign.keyPair().publicKey)).toBe(true);
  });

  it('is needed: tweetnacl accepts a forged signature for the identity key', () => {
    const identity = smallOrder[1] ?? new Uint8Array(32);
    const forged = new Uint8Array(64);
    forged[0] = 1; // R = identity, S = 0
    expect(nacl.sign.detached.verify(new TextEncoder().encode('any message'), forged, identity)).toBe(true);
    expect(verifyEnrolment(toBase64Url(identity), toBase64Url(new Uint8Array(32).fill(5)), 91, toBase64Url(forged))).toBe(false);
  });

  it('proves possession: a signature over the challenge and estate by the enrolled key', () => {
    const challenge = toBase64Url(nacl.randomBytes(32));
    const proof = signEnrolment(device.secretKey, challenge, 91);
    const pub = toBase64Url(device.publicKey);
    expect(verifyEnrolment(pub, challenge, 91, proof)).toBe(true);
    expect(verifyEnrolment(pub, challenge, 92, proof)).toBe(false);
    expect(verifyEnrolment(pub, toBase64Url(nacl.randomBytes(32)), 91, proof)).toBe(false);
    expect(verifyEnrolment(toBase64Url(issuer.publicKey), challenge, 91, proof)).toBe(false);
    expect(verifyEnrolment(pub, challenge, 91, toBase64Url(nacl.randomBytes(64)))).toBe(false);
    expect(verifyEnrolment(pub, 'short', 91, proof)).toBe(false);
  });
});
