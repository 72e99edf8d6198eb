import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { concatBytes, toBase64Url, u32be } from './bytes';
import { issueCredential, type CredentialFields, type SignedCredential } from './credential';
import { qrModules, qrVersionForAlphanumeric } from './display';
import { fromBase45, toBase45 } from './base45';
import {
  BODY_OFFSET,
  DEVICE_SIGNATURE_OFFSET,
  HEADER_PLAIN,
  HEADER_SEALED,
  decodePayload,
  decodePayloadBytes,
  encodePayload,
  encodePayloadBytes,
  codeTime,
  type PayloadEncryption,
} from './payload';
import { revocationListAge, signRevocationList, STALE_AFTER_SEC, verifyRevocationList, WARN_AFTER_SEC, type RevocationList } from './revocation';
import { DEFAULT_ACCEPTANCE_WINDOW_SEC, gateTimeSettings, REPLAY_GRACE_SEC, ReplayCache, verifyGateCode, type VerifyGateCodeOptions } from './verify';

const seed = (n: number): Uint8Array => new Uint8Array(32).fill(n);
const issuer = nacl.sign.keyPair.fromSeed(seed(1));
const attacker = nacl.sign.keyPair.fromSeed(seed(9));
const deviceA = nacl.sign.keyPair.fromSeed(seed(2));
const deviceB = nacl.sign.keyPair.fromSeed(seed(3));
const qrCodeKey = seed(7);

const NOW = 1_750_000_000; // 2025-06-15
const STEP = 2;
const DAY = 86_400;
const ESTATE = 91;
const issuerKeys = { k1: issuer.publicKey };

function fields(over: Partial<CredentialFields> & { devicePub: string }): CredentialFields {
  return {
    userId: '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c',
    estateId: ESTATE,
    notBefore: NOW - DAY,
    notAfter: NOW + 6 * DAY,
    ...over,
  };
}

const USER_A = 'a0000000-0000-4000-8000-00000000000a';
const USER_B = 'b0000000-0000-4000-8000-00000000000b';
const credA = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), userId: USER_A }), issuer.secretKey);
const credB = issueCredential(fields({ devicePub: toBase64Url(deviceB.publicKey), userId: USER_B }), issuer.secretKey);

const emptyList: RevocationList = { issuedAt: NOW - 3600, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 };

function enc(): PayloadEncryption {
  return { qrCodeKey };
}

function guard(over: Partial<VerifyGateCodeOptions> = {}): VerifyGateCodeOptions {
  return {
    issuerKeys,
    estateId: ESTATE,
    qrCodeKey: null,
    revocation: emptyList,
    replayCache: new ReplayCache(),
    nowSec: NOW,
    ...over,
  };
}

function code(signed: SignedCredential, opts: { secretKey?: Uint8Array; nowSec?: number; sealed?: boolean } = {}): string {
  return encodePayload({
    signed,
    deviceSecretKey: opts.secretKey ?? deviceA.secretKey,
    nowSec: opts.nowSec ?? NOW,
    encryption: opts.sealed ? enc() : null,
  });
}

function outerBytes(text: string): Uint8Array {
  const b = fromBase45(text);
  if (!b) throw new Error('bad test payload');
  return b;
}

