import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, keyMaterialFromText, toBase64Url } from './bytes';
import {
  decodeCredential,
  encodeCredential,
  issueCredential,
  parseSignedCredential,
  serializeSignedCredential,
  verifyCredential,
  type Credential,
} from './credential';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
const NOW = 1_750_000_000;
const keys = { k1: issuer.publicKey };
const base = {
  userId: 'user-ä',
  estateId: 91,
  devicePub: toBase64Url(device.publicKey),
  role: 'Resident',
  notBefore: NOW - 60,
  notAfter: NOW + 86_400,
  keyId: 'k1',
};

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
  it('issues with a random 16-byte credId and verifies', () => {
    const a = issueCredential(base, issuer.secretKey);
    const b = issueCredential(base, issuer.secretKey);
    expect(fromBase64Url(a.credential.credId)?.length).toBe(16);
    expect(a.credential.credId).not.toBe(b.credential.credId);
    expect(a.credential.v).toBe(1);
    expect(verifyCredential(a, keys, NOW)).toEqual({ ok: true, credential: a.credential });
  });

  it('encodes deterministically in the documented layout', () => {
    const credId = toBase64Url(new Uint8Array(16).fill(9));
    const c: Credential = { v: 1, credId, ...base, userId: 'u', role: 'R', keyId: 'k' };
    const bytes = encodeCredential(c);
    expect(bytes.length).toBe(61 + 2 + 2 + 2);
    expect(bytes[0]).toBe(1);
    expect(Array.from(bytes.subarray(17, 21))).toEqual([0, 0, 0, 91]);
    expect(Array.from(bytes.subarray(61))).toEqual([1, 0x6b, 1, 0x75, 1, 0x52]);
    // Field order in the object does not matter.
    const shuffled: Credential = { keyId: 'k', role: 'R', notAfter: c.notAfter, notBefore: c.notBefore, devicePub: c.devicePub, estateId: 91, userId: 'u', credId, v: 1 };
    expect(Array.from(encodeCredential(shuffled))).toEqual(Array.from(bytes));
    expect(decodeCredential(bytes)).toEqual(c);
    expect(decodeCredential(new Uint8Array([...bytes, 0]))).toBeNull();
  });

  it('checks key id, signature and dates', () => {
    const s = issueCredential(base, issuer.secretKey);
    expect(verifyCredential(s, keys, NOW - 61)).toMatchObject({ ok: false, reason: 'not-yet-valid' });
    expect(verifyCredential(s, keys, NOW + 86_401)).toMatchObject({ ok: false, reason: 'expired' });
    expect(verifyCredential(s, keys, NOW + 86_400).ok).toBe(true);
    expect(verifyCredential(s, {}, NOW)).toMatchObject({ ok: false, reason: 'unknown-key' });
    expect(verifyCredential(s, { ['__proto__']: issuer.publicKey }, NOW)).toMatchObject({ reason: 'unknown-key' });
    expect(verifyCredential({ ...s, credential: { ...s.credential, userId: 'other' } }, keys, NOW)).toMatchObject({
      reason: 'bad-issuer-signature',
    });
    expect(verifyCredential({ ...s, credential: { ...s.credential, notAfter: NOW + 10 * 86_400 } }, keys, NOW)).toMatchObject({
      reason: 'bad-issuer-signature',
    });
    expect(verifyCredential({ ...s, signature: 'x' }, keys, NOW)).toMatchObject({ reason: 'malformed' });
    expect(verifyCredential({ ...s, credential: { ...s.credential, devicePub: 'abc' } }, keys, NOW)).toMatchObject({ reason: 'malformed' });
  });

  it('rejects bad fields at issuance', () => {
    expect(() => issueCredential({ ...base, devicePub: toBase64Url(new Uint8Array(31)) }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, estateId: -1 }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, notBefore: NOW, notAfter: NOW - 1 }, issuer.secretKey)).toThrow();
    expect(() => issueCredential({ ...base, userId: 'x'.repeat(256) }, issuer.secretKey)).toThrow();
    expect(() => issueCredential(base, issuer.publicKey)).toThrow();
  });

  it('has a compact transport form that round-trips', () => {
    const s = issueCredential(base, issuer.secretKey);
    const text = serializeSignedCredential(s);
    expect(text.startsWith('EC1.')).toBe(true);
    expect(parseSignedCredential(text)).toEqual(s);
    expect(parseSignedCredential(text + 'A')).toBeNull();
    expect(parseSignedCredential(text.slice(4))).toBeNull();
  });
});
