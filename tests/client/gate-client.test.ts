import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { db } from '../../src/db/db';
import { accessRoleKey, createPin, enrolCredential, needsCredential, nextQr, resetPin, startQr, stopQr, verifyPin } from '../../src/features/access/access.api';
import { MOVES_API } from '../../src/contract/staff-moves';
import nacl from 'tweetnacl';
import { toBase64Url } from '../../src/domain/qr/bytes';
import { unwrapSecretKey, wrapSecretKey } from '../../src/domain/qr/pin';
import * as core from '../../server/modules/core/core.service';
import { writeTransaction } from '../../server/sync/change-log';
import {
  ADMITTED_RECENTLY_MS,
  checkCode,
  checkGuardPin,
  createGuardPin,
  guardKeys,
  guardWarnings,
  loadGuardState,
  logDecision,
  recentAdmission,
} from '../../src/features/guard/guard.api';
import { setGateZone } from '../../src/features/guard/guard-passes';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { ApiError, configureTransport, OfflineError } from '../../src/sync/transport';
import { GUARD, insertCast, MANAGER, RESIDENT } from '../helpers/cast';

/** An owner at Willow Creek whom the manager moves (issue 26). */
const MOVER = {
  email: 'mover@example.com',
  password: 'Mover#2026-owner',
  firstName: 'Moving',
  lastName: 'Owner',
  roles: [{ estateId: 91, role: 'owner', unitNo: '16', accessControl: true }],
} as const;

/** The device halves of gate access: real Dexie (fake-indexeddb), the QR worker API in-process, the real server. */
const h = useClientHarness({
  setUp: (t) => insertCast(t, [RESIDENT, GUARD, MANAGER, MOVER]),
  beforeEachTest: async () => {
    await stopQr();
  },
});

/** The resident's device: PIN, credential, and a payload drawn by the worker. */
async function residentCode(who: { email: string; password: string } = RESIDENT): Promise<{ userId: string; text: string; atMs: number; devicePub: string }> {
  const userId = await signInClient(who);
  configureTransport({ baseUrl: CLOSED });
  await createPin(userId, '4821'); // offline: the key is made on the device
  await expect(enrolCredential(userId, 91)).rejects.toBeInstanceOf(OfflineError);
  configureTransport({ baseUrl: h.base });
  const credential = await enrolCredential(userId, 91);
  const pin = await db.accessPins.get(userId);
  expect(credential.devicePub).toBe(pin?.devicePub);
  expect(needsCredential(credential, pin?.devicePub ?? '')).toBeNull();
  // The server used up the challenge the worker signed (proof of possession).
  expect(await h.t.ctx.db.selectFrom('gate_enrol_challenges').select('challenge').where('user_id', '=', userId).execute()).toEqual([]);
  // A credential in the older format ('EC1.') is fetched again at the next online check.
  expect(needsCredential({ ...credential, credential: credential.credential.replace('EC2.', 'EC1.') }, pin?.devicePub ?? '')).toBe('missing');
  const config = await db.accessControlConfig.get(91);
  expect(config?.encryptionEnabled).toBe(true);
  const started = await startQr({ credential: credential.credential, encryption: { qrCodeKey: config!.qrCodeKey, qrCodeKeyIv: config!.qrCodeKeyIv } });
  expect(started.ok).toBe(true);
  const atMs = Date.now();
  const text = await nextQr();
  expect(await nextQr(Date.now() + 4000)).not.toBe(text); // a later step, a new code
  expect(text).toMatch(/^EGS[0-9A-Z $%*+\-./:]{306}$/); // sealed, Base45: QR version 10
  return { userId, text, atMs, devicePub: pin!.devicePub };
}