describe('payload round trip', () => {
  for (const sealed of [false, true]) {
    it(`encodes and verifies with encryption ${sealed ? 'on' : 'off'}`, () => {
      const text = code(credA, { sealed });
      expect(text.startsWith(sealed ? 'EGS' : 'EGP')).toBe(true);
      expect(text).toMatch(/^[0-9A-Z $%*+\-./:]+$/); // the QR alphanumeric set (Base45)
      const decoded = decodePayload(text, { qrCodeKey: sealed ? qrCodeKey : null });
      expect(decoded?.credential).toEqual(credA.credential);
      expect(decoded?.t).toBe(codeTime(NOW));
      expect(decoded?.sealed).toBe(sealed);
      const result = verifyGateCode(text, guard({ qrCodeKey: sealed ? qrCodeKey : null }));
      expect(result).toMatchObject({ decision: 'ALLOW', reason: 'ok', credential: credA.credential });
    });
  }

  it('carries no location: the decoded credential has exactly the credential fields', () => {
    const decoded = decodePayload(code(credA));
    expect(Object.keys(decoded?.credential ?? {}).sort()).toEqual(['credId', 'devicePub', 'estateId', 'keyId', 'notAfter', 'notBefore', 'userId', 'v'].sort());
    // Field names only: the values are random base64 and may spell anything.
    expect(Object.keys(decoded?.credential ?? {}).filter((k) => /lat|lon|loc|gps/i.test(k))).toEqual([]);
  });

  it('refuses a downgrade or the wrong estate key: plain vs sealed must match the guard config', () => {
    expect(verifyGateCode(code(credA, { sealed: true }), guard()).reason).toBe('malformed');
    expect(verifyGateCode(code(credA), guard({ qrCodeKey })).reason).toBe('malformed');
    // A sealed code opened with another estate's key is noise (no MAC: every byte is signed), so
    // it fails at whichever check meets the noise first; it can never pass.
    const wrongKey = verifyGateCode(code(credA, { sealed: true }), guard({ qrCodeKey: seed(8) }));
    expect(wrongKey.decision).toBe('DENY');
    expect(['malformed', 'unknown-key', 'bad-issuer-signature', 'bad-device-signature', 'wrong-estate', 'not-yet-valid', 'expired']).toContain(wrongKey.reason);
    expect(verifyGateCode('garbage', guard()).reason).toBe('malformed');
    expect(verifyGateCode('EG1.', guard()).reason).toBe('malformed');
  });

  it('is 206 bytes, 309 Base45 characters: QR version 10 at level M', () => {
    const rows = [false, true].map((sealed) => {
      const text = code(credA, { sealed });
      const version = qrVersionForAlphanumeric(text.length);
      return { sealed, rawBytes: outerBytes(text).length, qrTextChars: text.length, version, modules: version ? qrModules(version) : null };
    });
    console.log('gate QR payload size:', JSON.stringify(rows));
    // header 2 + device signature 64 + credential 72 + issuer signature 64 + t 4
    for (const r of rows) expect(r).toMatchObject({ rawBytes: 2 + 64 + 72 + 64 + 4, qrTextChars: 309, version: 10, modules: 57 });
    // Estate ids up to 16383 still fit version 10; larger ones need version 11.
    const wide = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), estateId: 16383 }), issuer.secretKey);
    expect(qrVersionForAlphanumeric(code(wide, { sealed: true }).length)).toBe(10);
  });

  it('lays the bytes out as header, device signature, then the (sealed) body', () => {
    for (const sealed of [false, true]) {
      const bytes = encodePayloadBytes({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW, encryption: sealed ? enc() : null });
      expect(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toBe(sealed ? HEADER_SEALED : HEADER_PLAIN);
      const decoded = decodePayloadBytes(bytes, { qrCodeKey: sealed ? qrCodeKey : null });
      expect(Array.from(bytes.subarray(DEVICE_SIGNATURE_OFFSET, BODY_OFFSET))).toEqual(Array.from(decoded?.deviceSignature ?? []));
      const body = Array.from(bytes.subarray(BODY_OFFSET));
      const plainBody = Array.from(
        concatBytes(decoded?.credentialBytes ?? new Uint8Array(), decoded?.issuerSignature ?? new Uint8Array(), u32be(codeTime(NOW))),
      );
      expect(body.length).toBe(72 + 64 + 4);
      if (sealed) expect(body).not.toEqual(plainBody);
      else expect(body).toEqual(plainBody);
    }
  });
});

