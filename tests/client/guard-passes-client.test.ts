import { describe, expect, it } from 'vitest';
import type { GatePass, PassUse } from '../../src/contract/invites';
import { UNCONFIGURED_PEOPLE_CONFIG, type PeopleConfig } from '../../src/contract/people';
import { db } from '../../src/db/db';
import { issuePass, pinHash, PIN_LOCKOUT_SEC, type PassFields } from '../../src/domain/qr';
import { guardKeys, loadGuardState, type GuardKeys } from '../../src/features/guard/guard.api';
import { loadPinLockout, passHost, PIN_LOCKOUT_META, scanPass, scanPin, setGateZone } from '../../src/features/guard/guard-passes';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { openIssuerKey } from '../../server/modules/access/issuer-keys';
import { issuePass as serverIssuePass, revokePassesFor, type IssuePassInput } from '../../server/modules/invites/passes.service';
import { writeTransaction } from '../../server/sync/change-log';
import { GUARD, insertCast, MANAGER } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

/**
 * The guard console's pass checks on a real Dexie (fake-indexeddb): the keys, revocation list
 * and clock come from the real server's pull; passes are signed with the estate's real issuing
 * key; the `gatePasses` rows are written as a pull would write them.
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [GUARD, MANAGER]) });

const NOW_MS = Date.now();
const NOW = Math.floor(NOW_MS / 1000);

async function issuerSecret(): Promise<Uint8Array> {
  const key = await h.t.ctx.db.selectFrom('gate_issuer_keys').selectAll().where('estate_id', '=', 91).executeTakeFirstOrThrow();
  return openIssuerKey(h.t.ctx.tokenKeys, key);
}

let n = 0;
function passId(): string {
  n += 1;
  return `0b8e4c1a-2d3f-4a5b-8c6d-${String(n).padStart(12, '0')}`;
}

function fields(over: Partial<PassFields> = {}): PassFields {
  return {
    passId: passId(),
    kind: 'visitor',
    estateId: 91,
    unitNo: '12',
    validFrom: NOW - 600,
    validTo: NOW + 3600,
    maxEntries: 1,
    zones: [1],
    weeklyTimes: '',
    ...over,
  };
}

function row(f: PassFields, over: Partial<GatePass> = {}): GatePass {
  return {
    id: f.passId,
    estateId: f.estateId,
    kind: f.kind,
    unitNo: f.unitNo,
    holderName: 'Nomsa Visitor',
    photoURL: '',
    validFrom: f.validFrom,
    validTo: f.validTo,
    maxEntries: f.maxEntries,
    accessZoneIDList: f.zones.join(','),
    weeklyTimes: f.weeklyTimes,
    status: 'ACTIVE',
    pinHash: '',
    ...over,
  };
}

/** The guard's console after one online pull, then offline. */
async function offlineConsole(): Promise<{ guardId: string; keys: GuardKeys }> {
  const guardId = await signInClient(GUARD);
  configureTransport({ baseUrl: CLOSED });
  const keys = guardKeys(await loadGuardState(guardId));
  if (!keys) throw new Error('the console did not sync its keys');
  return { guardId, keys };
}

/** A pass issued by the server module (as an invite, an associate or a delivery would be). */
async function serverPass(over: Partial<IssuePassInput> = {}) {
  return writeTransaction(h.t.ctx.db, (trx) =>
    serverIssuePass(trx, h.t.ctx, {
      estateId: 91,
      unitNo: '12',
      kind: 'visitor',
      subjectId: `subject-${passId().slice(-6)}`,
      holderName: 'Ayanda Visitor',
      photoURL: '',
      validFrom: NOW - 600,
      validTo: NOW + 3600,
      maxEntries: 1,
      zones: [],
      weeklyTimes: '',
      withPin: false,
      ...over,
    }),
  );
}

