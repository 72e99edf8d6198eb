import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { EnrolChallengeAnswer, EnrolDeviceAnswer } from '../../src/contract/gate';
import { parseSignedCredential, signEnrolment, toBase64Url } from '../../src/domain/qr';
import { ENROL_CHALLENGE_TTL_MS } from '../../server/modules/access/enrolment.service';
import { availableDialects } from '../helpers/test-app';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { signInAs, type Caller } from '../helpers/factories';
import { askChallenge, newDevice, type TestDevice } from './gate-helpers';

/**
 * Enrolment needs proof of possession of the device key (a signature over a
 * fresh single-use challenge bound to the user and session) and refuses small-order keys, for
 * which tweetnacl accepts forged signatures.
 */
const dialects = await availableDialects();

/** The identity point and the all-zero encoding; with the identity, R = identity and S = 0 verify for any message. */
const IDENTITY = new Uint8Array(32);
IDENTITY[0] = 1;
const FORGED_SIGNATURE = toBase64Url(Uint8Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0)));

describe.each(dialects)('gate enrolment with proof of possession on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR]);

  const enrolWith = async (who: Caller, body: { estateId?: number; devicePub: string; challenge: string; signature: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.gateDevices,
      headers: { authorization: `Bearer ${who.token}` },
      payload: { estateId: 91, ...body },
    });
    return { status: res.statusCode, body: res.json<{ details?: EnrolDeviceAnswer[]; errorDescription?: string; errorDetails?: { detail?: string } }>() };
  };
  const proven = (device: TestDevice, challenge: string, estateId = 91) => ({
    devicePub: device.devicePub,
    challenge,
    signature: signEnrolment(device.secretKey, challenge, estateId),
  });

  it('issues a credential for a key proven by its signature over a fresh challenge', async () => {
    const asked = await askChallenge(t.app, resident.token);
    expect(asked.status).toBe(200);
    const detail = asked.body.details?.[0] as EnrolChallengeAnswer;
    expect(detail.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(detail.expiresAt - Date.now()).toBeGreaterThan(0);
    expect(detail.expiresAt - Date.now()).toBeLessThanOrEqual(ENROL_CHALLENGE_TTL_MS);
    const device = newDevice();
    const res = await enrolWith(resident, proven(device, detail.challenge));
    expect(res.status).toBe(200);
    expect(parseSignedCredential(res.body.details?.[0]?.credential ?? '')?.credential.devicePub).toBe(device.devicePub);
    expect((await t.app.inject({ method: 'POST', url: API.gateDeviceChallenge, payload: {} })).statusCode).toBe(401);
  });

  it('refuses the all-zero key and the other small-order keys, even with a signature tweetnacl accepts', async () => {
    // The forged signature really verifies under the identity key: proof of possession alone would not stop it.
    const { challenge } = await askChallenge(t.app, resident.token);
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(challenge),
        Uint8Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0)),
        IDENTITY,
      ),
    ).toBe(true);
    for (const key of [new Uint8Array(32), IDENTITY]) {
      const { challenge: c } = await askChallenge(t.app, resident.token);
      const res = await enrolWith(resident, { devicePub: toBase64Url(key), challenge: c, signature: FORGED_SIGNATURE });
      expect(res.status).toBe(400);
      expect(res.body.errorDescription).toBe('devicePub: Invalid key');
    }
    expect(
      await t.ctx.db
        .selectFrom('gate_credentials')
        .select('cred_id')
        .where('device_pub', 'in', [toBase64Url(new Uint8Array(32)), toBase64Url(IDENTITY)])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a wrong signature: another key, another estate, another challenge, or none', async () => {
    const device = newDevice();
    const other = newDevice();
    const cases = [
      (c: string) => ({ devicePub: device.devicePub, challenge: c, signature: signEnrolment(other.secretKey, c, 91) }),
      (c: string) => ({ devicePub: device.devicePub, challenge: c, signature: signEnrolment(device.secretKey, c, 92) }),
      (c: string) => ({ devicePub: device.devicePub, challenge: c, signature: signEnrolment(device.secretKey, toBase64Url(nacl.randomBytes(32)), 91) }),
      (c: string) => ({ devicePub: device.devicePub, challenge: c, signature: toBase64Url(new Uint8Array(64)) }),
    ];
    for (const make of cases) {
      const { challenge } = await askChallenge(t.app, resident.token);
      const res = await enrolWith(resident, make(challenge));
      expect(res.status).toBe(400);
      expect(res.body.errorDescription).toBe('This device could not prove it holds its access key. Please reset your PIN.');
    }
    expect(
      (await enrolWith(resident, { devicePub: device.devicePub, challenge: (await askChallenge(t.app, resident.token)).challenge, signature: '' })).status,
    ).toBe(400);
  });

  it('uses a challenge once: a replay is refused, even one whose first use failed', async () => {
    const device = newDevice();
    const { challenge } = await askChallenge(t.app, resident.token);
    expect((await enrolWith(resident, proven(device, challenge))).status).toBe(200);
    const replay = await enrolWith(resident, proven(device, challenge));
    expect(replay.status).toBe(400);
    expect(replay.body.errorDescription).toBe('This access code request has expired. Please try again.');

    const second = (await askChallenge(t.app, resident.token)).challenge;
    expect((await enrolWith(resident, { ...proven(device, second), signature: toBase64Url(new Uint8Array(64)) })).status).toBe(400);
    expect((await enrolWith(resident, proven(device, second))).status).toBe(400); // burnt by the failed try
    // Two uses at once: exactly one wins.
    const third = (await askChallenge(t.app, resident.token)).challenge;
    const both = await Promise.all([enrolWith(resident, proven(device, third)), enrolWith(resident, proven(device, third))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired challenge, an invented one, and one asked for by another user or in another session', async () => {
    const device = newDevice();
    const { challenge } = await askChallenge(t.app, resident.token);
    await t.ctx.db
      .updateTable('gate_enrol_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('challenge', '=', challenge)
      .execute();
    expect((await enrolWith(resident, proven(device, challenge))).body.errorDescription).toBe('This access code request has expired. Please try again.');

    expect((await enrolWith(resident, proven(device, toBase64Url(nacl.randomBytes(32))))).status).toBe(400);

    const neighbours = (await askChallenge(t.app, neighbour.token)).challenge;
    expect((await enrolWith(resident, proven(device, neighbours))).status).toBe(400);
    expect((await enrolWith(neighbour, proven(newDevice(), neighbours))).status).toBe(200); // not used up by the refused try

    const otherSession = await signInAs(t.app, RESIDENT);
    const fromOtherSession = (await askChallenge(t.app, otherSession.token)).challenge;
    const res = await enrolWith(resident, proven(device, fromOtherSession));
    expect(res.status).toBe(400);
    expect(res.body.errorDescription).toBe('This access code request has expired. Please try again.');
  });

  it('clears expired challenges', async () => {
    const { challenge } = await askChallenge(t.app, resident.token);
    await t.ctx.db
      .updateTable('gate_enrol_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('challenge', '=', challenge)
      .execute();
    await askChallenge(t.app, resident.token);
    expect(await t.ctx.db.selectFrom('gate_enrol_challenges').select('challenge').where('challenge', '=', challenge).execute()).toEqual([]);
  });
});