describe('tampering', () => {
  for (const sealed of [false, true]) {
    it(`rejects a change to any byte (encryption ${sealed ? 'on' : 'off'})`, () => {
      const text = code(credA, { sealed });
      const bytes = outerBytes(text);
      const key = sealed ? qrCodeKey : null;
      expect(verifyGateCode(text, guard({ qrCodeKey: key })).decision).toBe('ALLOW');
      // Sealed codes fail fast at decryption, so try two masks there; one mask keeps the plain run short.
      const masks = sealed ? [0x01, 0x80] : [0x41];
      for (let i = 0; i < bytes.length; i++) {
        for (const mask of masks) {
          const copy = bytes.slice();
          copy[i] = (copy[i] ?? 0) ^ mask;
          const tampered = toBase45(copy);
          const r = verifyGateCode(tampered, guard({ qrCodeKey: key }));
          if (r.decision !== 'DENY') throw new Error(`byte ${i} mask ${mask} was accepted`);
        }
      }
    });

    it(`rejects a change to any character of the QR text (encryption ${sealed ? 'on' : 'off'})`, () => {
      const text = code(credA, { sealed });
      const key = sealed ? qrCodeKey : null;
      // Every character when sealed; for plain codes the header, the device signature's start and the tail.
      const positions = sealed ? Array.from(text, (_, i) => i) : [0, 1, 2, 3, 4, 5, 6, 7, text.length - 3, text.length - 2, text.length - 1];
      for (const i of positions) {
        const ch = text[i] === '0' ? '1' : '0';
        const tampered = text.slice(0, i) + ch + text.slice(i + 1);
        expect(verifyGateCode(tampered, guard({ qrCodeKey: key })).decision, `char ${i}`).toBe('DENY');
      }
      expect(verifyGateCode(text + '00', guard({ qrCodeKey: key })).decision).toBe('DENY');
      expect(verifyGateCode(text + '000', guard({ qrCodeKey: key })).decision).toBe('DENY');
      expect(verifyGateCode(text.toLowerCase(), guard({ qrCodeKey: key })).decision).toBe('DENY');
      expect(verifyGateCode(text.slice(0, -1), guard({ qrCodeKey: key })).decision).toBe('DENY');
    });
  }
});

describe('nonces', () => {
  it("never seals two different payloads under one nonce: the nonce is the device signature's first 24 bytes", () => {
    const nonces = new Set<string>();
    // 500 steps of two residents: every (credential, t) has its own nonce.
    for (let step = 0; step < 500; step++) {
      for (const [signed, secretKey] of [
        [credA, deviceA.secretKey],
        [credB, deviceB.secretKey],
      ] as const) {
        const bytes = encodePayloadBytes({ signed, deviceSecretKey: secretKey, nowSec: NOW + step * STEP, encryption: enc() });
        const decoded = decodePayloadBytes(bytes, { qrCodeKey });
        expect(Array.from(decoded?.nonce ?? [])).toEqual(Array.from(bytes.subarray(DEVICE_SIGNATURE_OFFSET, DEVICE_SIGNATURE_OFFSET + 24)));
        nonces.add(toBase64Url(decoded?.nonce ?? new Uint8Array()));
      }
    }
    expect(nonces.size).toBe(1000);
  });

  it('repeats a nonce only with the identical payload (same credential and step, deterministic signatures)', () => {
    const at = (nowSec: number) => encodePayload({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec, encryption: enc() });
    expect(at(NOW + 0.5)).toBe(at(NOW));
    expect(at(NOW + STEP)).not.toBe(at(NOW));
    // A re-issued credential (new credId) in the same step: another nonce.
    const renewed = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), userId: USER_A }), issuer.secretKey);
    const other = encodePayload({ signed: renewed, deviceSecretKey: deviceA.secretKey, nowSec: NOW, encryption: enc() });
    expect(decodePayload(other, { qrCodeKey })?.nonce).not.toEqual(decodePayload(at(NOW), { qrCodeKey })?.nonce);
  });
});