describe('gate access on the devices', () => {
  it("a resident's code is allowed once by the guard's offline check, and each scan reaches the server exactly once", async () => {
    const code = await residentCode();

    const guardId = await signInClient(GUARD); // another account: the device is wiped first; its pull measures the clock
    expect(Math.abs((await loadGuardState(guardId)).clock?.offsetMs ?? 1e9)).toBeLessThan(2000);
    expect(await db.accessPins.count()).toBe(0);
    await createGuardPin(guardId, '2580');
    expect(await checkGuardPin(guardId, '0000')).toBe('wrong');
    expect(await checkGuardPin(guardId, '2580')).toBe('ok');

    configureTransport({ baseUrl: CLOSED }); // the gate has no signal
    const state = await loadGuardState(guardId);
    expect(state.isGuard).toBe(true);
    const keys = guardKeys(state);
    expect(keys).not.toBeNull();
    expect(guardWarnings(keys, state.clock)).toEqual({
      notSynced: false,
      listAging: false,
      listOutOfDate: false,
      listAgeHours: 0,
      clockUnchecked: false,
      clockDriftSec: null,
    });
    const issued = keys!.revocation.issuedAt * 1000;
    expect(guardWarnings(keys, undefined, issued + 73 * 3600_000)).toMatchObject({ listAging: false, listOutOfDate: true });
    expect(guardWarnings(keys, undefined, issued + 71 * 3600_000)).toMatchObject({ listAging: true, listOutOfDate: false, listAgeHours: 71 });
    expect(guardWarnings(keys, { offsetMs: -45_000, rttMs: 5, measuredAt: 0 }).clockDriftSec).toBe(45);
    expect(guardWarnings(keys, { offsetMs: 1500, rttMs: 5, measuredAt: 0 }).clockDriftSec).toBeNull();
    expect(guardWarnings(keys, undefined).clockUnchecked).toBe(true);
    expect(guardWarnings(null, undefined).notSynced).toBe(true);
    // A tampered list (or keys from elsewhere) is not trusted: the console treats it as not synced.
    expect(guardKeys({ ...state, revocation: { ...state.revocation!, revokedUserIds: [], seq: state.revocation!.seq + 1 } })).toBeNull();
    const allow = await checkCode(code.text, keys!, code.atMs);
    expect(allow).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(allow.credential?.userId).toBe(code.userId);
    const replay = await checkCode(code.text, keys!, code.atMs + 500);
    expect(replay).toMatchObject({ decision: 'DENY', reason: 'replay' });
    expect((await checkCode(code.text, keys!, code.atMs + 40_000)).reason).toBe('time-step');

    const ids = [await logDecision(guardId, 91, allow), await logDecision(guardId, 91, replay)];
    // The replay is of someone let in moments ago: the console says when (the log keeps the DENY);
    // after a few minutes it is a plain refusal again.
    const admitted = (await db.gateEvents.get(ids[0] ?? ''))?.scannedAt ?? 0;
    const credId = allow.credential?.credId ?? '';
    expect(await recentAdmission(91, { credId }, admitted + 60_000)).toBe(admitted);
    expect(await recentAdmission(91, { credId }, admitted + ADMITTED_RECENTLY_MS + 1)).toBeNull();
    expect(await recentAdmission(91, { passId: 'no-such-pass' }, admitted)).toBeNull();
    // The recent scans name the resident from the synced gate rows; the gate zone is asked once, at set-up.
    const named = await loadGuardState(guardId);
    expect(named.residentNames.get(code.userId)).toBe(`${RESIDENT.firstName} ${RESIDENT.lastName}`);
    expect(named.gateZoneChosen).toBe(false);
    await setGateZone(null);
    expect((await loadGuardState(guardId)).gateZoneChosen).toBe(true);
    await syncIdle();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(2);
    expect((await loadGuardState(guardId)).pendingEventIds.size).toBe(2);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    const rows = await h.t.ctx.db.selectFrom('gate_events').select(['id', 'decision', 'reason', 'guard_user_id']).where('id', 'in', ids).execute();
    expect(rows.map((r) => [r.decision, r.reason, r.guard_user_id]).sort()).toEqual([
      ['ALLOW', 'ok', guardId],
      ['DENY', 'replay', guardId],
    ]);
  });

  it('a device key stored under estate-pin-v1 opens with its PIN and is stored again under v2; wrong PINs count as before', async () => {
    const userId = await signInClient(RESIDENT);
    const device = nacl.sign.keyPair();
    const v1 = await wrapSecretKey(device.secretKey, '4821', 5000, 1);
    await db.accessPins.put({ userId, devicePub: toBase64Url(device.publicKey), wrappedKey: v1, failedAttempts: 0, createdAt: Date.now() });
    expect(await verifyPin(userId, '1111', v1)).toEqual({ ok: false, attemptsLeft: 9, wiped: false });
    expect((await db.accessPins.get(userId))?.wrappedKey).toEqual(v1);
    expect(await verifyPin(userId, '4821', v1)).toEqual({ ok: true, qr: null });
    const row = await db.accessPins.get(userId);
    expect(row?.failedAttempts).toBe(0);
    expect(row?.devicePub).toBe(toBase64Url(device.publicKey));
    expect(row?.wrappedKey?.v).toBe(2);
    expect(Array.from((row?.wrappedKey && (await unwrapSecretKey(row.wrappedKey, '4821'))) ?? [])).toEqual(Array.from(device.secretKey));
    // The screen's copy of the record is the old one now: the stored one is checked instead.
    expect(await verifyPin(userId, '4821', v1)).toEqual({ ok: true, qr: null });
    expect(await verifyPin(userId, '2222', v1)).toEqual({ ok: false, attemptsLeft: 9, wiped: false });
    expect((await db.accessPins.get(userId))?.wrappedKey).toEqual(row?.wrappedKey);
  });

  it('with a credential held, the PIN check answers the first code, drawn by the session it started', async () => {
    const code = await residentCode();
    await stopQr();
    const row = await db.accessPins.get(code.userId);
    const credential = await db.accessCredentials.get(`${code.userId}:91`);
    const config = await db.accessControlConfig.get(91);
    const first = {
      config: { credential: credential!.credential, encryption: { qrCodeKey: config!.qrCodeKey, qrCodeKeyIv: config!.qrCodeKeyIv } },
      nowMs: Date.now(),
    };
    expect(await verifyPin(code.userId, '0000', row!.wrappedKey, first)).toEqual({ ok: false, attemptsLeft: 9, wiped: false });
    await expect(nextQr()).rejects.toThrow(/not started/);
    const result = await verifyPin(code.userId, '4821', row!.wrappedKey, first);
    if (!result.ok || !result.qr?.payload) throw new Error('no first code');
    expect(result.qr.start.ok).toBe(true);
    expect(result.qr.payload).toMatch(/^EGS[0-9A-Z $%*+\-./:]{306}$/);
    expect(await nextQr(first.nowMs + 4000)).not.toBe(result.qr.payload);
  });

  it('ten wrong PINs in a row wipe the device key; only a password reset lets a new PIN be made', async () => {
    const code = await residentCode();
    for (let i = 1; i <= 9; i++) expect(await verifyPin(code.userId, '0000')).toEqual({ ok: false, attemptsLeft: 10 - i, wiped: false });
    expect(await verifyPin(code.userId, '4821')).toEqual({ ok: true, qr: null });
    expect((await db.accessPins.get(code.userId))?.failedAttempts).toBe(0);
    for (let i = 1; i <= 9; i++) await verifyPin(code.userId, '1111');
    expect(await verifyPin(code.userId, '1111')).toEqual({ ok: false, attemptsLeft: 0, wiped: true });
    expect((await db.accessPins.get(code.userId))?.wrappedKey).toBeNull();
    expect(await db.accessCredentials.count()).toBe(0);
    expect(await verifyPin(code.userId, '4821')).toMatchObject({ ok: false, wiped: true });

    await expect(resetPin(code.userId, 'not-the-password')).rejects.toBeInstanceOf(ApiError);
    expect(await db.accessPins.get(code.userId)).toBeDefined();
    await resetPin(code.userId, RESIDENT.password);
    expect(await db.accessPins.get(code.userId)).toBeUndefined();
    const revoked = await h.t.ctx.db.selectFrom('gate_credentials').select(['revoked_reason']).where('device_pub', '=', code.devicePub).execute();
    expect(revoked.length).toBeGreaterThan(0);
    expect(revoked.every((r) => r.revoked_reason === 'pin-reset')).toBe(true);

    await createPin(code.userId, '7391');
    expect((await enrolCredential(code.userId, 91)).devicePub).not.toBe(code.devicePub);
    const stored = await db.accessCredentials.get(`${code.userId}:91`);
    expect(needsCredential(stored, stored!.devicePub)).toBeNull();
    expect(needsCredential(stored, stored!.devicePub, Date.now() / 1000 + 13 * 3600)).toBe('renew');
    expect(needsCredential(stored, stored!.devicePub, stored!.notAfter + 1)).toBe('missing');
    expect(needsCredential(stored, 'another-key')).toBe('missing');

    // The estate manager bans the resident: the next renewal is refused and the code disappears.
    const manager = await h.t.app.inject({
      method: 'POST',
      url: '/sdk/system/user/auth',
      payload: { userEmail: 'manager@example.com', userPassword: 'Manager#2026' },
    });
    const managerToken = manager.json<{ details: { accessToken: string }[] }>().details[0]?.accessToken;
    const ban = await h.t.app.inject({
      method: 'POST',
      url: '/sdk/access/revocations',
      headers: { authorization: `Bearer ${managerToken}` },
      payload: { estateId: 91, userId: code.userId },
    });
    expect(ban.statusCode).toBe(200);
    await expect(enrolCredential(code.userId, 91)).rejects.toMatchObject({ status: 403 });
    expect(await db.accessCredentials.get(`${code.userId}:91`)).toBeUndefined();
  });

  it('a move to another unit or role revoked the credential: the device fetches a fresh one for its new role at once', async () => {
    const code = await residentCode(MOVER);
    const before = await db.accessCredentials.get(`${code.userId}:91`);
    const rolesNow = async () => accessRoleKey((await db.userRoles.where('userId').equals(code.userId).toArray()).filter((r) => r.estateId === 91));
    expect(needsCredential(before, code.devicePub, undefined, await rolesNow())).toBeNull();

    // The manager makes the owner of unit 16 its resident (a move within the estate: the session stays).
    await writeTransaction(h.t.ctx.db, (trx) =>
      core.insertUnitIfMissing(trx, {
        estate_id: 91,
        unit_no: '16',
        stand_no: '',
        is_letting: 0,
        max_associates: 5,
        max_visitors: 5,
        max_guests: 0,
        updated_at: Date.now(),
      }),
    );
    const signedIn = await h.t.app.inject({
      method: 'POST',
      url: '/sdk/system/user/auth',
      payload: { userEmail: MANAGER.email, userPassword: MANAGER.password },
    });
    const managerToken = signedIn.json<{ details: { accessToken: string }[] }>().details[0]?.accessToken;
    const moved = await h.t.app.inject({
      method: 'POST',
      url: MOVES_API.move,
      headers: { authorization: `Bearer ${managerToken}` },
      payload: { estateId: 91, userId: code.userId, roleName: 'owner', unitNo: '16', toRoleName: 'resident', toUnitNo: '16' },
    });
    expect(moved.statusCode).toBe(200);
    await pullOnce();
    // The stored credential was issued for the owner role: the app treats it as missing and enrols again.
    expect(needsCredential(before, code.devicePub, undefined, await rolesNow())).toBe('missing');
    const fresh = await enrolCredential(code.userId, 91);
    expect(fresh.credId).not.toBe(before?.credId);
    expect(needsCredential(fresh, code.devicePub, undefined, await rolesNow())).toBeNull();
    const revoked = await h.t.ctx.db
      .selectFrom('gate_credentials')
      .select('revoked_reason')
      .where('cred_id', '=', before?.credId ?? '')
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_reason).toBe('access-role-lost');
  });
});
