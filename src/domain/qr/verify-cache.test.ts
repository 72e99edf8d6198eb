import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from './bytes';
import { issueCredential } from './credential';
import { encodePayload } from './payload';
import { ReplayCache, VerifiedCredentials, verifyGateCode, type VerifyGateCodeOptions } from './verify';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
const attacker = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(9));
const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
const NOW = 1_750_000_000;
const fields = {
  userId: '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c',
  estateId: 91,
  devicePub: toBase64Url(device.publicKey),
  notBefore: NOW - 60,
  notAfter: NOW - 60 + 3600,
};
const signed = issueCredential(fields, issuer.secretKey);
const code = (nowSec: number, cred = signed) => encodePayload({ signed: cred, deviceSecretKey: device.secretKey, nowSec });
const options = (over: Partial<VerifyGateCodeOptions>): VerifyGateCodeOptions => ({
  issuerKeys: { k1: issuer.publicKey },
  estateId: 91,
  revocation: { issuedAt: NOW, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 },
  replayCache: new ReplayCache(),
  nowSec: NOW,
  ...over,
});

describe('verified-credential cache on the guard', () => {
  it('gives the same answers with and without the cache, and still checks dates every scan', () => {
    const cache = new VerifiedCredentials();
    expect(verifyGateCode(code(NOW), options({ verifiedCredentials: cache })).reason).toBe('ok');
    expect(cache.size).toBe(1);
    expect(verifyGateCode(code(NOW + 4), options({ verifiedCredentials: cache, nowSec: NOW + 4 })).reason).toBe('ok');
    expect(verifyGateCode(code(NOW + 3600), options({ verifiedCredentials: cache, nowSec: NOW + 3600 })).reason).toBe('expired');
    expect(verifyGateCode(code(NOW - 120), options({ verifiedCredentials: cache, nowSec: NOW - 120 })).reason).toBe('not-yet-valid');
  });

  it('does not let a cached credential vouch for a forged one or for another issuing key', () => {
    const cache = new VerifiedCredentials();
    expect(verifyGateCode(code(NOW), options({ verifiedCredentials: cache })).reason).toBe('ok');
    // The attacker's credential claims the estate key's tag and the cached credential's id.
    const forged = issueCredential({ ...fields, credId: signed.credential.credId, keyId: signed.credential.keyId }, attacker.secretKey);
    expect(verifyGateCode(code(NOW + 2, forged), options({ verifiedCredentials: cache, nowSec: NOW + 2 })).reason).toBe('bad-issuer-signature');
    expect(verifyGateCode(code(NOW + 4), options({ verifiedCredentials: cache, nowSec: NOW + 4, issuerKeys: { k1: attacker.publicKey } })).reason).toBe(
      'unknown-key',
    );
    expect(cache.size).toBe(1);
  });

  it('is bounded', () => {
    const cache = new VerifiedCredentials(2);
    for (const k of ['a', 'b', 'c']) cache.add(k);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([false, true, true, 2]);
  });
});