describe('acceptance window (absolute, server-corrected time)', () => {
  it('accepts |t_code - now| <= 30 s by default and refuses beyond, either side', () => {
    expect(DEFAULT_ACCEPTANCE_WINDOW_SEC).toBe(30);
    // NOW is even, so a code stamped at NOW + k (k even) has t_code = NOW + k exactly.
    for (const k of [-30, -28, -2, 0, 2, 28, 30]) {
      expect(verifyGateCode(code(credA, { nowSec: NOW + k }), guard()).reason, `k=${k}`).toBe('ok');
    }
    for (const k of [-32, 32, -60, 60, -3600]) {
      expect(verifyGateCode(code(credA, { nowSec: NOW + k }), guard()).reason, `k=${k}`).toBe('time-step');
    }
  });

  it('is one absolute setting, independent of the refresh interval', () => {
    // The code carries whole seconds, not a step count: a code 25 s old is fine whatever
    // refresh interval either device synced (one 2-second step of tolerance refused it before).
    const slow = encodePayload({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW - 25 });
    expect(decodePayload(slow)?.t).toBe(codeTime(NOW - 25));
    expect(verifyGateCode(slow, guard()).reason).toBe('ok');
    expect(verifyGateCode(slow, guard({ nowSec: NOW + 10 })).reason).toBe('time-step');
    // The estate's setting decides: a 10-second window refuses a code 12 s old, a 60-second one takes 58 s.
    expect(verifyGateCode(code(credA, { nowSec: NOW - 12 }), guard({ windowSec: 10 })).reason).toBe('time-step');
    expect(verifyGateCode(code(credA, { nowSec: NOW - 10 }), guard({ windowSec: 10 })).reason).toBe('ok');
    expect(verifyGateCode(code(credA, { nowSec: NOW - 58 }), guard({ windowSec: 60 })).reason).toBe('ok');
    expect(verifyGateCode(code(credA, { nowSec: NOW }), guard({ windowSec: Number.NaN })).reason).toBe('malformed');
  });

  it('lets a guard whose device clock is 45 s behind allow a fresh code once it checks in corrected time', () => {
    const server = NOW;
    const resident = server; // the resident's phone, corrected (offset 0)
    const guardDevice = server - 45; // the guard's raw clock
    const guardOffset = 45; // measured at its last pull: serverTime - device time
    const fresh = code(credA, { nowSec: resident });
    expect(verifyGateCode(fresh, guard({ nowSec: guardDevice })).reason).toBe('time-step'); // raw clock: refused
    const cache = new ReplayCache();
    expect(verifyGateCode(fresh, guard({ nowSec: guardDevice + guardOffset, replayCache: cache })).decision).toBe('ALLOW');
    expect(verifyGateCode(fresh, guard({ nowSec: guardDevice + guardOffset + 1, replayCache: cache })).reason).toBe('replay');
  });

  it('reads the window and the list age from the synced config, with defaults for older configs', () => {
    expect(gateTimeSettings(undefined)).toEqual({ windowSec: 30, maxListAgeSec: 72 * 3600 });
    expect(gateTimeSettings({})).toEqual({ windowSec: 30, maxListAgeSec: 72 * 3600 });
    expect(gateTimeSettings({ acceptanceWindowSec: 45, revocationMaxAgeSec: 48 * 3600 })).toEqual({ windowSec: 45, maxListAgeSec: 48 * 3600 });
    expect(gateTimeSettings({ acceptanceWindowSec: 0, revocationMaxAgeSec: -1 })).toEqual({ windowSec: 30, maxListAgeSec: 72 * 3600 });
  });
});