describe('passes from the server at two consoles', () => {
  it('a single-entry pass is allowed once offline, the use reaches the server exactly once, and a second console that synced refuses it; a revoked pass is refused after the next sync', async () => {
    const visitor = await serverPass();
    const delivery = await serverPass({ kind: 'delivery', unitNo: '14', holderName: 'Parcel Co', withPin: true });
    const later = await serverPass({ maxEntries: 0 });
    expect(delivery.pin).toMatch(/^[0-9]{10}$/);

    const { guardId, keys } = await offlineConsole();
    expect((await db.gatePasses.get(visitor.id))?.holderName).toBe('Ayanda Visitor');
    const allow = await scanPass(guardId, visitor.code, keys);
    expect(allow).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(allow.row?.holderName).toBe('Ayanda Visitor');
    const replay = await scanPass(guardId, visitor.code, keys);
    expect(replay.reason).toBe('used-up');
    const pin = await scanPin(guardId, delivery.pin, keys);
    expect(pin).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(pin.pass?.unitNo).toBe('14');

    // Back online: each decision is recorded once, however often the outbox is flushed.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    const recorded = await h.t.ctx.db
      .selectFrom('pass_uses')
      .select(['id', 'pass_id', 'decision', 'reason', 'conflict'])
      .where('id', 'in', [allow.useId, replay.useId, pin.useId])
      .execute();
    expect(recorded.map((r) => [r.pass_id, r.decision, r.reason, Number(r.conflict)]).sort()).toEqual(
      [
        [visitor.id, 'ALLOW', 'ok', 0],
        [visitor.id, 'DENY', 'used-up', 0],
        [delivery.id, 'ALLOW', 'ok', 0],
      ].sort(),
    );
    expect(Number((await h.t.ctx.db.selectFrom('passes').select('entries_used').where('id', '=', visitor.id).executeTakeFirstOrThrow()).entries_used)).toBe(1);

    // The resident removes another invite; meanwhile a second console (a fresh device) syncs.
    await writeTransaction(h.t.ctx.db, (trx) => revokePassesFor(trx, 91, later.subjectId));
    db.close();
    await db.delete();
    await db.open();
    configureTransport({ baseUrl: h.base });
    const second = await offlineConsole();
    expect((await scanPass(second.guardId, visitor.code, second.keys)).reason).toBe('used-up');
    expect((await scanPin(second.guardId, delivery.pin, second.keys)).reason).toBe('used-up');
    expect(await scanPass(second.guardId, later.code, second.keys)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
  });
});

describe("'Call host' on a pass's verdict", () => {
  it("the synced gate row holds the issuing resident's phone, so the verdict offers it; a pass with no host offers none", async () => {
    // The user the pass was issued for (its owner): the cast's manager, who has a mobile number.
    const host = await h.t.ctx.db.selectFrom('users').select(['id', 'mobile']).where('email', '=', MANAGER.email).executeTakeFirstOrThrow();
    const hosted = await serverPass({ ownerId: host.id });
    const ownerless = await serverPass();

    const { guardId, keys } = await offlineConsole();
    const verdict = await scanPass(guardId, hosted.code, keys);
    expect(verdict).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(verdict.row).toMatchObject({ hostName: 'Lerato Khumalo', hostPhone: MANAGER.mobile });
    expect(passHost(verdict)).toEqual({ name: 'Lerato Khumalo', phone: MANAGER.mobile });
    // A repeat scan is still about the same host (DENY used-up: the guard may call them).
    expect(passHost(await scanPass(guardId, hosted.code, keys))).toEqual({ name: 'Lerato Khumalo', phone: MANAGER.mobile });
    expect(passHost(await scanPass(guardId, ownerless.code, keys))).toBeUndefined();
    // A forged code says nothing about anyone.
    expect(passHost(await scanPass(guardId, `${hosted.code.slice(0, -4)}AAAA`, keys))).toBeUndefined();
  });
});

describe('passes at the guard console, offline', () => {
  it('a single-entry pass is allowed once, then used up on the same console; every decision is queued once', async () => {
    const { guardId, keys } = await offlineConsole();
    const secret = await issuerSecret();
    const f = fields();
    await db.gatePasses.put(row(f));
    const code = issuePass(f, secret);

    const first = await scanPass(guardId, code, keys, { nowMs: NOW_MS });
    expect(first).toMatchObject({ method: 'qr', decision: 'ALLOW', reason: 'ok' });
    expect(first.row?.holderName).toBe('Nomsa Visitor');
    expect(first.pass?.unitNo).toBe('12');
    const second = await scanPass(guardId, code, keys, { nowMs: NOW_MS + 1000 });
    expect(second).toMatchObject({ decision: 'DENY', reason: 'used-up' });

    // Both decisions are in the outbox once each, and shown in the console's recent list.
    await syncIdle();
    const queued = (await db.outbox.toArray()).filter((e) => e.name === 'passes.recordUse');
    expect(queued.map((e) => e.rowId).sort()).toEqual([first.useId, second.useId].sort());
    expect(queued.every((e) => e.status === 'pending')).toBe(true);
    const uses = await db.passUses.bulkGet([first.useId, second.useId]);
    expect(uses.map((u) => [u?.passId, u?.method, u?.decision, u?.reason, u?.holderName, u?.unitNo, u?.guardUserId])).toEqual([
      [f.passId, 'qr', 'ALLOW', 'ok', 'Nomsa Visitor', '12', guardId],
      [f.passId, 'qr', 'DENY', 'used-up', 'Nomsa Visitor', '12', guardId],
    ]);
    const state = await loadGuardState(guardId);
    // Newest first. Only these two: the uses the first block recorded on the server were pulled too, and their real scan times may fall between NOW_MS and NOW_MS + 1 s.
    const listed = state.passUses.map((u) => u.id).filter((id) => id === first.useId || id === second.useId);
    expect(listed).toEqual([second.useId, first.useId]);
    expect([...state.pendingPassUseIds].sort()).toEqual([first.useId, second.useId].sort());

    // A multi-entry pass counts the uses another console synced (each use id once).
    const multi = fields({ maxEntries: 2 });
    const synced: PassUse = {
      id: 'use-from-gate-2',
      estateId: 91,
      passId: multi.passId,
      method: 'qr',
      decision: 'ALLOW',
      reason: 'ok',
      scannedAt: NOW_MS - 60_000,
      guardUserId: 'other',
      conflict: false,
      holderName: '',
      unitNo: '12',
    };
    await db.passUses.put(synced);
    await db.passUses.put(synced); // the same use pulled again
    const multiCode = issuePass(multi, secret);
    expect((await scanPass(guardId, multiCode, keys, { nowMs: NOW_MS })).decision).toBe('ALLOW');
    expect((await scanPass(guardId, multiCode, keys, { nowMs: NOW_MS })).reason).toBe('used-up');

    // A pass made after the console's last sync still opens from its signature (no name held).
    const fresh = await scanPass(guardId, issuePass(fields({ unitNo: '7B', kind: 'delivery' }), secret), keys, { nowMs: NOW_MS });
    expect(fresh).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
    expect(fresh.row).toBeUndefined();
    expect(fresh.pass?.unitNo).toBe('7B');

    // A tampered pass and a garbled one are refused and logged without a pass id.
    const garbled = await scanPass(guardId, 'EVP-not-a-pass', keys, { nowMs: NOW_MS });
    expect(garbled).toMatchObject({ decision: 'DENY', reason: 'malformed' });
    expect((await db.passUses.get(garbled.useId))?.passId).toBe('');
  });

  it('a synced REVOKED row is refused; an expired or shortened row ends the pass; an out-of-date console refuses every pass', async () => {
    const { guardId, keys } = await offlineConsole();
    const secret = await issuerSecret();
    const f = fields({ maxEntries: 0 });
    const code = issuePass(f, secret);
    await db.gatePasses.put(row(f));
    expect((await scanPass(guardId, code, keys, { nowMs: NOW_MS })).decision).toBe('ALLOW');
    // The resident revoked it; the guard's next sync brings the row as REVOKED.
    await db.gatePasses.put(row(f, { status: 'REVOKED' }));
    expect(await scanPass(guardId, code, keys, { nowMs: NOW_MS })).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    // The server ended it early: the synced row narrows the signed window.
    await db.gatePasses.put(row(f, { validTo: NOW - 60 }));
    expect((await scanPass(guardId, code, keys, { nowMs: NOW_MS })).reason).toBe('expired');
    await db.gatePasses.put(row(f, { status: 'EXPIRED' }));
    expect((await scanPass(guardId, code, keys, { nowMs: NOW_MS })).reason).toBe('expired');
    // The gate zone.
    const zoned = fields({ maxEntries: 0, zones: [2, 3] });
    const zonedCode = issuePass(zoned, secret);
    expect((await scanPass(guardId, zonedCode, keys, { nowMs: NOW_MS, zoneId: 1 })).reason).toBe('wrong-zone');
    expect((await scanPass(guardId, zonedCode, keys, { nowMs: NOW_MS, zoneId: 3 })).decision).toBe('ALLOW');
    // Past the estate's maximum list age (no sync for 72 h), a pass is refused like a resident code.
    const long = fields({ maxEntries: 0, validTo: NOW + 10 * 86400 });
    const late = (keys.revocation.issuedAt + keys.maxListAgeSec + 60) * 1000;
    expect(await scanPass(guardId, issuePass(long, secret), keys, { nowMs: late })).toMatchObject({ decision: 'DENY', reason: 'list-out-of-date' });
  });

  it('a delivery PIN names the unit; five wrong PINs in a minute lock PIN entry for 5 minutes, across a reload', async () => {
    const { guardId, keys } = await offlineConsole();
    const pin = '4018273645';
    const f = fields({ kind: 'delivery', unitNo: '14' });
    await db.gatePasses.put(row(f, { pinHash: pinHash(91, pin), holderName: 'Takealot' }));
    // An expired delivery's PIN is ignored like a PIN that was never issued.
    const old = fields({ kind: 'delivery', validFrom: NOW - 7200, validTo: NOW - 3600 });
    await db.gatePasses.put(row(old, { pinHash: pinHash(91, '5550001111') }));

    const ok = await scanPin(guardId, '401 827 3645', keys, { nowMs: NOW_MS });
    expect(ok).toMatchObject({ method: 'pin', decision: 'ALLOW', reason: 'ok', pinLockedUntil: null });
    expect(ok.pass?.unitNo).toBe('14');
    expect(ok.row?.holderName).toBe('Takealot');
    expect((await scanPin(guardId, pin, keys, { nowMs: NOW_MS + 1000 })).reason).toBe('used-up');

    const wrong = ['0000000001', '5550001111', '0000000003', '0000000004'];
    for (const [i, guess] of wrong.entries()) {
      const r = await scanPin(guardId, guess, keys, { nowMs: NOW_MS + 2000 + i * 1000 });
      expect(r).toMatchObject({ decision: 'DENY', reason: 'unknown-pin', pinLockedUntil: null });
      expect(await db.passUses.get(r.useId)).toMatchObject({ passId: '', method: 'pin', decision: 'DENY', reason: 'unknown-pin', holderName: '', unitNo: '' });
    }
    const fifth = await scanPin(guardId, '0000000005', keys, { nowMs: NOW_MS + 7000 });
    const until = (NOW_MS + 7000) / 1000 + PIN_LOCKOUT_SEC;
    expect(fifth).toMatchObject({ decision: 'DENY', reason: 'unknown-pin', pinLockedUntil: until });
    // While locked even the right PIN is not checked, and nothing is logged.
    const usesBefore = await db.passUses.count();
    expect(await scanPin(guardId, pin, keys, { nowMs: NOW_MS + 8000 })).toMatchObject({ decision: 'DENY', reason: 'locked', useId: '' });
    expect(await db.passUses.count()).toBe(usesBefore);

    // A reload of the console keeps the lock (it lives in Dexie).
    db.close();
    await db.open();
    expect((await db.meta.get(PIN_LOCKOUT_META))?.value).toMatchObject({ lockedUntil: until });
    expect((await loadPinLockout()).isLocked((NOW_MS + 60_000) / 1000)).toBe(true);
    expect((await loadGuardState(guardId)).pinLockout.lockedUntil).toBe(until);
    expect((await scanPin(guardId, pin, keys, { nowMs: until * 1000 - 1000 })).reason).toBe('locked');
    // Five minutes on, PIN entry opens again (this PIN's single entry is used already).
    expect(await scanPin(guardId, pin, keys, { nowMs: until * 1000 })).toMatchObject({ decision: 'DENY', reason: 'used-up', pinLockedUntil: null });
  });

  it('the gate zone is chosen per device among the estate active zones', async () => {
    const { guardId } = await offlineConsole();
    const config: PeopleConfig = {
      ...UNCONFIGURED_PEOPLE_CONFIG,
      estateId: 91,
      accessZones: [
        { id: 1, accessZoneName: 'Main gate', kind: 'estate', allowContDelivery: true, active: true },
        { id: 2, accessZoneName: 'Old gate', kind: 'estate', allowContDelivery: false, active: false },
      ],
    };
    await db.peopleConfig.put(config);
    expect((await loadGuardState(guardId)).zones.map((z) => z.id)).toEqual([1]);
    await setGateZone(1);
    expect((await loadGuardState(guardId)).gateZoneId).toBe(1);
    await setGateZone(2); // not active: not checked against
    expect((await loadGuardState(guardId)).gateZoneId).toBeNull();
  });
});
