import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { AccessControlConfig, EnrolDeviceAnswer, GateEvent, GateKey, GateResident, RevocationListRecord } from '../../src/contract/gate';
import type { Change } from '../../src/contract/sync';
import {
  encodePayload,
  fromBase64Url,
  keyMaterialFromText,
  parseSignedCredential,
  ReplayCache,
  toBase64Url,
  verifyCredential,
  verifyGateCode,
  verifyRevocationList,
} from '../../src/domain/qr';
import { revokeOnAccessRoleLost } from '../../server/modules/access/revocation.service';
import { writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makeUser, signInAs, type Caller } from '../helpers/factories';
import { askChallenge, enrolDevice, newDevice, type TestDevice } from './gate-helpers';

const dialects = await availableDialects();

type Device = TestDevice;

const rowsOf = <T>(changes: Change[], table: Change['table']): T[] => changes.filter((c) => c.table === table && c.op === 'put').map((c) => c.data as T);

describe.each(dialects)('gate access server on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER]);

  const post = async (url: string, who: Caller | null, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.statusCode, body: res.json<{ status: string; details?: unknown[]; errorDescription?: string }>(), headers: res.headers };
  };
  const enrol = async (who: Caller, device: Device, estateId = 91) => enrolDevice(t.app, who.token, device, estateId);

  /** What a guard device holds after a sync: issuing keys, the verified list, the QR key. */
  async function guardView(who: Caller = guard) {
    const { changes } = await pullAll(t.app, who);
    const keys = rowsOf<GateKey>(changes, 'gateKeys').filter((k) => k.estateId === 91);
    const issuerKeys = Object.fromEntries(keys.map((k) => [k.keyId, fromBase64Url(k.publicKey) ?? new Uint8Array()]));
    const record = rowsOf<RevocationListRecord>(changes, 'revocationLists').find((r) => r.estateId === 91);
    if (!record) throw new Error('no revocation list');
    const { estateId: _e, keyId, signature, ...list } = record;
    const checked = verifyRevocationList({ list, keyId, signature }, issuerKeys);
    if (!checked.ok) throw new Error(`revocation list does not verify: ${checked.reason}`);
    const config = rowsOf<AccessControlConfig>(changes, 'accessControlConfig').find((c) => c.estateId === 91);
    return { changes, issuerKeys, list: checked.list, record, config };
  }

  function codeFor(answer: EnrolDeviceAnswer, device: Device, config: AccessControlConfig | undefined, nowSec = Date.now() / 1000) {
    const signed = parseSignedCredential(answer.credential);
    if (!signed || !config) throw new Error('bad credential or config');
    const key = keyMaterialFromText(config.qrCodeKey);
    if (!key) throw new Error('bad estate key');
    return encodePayload({ signed, deviceSecretKey: device.secretKey, nowSec, encryption: { qrCodeKey: key } });
  }

  it('mirrors the QR config to the estate, and the issuing key and a signed revocation list to gate staff only', async () => {
    const guardSide = await guardView();
    expect(Object.keys(guardSide.issuerKeys)).toHaveLength(1);
    expect(guardSide.list.seq).toBeGreaterThanOrEqual(1);
    expect(guardSide.config).toMatchObject({ estateId: 91, encryptionEnabled: true });
    expect(keyMaterialFromText(guardSide.config?.qrCodeKey ?? '')).toHaveLength(32);

    const residentSide = await pullAll(t.app, resident);
    const tables = new Set(residentSide.changes.map((c) => c.table));
    expect(tables.has('accessControlConfig')).toBe(true);
    expect(tables.has('gateKeys')).toBe(false);
    expect(tables.has('revocationLists')).toBe(false);
    expect(tables.has('gateResidents')).toBe(false);
  });

  it('enrols a device and issues a credential that verifies with the published issuing key', async () => {
    const device = newDevice();
    const res = await enrol(resident, device);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.body.details?.[0] as EnrolDeviceAnswer;
    const signed = parseSignedCredential(answer.credential);
    expect(signed?.credential).toMatchObject({ userId: resident.userId, estateId: 91, devicePub: device.devicePub });
    const stored = await t.ctx.db.selectFrom('gate_credentials').select(['role', 'key_id']).where('cred_id', '=', answer.credId).executeTakeFirstOrThrow();
    expect(stored.role).toBe('owner');
    const nowSec = Date.now() / 1000;
    expect(signed!.credential.notAfter - nowSec).toBeGreaterThan(6 * 86400);
    expect(signed!.credential.notAfter - nowSec).toBeLessThanOrEqual(7 * 86400 + 1);

    const view = await guardView();
    expect(verifyCredential(signed!, view.issuerKeys, nowSec).ok).toBe(true);
    const shown = rowsOf<GateResident>(view.changes, 'gateResidents').find((r) => r.userId === resident.userId);
    expect(shown).toMatchObject({ estateId: 91, displayName: 'Thandi Mokoena', unitNo: '12', roleDisplayName: 'Owner' });

    // The full loop: the device signs a code, the guard's offline check allows it once.
    const code = codeFor(answer, device, view.config);
    const options = {
      issuerKeys: view.issuerKeys,
      estateId: 91,
      qrCodeKey: keyMaterialFromText(view.config!.qrCodeKey),
      revocation: view.list,
      replayCache: new ReplayCache(),
      nowSec: Date.now() / 1000,
    };
    expect(verifyGateCode(code, options)).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(verifyGateCode(code, options)).toMatchObject({ decision: 'DENY', reason: 'replay' });
  });

  it('refuses enrolment outside the access-location list, without a token, with a bad key, or for a key another user holds', async () => {
    const device = newDevice();
    const other = await enrol(resident, device, 92);
    expect(other.status).toBe(403);
    expect(other.body.errorDescription).toBe(
      'You are not permitted to use access control for Baobab Ridge Estate. Please contact us at support@baobabridge.example for help.',
    );
    expect((await enrol(neighbour, device, 92)).status).toBe(403);
    expect((await post(API.gateDevices, null, { estateId: 91, devicePub: device.devicePub })).status).toBe(401);
    expect((await post(API.gateDevices, resident, { estateId: 91, devicePub: 'short' })).status).toBe(400);
    expect((await post(API.gateDevices, resident, { estateId: 'x', devicePub: device.devicePub })).status).toBe(400);
    expect((await enrol(resident, device)).status).toBe(200);
    const stolen = await enrol(neighbour, device);
    expect(stolen.status).toBe(403);
  });

  it('reset PIN needs the account password and revokes the device key for good', async () => {
    const device = newDevice();
    const answer = (await enrol(neighbour, device)).body.details?.[0] as EnrolDeviceAnswer;
    const wrong = await post(API.gatePinReset, neighbour, { password: 'not-it', devicePub: device.devicePub });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorDescription).toBe('Failed to reset PIN code, please ensure your password is typed in correctly');
    expect((await guardView()).list.revokedCredIds).not.toContain(answer.credId);

    const ok = await post(API.gatePinReset, neighbour, { password: NEIGHBOUR.password, devicePub: device.devicePub });
    expect(ok.status).toBe(200);
    const view = await guardView();
    expect(view.list.revokedCredIds).toContain(answer.credId);
    const denied = verifyGateCode(codeFor(answer, device, view.config), {
      issuerKeys: view.issuerKeys,
      estateId: 91,
      qrCodeKey: keyMaterialFromText(view.config!.qrCodeKey),
      revocation: view.list,
      replayCache: new ReplayCache(),
      nowSec: Date.now() / 1000,
    });
    expect(denied).toMatchObject({ decision: 'DENY', reason: 'revoked' });

    const again = await enrol(neighbour, device);
    expect(again.status).toBe(403);
    expect(again.body.errorDescription).toBe('This device can no longer open the gate. Please reset your PIN.');
    expect((await enrol(neighbour, newDevice())).status).toBe(200);
  });

  it('sign-out revokes the credentials that session enrolled', async () => {
    const session = await signInAs(t.app, NEIGHBOUR);
    const answer = (await enrol(session, newDevice())).body.details?.[0] as EnrolDeviceAnswer;
    const before = (await guardView()).record.seq;
    expect((await post(API.signOut, session, {})).status).toBe(200);
    const view = await guardView();
    expect(view.list.revokedCredIds).toContain(answer.credId);
    expect(view.record.seq).toBeGreaterThan(before);
  });

  it('losing the access role revokes the credentials at that estate', async () => {
    const session = await signInAs(t.app, NEIGHBOUR);
    const answer = (await enrol(session, newDevice())).body.details?.[0] as EnrolDeviceAnswer;
    await writeTransaction(t.ctx.db, (trx) => revokeOnAccessRoleLost(t.ctx, trx, session.userId, 91));
    expect((await guardView()).list.revokedCredIds).toContain(answer.credId);
  });

  it('only the estate manager revokes; a revoked user is denied and cannot enrol again', async () => {
    expect((await post(API.gateRevocations, resident, { estateId: 91, userId: neighbour.userId })).status).toBe(403);
    expect((await post(API.gateRevocations, guard, { estateId: 91, userId: neighbour.userId })).status).toBe(403);
    expect((await post(API.gateRevocations, manager, { estateId: 92, userId: neighbour.userId })).status).toBe(403);
    expect((await post(API.gateRevocations, manager, { estateId: 91 })).status).toBe(400);
    expect((await post(API.gateRevocations, manager, { estateId: 91, credId: toBase64Url(new Uint8Array(16)) })).status).toBe(404);

    const device = newDevice();
    const answer = (await enrol(neighbour, device)).body.details?.[0] as EnrolDeviceAnswer;
    const revoked = await post(API.gateRevocations, manager, { estateId: 91, userId: neighbour.userId });
    expect(revoked.status).toBe(200);
    const view = await guardView();
    expect(view.list.revokedUserIds).toContain(neighbour.userId);
    expect(view.list.revokedCredIds).toContain(answer.credId);
    const decision = verifyGateCode(codeFor(answer, device, view.config), {
      issuerKeys: view.issuerKeys,
      estateId: 91,
      qrCodeKey: keyMaterialFromText(view.config!.qrCodeKey),
      revocation: view.list,
      replayCache: new ReplayCache(),
      nowSec: Date.now() / 1000,
    });
    expect(decision).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect((await enrol(neighbour, newDevice())).status).toBe(403);
  });

  it('records gate events from guards exactly once and refuses them from residents', async () => {
    const event = {
      id: 'evt-0001-abcdef',
      estateId: 91,
      decision: 'ALLOW',
      reason: 'ok',
      credId: 'c1',
      residentUserId: resident.userId,
      t: 875000000,
      scannedAt: Date.now(),
    };
    const first = await push(t.app, guard, 'guardclient01', [{ id: 1, name: 'gate.recordEvent', args: event }]);
    expect(first.body.results).toEqual([{ id: 1, ok: true }]);
    // The same mutation again (lost response) and the same event under a new id (re-queued).
    const again = await push(t.app, guard, 'guardclient01', [
      { id: 1, name: 'gate.recordEvent', args: event },
      { id: 2, name: 'gate.recordEvent', args: event },
    ]);
    expect(again.body.results).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    const rows = await t.ctx.db.selectFrom('gate_events').selectAll().where('id', '=', event.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guard_user_id: guard.userId, decision: 'ALLOW' });

    const refused = await push(t.app, resident, 'residentclient1', [{ id: 1, name: 'gate.recordEvent', args: { ...event, id: 'evt-0002-abcdef' } }]);
    expect(refused.body.results).toEqual([{ id: 1, ok: false, error: "Only the estate's guards may record gate events." }]);
    const bad = await push(t.app, guard, 'guardclient01', [{ id: 3, name: 'gate.recordEvent', args: { ...event, id: 'x', decision: 'MAYBE' } }]);
    expect(bad.body.results[0]?.ok).toBe(false);

    const seen = rowsOf<GateEvent>((await guardView(manager)).changes, 'gateEvents');
    expect(seen.map((e) => e.id)).toEqual([event.id]);
    expect(rowsOf<GateEvent>((await pullAll(t.app, resident)).changes, 'gateEvents')).toEqual([]);
  });

  it('the manager takes a user in and out of access control; out revokes their credentials and refuses enrolment', async () => {
    // A member outside access control (issue 26: sign-up grants no role any more; approval or an invitation does).
    const newcomer = await makeUser(t, { email: 'ayanda@example.com', roles: [{ estateId: 91, role: 'resident', accessControl: false }] });
    const device = newDevice();
    expect((await enrol(newcomer, device)).status).toBe(403); // not in the access-location list yet

    const set = (who: Caller, accessControl: boolean, userId = newcomer.userId, estateId = 91) =>
      post(API.gateAccessControl, who, { estateId, userId, accessControl });
    expect((await set(resident, true)).status).toBe(403);
    expect((await set(guard, true)).status).toBe(403);
    expect((await set(manager, true, newcomer.userId, 92)).status).toBe(403);
    expect((await set(manager, true, 'nobody')).status).toBe(404);
    expect((await set(manager, true)).status).toBe(200);
    const mirrored = rowsOf<{ estateId: number; accessControl: boolean }>((await pullAll(t.app, newcomer)).changes, 'userRoles');
    expect(mirrored.filter((r) => r.estateId === 91).every((r) => r.accessControl)).toBe(true);
    const answer = (await enrol(newcomer, device)).body.details?.[0] as EnrolDeviceAnswer;
    expect(answer.credId).toBeTruthy();

    expect((await set(manager, false)).status).toBe(200);
    expect((await guardView()).list.revokedCredIds).toContain(answer.credId);
    expect((await enrol(newcomer, newDevice())).status).toBe(403);
    const after = rowsOf<{ estateId: number; accessControl: boolean }>((await pullAll(t.app, newcomer)).changes, 'userRoles');
    expect(after.filter((r) => r.estateId === 91).every((r) => !r.accessControl)).toBe(true);
  });

  it('concurrent revocations all end up in the signed list', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, async () => (await enrol(guard, newDevice())).body.details?.[0] as EnrolDeviceAnswer));
    const results = await Promise.all(answers.map((a) => post(API.gateRevocations, manager, { estateId: 91, credId: a.credId })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { list } = await guardView();
    for (const a of answers) expect(list.revokedCredIds).toContain(a.credId);
  });

  it('limits challenges and enrolments per user (30 an hour each)', async () => {
    for (let i = 0; i < 30; i++) expect((await enrol(manager, newDevice())).status).toBe(200);
    const refused = await askChallenge(t.app, manager.token);
    expect(refused.status).toBe(429);
    expect(refused.body.errorDescription).toBe('Too many access code requests. Please try again later.');
    const device = newDevice();
    const noChallenge = await post(API.gateDevices, manager, {
      estateId: 91,
      devicePub: device.devicePub,
      challenge: toBase64Url(new Uint8Array(32)),
      signature: toBase64Url(new Uint8Array(64)),
    });
    expect(noChallenge.status).toBe(429);
  });
});