describe('credential checks at the gate', () => {
  it('refuses expired and not-yet-valid credentials', () => {
    const expired = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), notBefore: NOW - 1 - 7 * DAY, notAfter: NOW - 1 }), issuer.secretKey);
    const future = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), notBefore: NOW + 1, notAfter: NOW + 1 + DAY }), issuer.secretKey);
    expect(verifyGateCode(code(expired), guard()).reason).toBe('expired');
    expect(verifyGateCode(code(future), guard()).reason).toBe('not-yet-valid');
    const edge = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), notBefore: NOW, notAfter: NOW }), issuer.secretKey);
    expect(verifyGateCode(code(edge), guard()).reason).toBe('ok');
  });

  it('refuses a credential for another estate', () => {
    const other = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), estateId: 92 }), issuer.secretKey);
    expect(verifyGateCode(code(other), guard()).reason).toBe('wrong-estate');
  });

  it('refuses an unknown issuing key id, and accepts a rotated key once pinned', () => {
    const k2 = nacl.sign.keyPair.fromSeed(seed(4));
    const cred = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey) }), k2.secretKey); // carries k2's tag
    expect(verifyGateCode(code(cred), guard()).reason).toBe('unknown-key');
    expect(
      verifyGateCode(
        code(cred),
        guard({
          issuerKeys: new Map([
            ['k1', issuer.publicKey],
            ['k2', k2.publicKey],
          ]),
        }),
      ).reason,
    ).toBe('ok');
    expect(verifyGateCode(code(cred), guard({ issuerKeys: { k2: issuer.publicKey } })).reason).toBe('unknown-key'); // no key with k2's tag
    const claimsEstateKey = issueCredential(fields({ devicePub: toBase64Url(deviceA.publicKey), keyId: credA.credential.keyId }), k2.secretKey);
    expect(verifyGateCode(code(claimsEstateKey), guard()).reason).toBe('bad-issuer-signature');
  });

  it('refuses revoked credId, userId and credentials older than minCredNotBefore', () => {
    const byCred = { ...emptyList, revokedCredIds: [credA.credential.credId] };
    const byUser = { ...emptyList, revokedUserIds: [USER_A] };
    const byDate = { ...emptyList, minCredNotBefore: credA.credential.notBefore + 1 };
    expect(verifyGateCode(code(credA), guard({ revocation: byCred })).reason).toBe('revoked');
    expect(verifyGateCode(code(credA), guard({ revocation: byUser })).reason).toBe('revoked');
    expect(verifyGateCode(code(credA), guard({ revocation: byDate })).reason).toBe('revoked');
    // Resident B is unaffected by A's revocation.
    expect(verifyGateCode(code(credB, { secretKey: deviceB.secretKey }), guard({ revocation: byCred })).reason).toBe('ok');
  });

  it('refuses a code whose credential claims another userId with a valid structure but a wrong signature', () => {
    // Swap in a credential for user B (same device key) but keep A's issuer signature.
    const forgedFields = { ...credA.credential, userId: USER_B };
    const forged: SignedCredential = { credential: forgedFields, signature: credA.signature };
    const text = encodePayload({ signed: forged, deviceSecretKey: deviceA.secretKey, nowSec: NOW });
    expect(decodePayload(text)?.credential.userId).toBe(USER_B);
    expect(verifyGateCode(text, guard()).reason).toBe('bad-issuer-signature');
    // A credential for user B signed with the attacker's own key under the estate key's tag.
    const selfSigned = issueCredential(
      fields({ devicePub: toBase64Url(deviceA.publicKey), userId: USER_B, keyId: credA.credential.keyId }),
      attacker.secretKey,
    );
    expect(verifyGateCode(code(selfSigned), guard()).reason).toBe('bad-issuer-signature');
    // A random 64-byte signature.
    const junk: SignedCredential = { credential: forgedFields, signature: toBase64Url(nacl.randomBytes(64)) };
    expect(verifyGateCode(encodePayload({ signed: junk, deviceSecretKey: deviceA.secretKey, nowSec: NOW }), guard()).reason).toBe('bad-issuer-signature');
  });

  it("keys from resident A's storage cannot make a code for resident B", () => {
    // A has their device secret key, the estate qrCodeKey and B's credential (seen in B's QR code).
    for (const sealed of [false, true]) {
      const text = code(credB, { secretKey: deviceA.secretKey, sealed });
      expect(verifyGateCode(text, guard({ qrCodeKey: sealed ? qrCodeKey : null })).reason).toBe('bad-device-signature');
    }
    // A device signature for another credId or estate does not transfer either.
    const bytesA = encodePayloadBytes({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW });
    const spliced = encodePayloadBytes({ signed: credB, deviceSecretKey: deviceB.secretKey, nowSec: NOW });
    spliced.set(bytesA.subarray(DEVICE_SIGNATURE_OFFSET, BODY_OFFSET), DEVICE_SIGNATURE_OFFSET);
    expect(verifyGateCode(toBase45(spliced), guard()).reason).toBe('bad-device-signature');
  });

  it('checks in the documented order', () => {
    const expiredOther = issueCredential(
      fields({ devicePub: toBase64Url(deviceA.publicKey), estateId: 92, notAfter: NOW - 1, notBefore: NOW - 1 - DAY }),
      issuer.secretKey,
    );
    expect(verifyGateCode(code(expiredOther), guard()).reason).toBe('expired');
    const revoked = { ...emptyList, revokedUserIds: [USER_B] };
    expect(verifyGateCode(code(credB, { secretKey: deviceA.secretKey }), guard({ revocation: revoked })).reason).toBe('revoked');
    expect(verifyGateCode(code(credB, { secretKey: deviceA.secretKey, nowSec: NOW + 60 }), guard()).reason).toBe('bad-device-signature');
  });
});

describe('replay', () => {
  it('accepts a code once and refuses it the second time, also when drawn again within the same step', () => {
    const cache = new ReplayCache();
    const g = guard({ replayCache: cache, qrCodeKey });
    const e = enc();
    const first = encodePayload({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW, encryption: e });
    const again = encodePayload({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW, encryption: e });
    expect(first).toBe(again); // the same step gives the same code
    expect(verifyGateCode(first, g).reason).toBe('ok');
    expect(verifyGateCode(first, g).reason).toBe('replay');
    expect(verifyGateCode(again, g).reason).toBe('replay');
    const nextStep = encodePayload({ signed: credA, deviceSecretKey: deviceA.secretKey, nowSec: NOW + STEP, encryption: e });
    expect(verifyGateCode(nextStep, g).reason).toBe('ok');
    // Another resident in the same step is independent.
    const b = encodePayload({ signed: credB, deviceSecretKey: deviceB.secretKey, nowSec: NOW, encryption: e });
    expect(verifyGateCode(b, g).reason).toBe('ok');
  });

  it('does not record denied codes', () => {
    const cache = new ReplayCache();
    const text = code(credA, { nowSec: NOW + 40 });
    expect(verifyGateCode(text, guard({ replayCache: cache })).reason).toBe('time-step');
    expect(cache.size).toBe(0);
    expect(verifyGateCode(text, guard({ replayCache: cache, nowSec: NOW + 40 })).reason).toBe('ok');
  });

  it('refuses a replay for the whole window: a code accepted early is never accepted again', () => {
    const cache = new ReplayCache();
    const text = code(credA, { nowSec: NOW - 30 }); // accepted at the very edge of the window...
    expect(verifyGateCode(text, guard({ replayCache: cache, nowSec: NOW - 30 })).reason).toBe('ok');
    // ...and replayed at every later moment it could still pass the window.
    for (const later of [NOW - 29, NOW - 1, NOW]) {
      expect(verifyGateCode(text, guard({ replayCache: cache, nowSec: later })).reason, `at ${later - NOW}`).toBe('replay');
    }
    expect(verifyGateCode(text, guard({ replayCache: cache, nowSec: NOW + 1 })).reason).toBe('time-step');
    // A code accepted 30 s before its own time (its window is NOW..NOW+60) stays refused to the end.
    const ahead = code(credA, { nowSec: NOW + 30 });
    expect(verifyGateCode(ahead, guard({ replayCache: cache, nowSec: NOW })).reason).toBe('ok');
    for (const later of [NOW + 1, NOW + 30, NOW + 59, NOW + 60]) {
      expect(verifyGateCode(ahead, guard({ replayCache: cache, nowSec: later })).reason, `at ${later - NOW}`).toBe('replay');
    }
  });

  it('keeps an entry until t + window + grace, then prunes it', () => {
    const cache = new ReplayCache();
    const t = codeTime(NOW);
    expect(cache.checkAndRecord('c', t, NOW, 30)).toBe(true);
    expect(cache.checkAndRecord('c', t, NOW + 1, 30)).toBe(false);
    const lastMoment = t + 30 + REPLAY_GRACE_SEC;
    expect(cache.has('c', t, lastMoment - 1)).toBe(true);
    cache.prune(lastMoment - 1);
    expect(cache.size).toBe(1);
    cache.prune(lastMoment);
    expect(cache.size).toBe(0);
    // A longer window keeps it longer.
    const wide = new ReplayCache(0);
    wide.checkAndRecord('c', t, NOW, 120);
    wide.prune(NOW + 119);
    expect(wide.size).toBe(1);
  });
});

describe('revocation list', () => {
  it('is signed by the issuer and verified; tampering and unknown keys fail; order does not matter', () => {
    const list: RevocationList = {
      issuedAt: NOW,
      seq: 7,
      revokedCredIds: [credB.credential.credId, credA.credential.credId],
      revokedUserIds: ['u2', 'u1', 'u1'],
      minCredNotBefore: NOW - DAY,
    };
    const signed = signRevocationList(list, 'k1', issuer.secretKey);
    expect(verifyRevocationList(signed, issuerKeys)).toMatchObject({ ok: true });
    const reordered = { ...signed, list: { ...signed.list, revokedUserIds: ['u1', 'u2'], revokedCredIds: [...signed.list.revokedCredIds].reverse() } };
    expect(verifyRevocationList(reordered, issuerKeys).ok).toBe(true);
    const dropped = { ...signed, list: { ...signed.list, revokedUserIds: ['u1'] } };
    expect(verifyRevocationList(dropped, issuerKeys)).toEqual({ ok: false, reason: 'bad-issuer-signature' });
    const rolledBack = { ...signed, list: { ...signed.list, issuedAt: NOW + 1 } };
    expect(verifyRevocationList(rolledBack, issuerKeys).ok).toBe(false);
    expect(verifyRevocationList({ ...signed, keyId: 'k9' }, issuerKeys)).toEqual({ ok: false, reason: 'unknown-key' });
    expect(verifyRevocationList(signRevocationList(list, 'k1', attacker.secretKey), issuerKeys).ok).toBe(false);
    expect(verifyRevocationList({ ...signed, list: { ...signed.list, revokedCredIds: ['nope'] } }, issuerKeys)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('a revoked credId is refused offline after the guard has synced the list', () => {
    const signed = signRevocationList({ ...emptyList, seq: 2, revokedCredIds: [credA.credential.credId] }, 'k1', issuer.secretKey);
    const check = verifyRevocationList(signed, issuerKeys);
    if (!check.ok) throw new Error('list should verify');
    expect(verifyGateCode(code(credA), guard({ revocation: check.list })).reason).toBe('revoked');
  });

  it('fails closed past the maximum age (72 h by default): DENY list-out-of-date, whoever the code is for', () => {
    expect(STALE_AFTER_SEC).toBe(72 * 3600);
    const fresh = verifyGateCode(code(credA), guard({ revocation: { ...emptyList, issuedAt: NOW - STALE_AFTER_SEC } }));
    expect(fresh).toMatchObject({ decision: 'ALLOW', reason: 'ok', revocationAge: { ageSec: STALE_AFTER_SEC, stale: false, warn: true } });
    const stale = verifyGateCode(code(credA), guard({ revocation: { ...emptyList, issuedAt: NOW - STALE_AFTER_SEC - 1 } }));
    expect(stale).toMatchObject({ decision: 'DENY', reason: 'list-out-of-date', revocationAge: { stale: true } });
    expect(stale.credential?.credId).toBe(credA.credential.credId); // for the audit log
    // Nothing is recorded, so the same code passes once the console has synced a fresh list.
    const cache = new ReplayCache();
    const text = code(credA);
    expect(verifyGateCode(text, guard({ replayCache: cache, revocation: { ...emptyList, issuedAt: NOW - 4 * DAY } })).reason).toBe('list-out-of-date');
    expect(verifyGateCode(text, guard({ replayCache: cache })).reason).toBe('ok');
  });

  it("honours the estate's maximum age, and warns from 24 hours", () => {
    const list = (ageSec: number) => ({ ...emptyList, issuedAt: NOW - ageSec });
    expect(verifyGateCode(code(credA), guard({ revocation: list(49 * 3600), maxListAgeSec: 48 * 3600 })).reason).toBe('list-out-of-date');
    expect(verifyGateCode(code(credA), guard({ revocation: list(47 * 3600), maxListAgeSec: 48 * 3600 })).reason).toBe('ok');
    expect(verifyGateCode(code(credA), guard({ revocation: list(5 * DAY), maxListAgeSec: 7 * DAY })).reason).toBe('ok');
    expect(WARN_AFTER_SEC).toBe(24 * 3600);
    expect(revocationListAge(list(WARN_AFTER_SEC), NOW)).toEqual({ ageSec: WARN_AFTER_SEC, stale: false, warn: false });
    expect(revocationListAge(list(WARN_AFTER_SEC + 1), NOW)).toEqual({ ageSec: WARN_AFTER_SEC + 1, stale: false, warn: true });
    expect(revocationListAge(list(-60), NOW)).toEqual({ ageSec: 0, stale: false, warn: false });
  });
});
