import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { db } from '../../src/db/db';
import { createPin, enrolCredential, nextQr, startQr, stopQr } from '../../src/features/access/access.api';
import { checkCode, guardKeys, guardWarnings, loadGuardState, logDecision } from '../../src/features/guard/guard.api';
import { clockSample, readClockSample, recordClockSample } from '../../src/sync/clock';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { maintainGateState } from '../../server/modules/access/gate-state.service';
import { GUARD, insertCast, RESIDENT } from '../helpers/cast';

/**
 * Gate clock, list age and refused gate events on the devices: real Dexie (fake-indexeddb), the QR
 * worker API in-process, the real server. Server and client share this process and its clock, so
 * a device whose clock is off is played by `onDevice(skew)`: Date.now() runs `skew` ms off for
 * the device-side calls only, after `measured(skew)` stored what a pull on that device measures.
 */
const h = useClientHarness({
  setUp: (t) => insertCast(t, [RESIDENT, GUARD]),
  beforeEachTest: async () => {
    await stopQr();
  },
});
const HOUR = 3600_000;
const realNow = Date.now.bind(Date);

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a pull measures on a device whose clock runs `skewMs` off the server's (5 ms each way). */
async function measured(skewMs: number): Promise<void> {
  const server = realNow();
  await recordClockSample(clockSample(server + skewMs - 5, server, server + skewMs + 5));
}

/** Runs device-side code while this device's clock reads `skewMs` off real time. */
async function onDevice<T>(skewMs: number, run: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

/** The resident's phone (clock `skewMs` off): PIN, credential, one code drawn in corrected time. */
async function residentCode(skewMs: number): Promise<{ userId: string; text: string; drawnAt: number }> {
  const userId = await signInClient(RESIDENT);
  const pulled = await readClockSample();
  expect(pulled).not.toBeNull(); // the pull itself measured the clock (same process here: ~0)
  expect(Math.abs(pulled?.offsetMs ?? 1e9)).toBeLessThan(2000);
  await createPin(userId, '4821');
  const credential = await enrolCredential(userId, 91);
  const config = await db.accessControlConfig.get(91);
  const started = await startQr({
    credential: credential.credential,
    encryption: { qrCodeKey: config!.qrCodeKey, qrCodeKeyIv: config!.qrCodeKeyIv },
  });
  expect(started.ok).toBe(true);
  await measured(skewMs);
  const drawnAt = realNow();
  const text = await onDevice(skewMs, () => nextQr());
  await stopQr();
  return { userId, text, drawnAt };
}

async function guardDevice() {
  const guardId = await signInClient(GUARD); // another account: the device is wiped first
  const state = await loadGuardState(guardId);
  const keys = guardKeys(state);
  if (!keys) throw new Error('the guard did not sync its keys');
  return { guardId, state, keys };
}

describe('gate clock on the devices', () => {
  it('a guard whose clock is 45 s behind allows a fresh code from a phone 20 s ahead once both synced, and refuses its replay', async () => {
    const code = await residentCode(20_000);
    const { guardId, keys } = await guardDevice();
    expect(keys.windowSec).toBe(30); // the estate's setting, from the synced config
    await measured(-45_000);
    expect((await readClockSample())?.offsetMs).toBe(45_000);

    await onDevice(-45_000, async () => {
      // On the raw device clocks the code would be 65 s off.
      expect((await checkCode(code.text, keys, Date.now())).reason).toBe('time-step');
      const allow = await checkCode(code.text, keys);
      expect(allow).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
      expect(allow.credential?.userId).toBe(code.userId);
      expect(await checkCode(code.text, keys)).toMatchObject({ decision: 'DENY', reason: 'replay' });
      const id = await logDecision(guardId, 91, allow);
      // The log carries server time, not the guard's clock.
      expect(Math.abs(((await db.gateEvents.get(id))?.scannedAt ?? 0) - realNow())).toBeLessThan(5000);
      // The console says how far off the clock is, and that it corrects for it.
      const state = await loadGuardState(guardId);
      expect(guardWarnings(keys, state.clock)).toMatchObject({ clockDriftSec: 45, clockUnchecked: false, listAging: false, listOutOfDate: false });
    });
  });

  it('past the maximum list age every code is DENY list-out-of-date; the console warns from 24 h', async () => {
    const code = await residentCode(0);
    const { guardId, keys } = await guardDevice();
    const issuedMs = keys.revocation.issuedAt * 1000;
    const { clock } = await loadGuardState(guardId);
    const at = (ms: number) => guardWarnings(keys, clock, ms - (clock?.offsetMs ?? 0));
    expect(at(issuedMs + 23 * HOUR)).toMatchObject({ listAging: false, listOutOfDate: false });
    expect(at(issuedMs + 25 * HOUR)).toMatchObject({ listAging: true, listOutOfDate: false, listAgeHours: 25 });
    expect(at(issuedMs + 72 * HOUR + 2000)).toMatchObject({ listAging: false, listOutOfDate: true });

    // The guard stays offline for three days: its (corrected) clock moves on, the list does not.
    const deny = await onDevice(73 * HOUR, () => checkCode(code.text, keys));
    expect(deny).toMatchObject({ decision: 'DENY', reason: 'list-out-of-date', revocationAge: { stale: true } });
    expect(deny.credential?.userId).toBe(code.userId);
    // Within the age the same code is allowed (the refusal recorded nothing).
    expect((await checkCode(code.text, keys)).decision).toBe('ALLOW');
  });

  it("the estate's window and maximum list age reach the guard through the synced config", async () => {
    const code = await residentCode(0);
    await h.t.ctx.db
      .updateTable('estates')
      .set({ gate_window_sec: 90, gate_list_max_age_sec: 48 * 3600 })
      .where('id', '=', 91)
      .execute();
    try {
      await maintainGateState(h.t.ctx); // boot and hourly: a changed estate row is republished
      const { keys } = await guardDevice();
      expect(keys).toMatchObject({ windowSec: 90, maxListAgeSec: 48 * 3600 });
      expect((await checkCode(code.text, keys, code.drawnAt + 80_000)).reason).toBe('ok');
      expect((await checkCode(code.text, keys, keys.revocation.issuedAt * 1000 + 49 * HOUR)).reason).toBe('list-out-of-date');
    } finally {
      await h.t.ctx.db
        .updateTable('estates')
        .set({ gate_window_sec: 30, gate_list_max_age_sec: 72 * 3600 })
        .where('id', '=', 91)
        .execute();
      await maintainGateState(h.t.ctx);
    }
  });

  it('a gate event the server refuses is shown on the console with its message until dismissed', async () => {
    const code = await residentCode(0);
    const { guardId, keys } = await guardDevice();
    configureTransport({ baseUrl: CLOSED }); // the gate has no signal: scans wait in the outbox
    const allow = await checkCode(code.text, keys);
    const refusedId = await logDecision(guardId, 91, allow);
    await syncIdle();
    // The guard loses the role on the server before the event arrives (no sync change reaches the device).
    const roles = await h.t.ctx.db.selectFrom('user_roles').selectAll().where('user_id', '=', guardId).execute();
    await h.t.ctx.db.deleteFrom('user_roles').where('user_id', '=', guardId).execute();
    configureTransport({ baseUrl: h.base });
    try {
      await flushOutbox();
    } finally {
      await h.t.ctx.db.insertInto('user_roles').values(roles).execute();
    }
    configureTransport({ baseUrl: CLOSED });
    const keptId = await logDecision(guardId, 91, await checkCode(code.text, keys)); // a later scan, still pending
    await syncIdle();

    const state = await loadGuardState(guardId);
    expect(state.isGuard).toBe(true);
    // The refused row was rolled back (earlier tests' events synced from the server stay listed).
    expect(state.events.map((e) => e.id).filter((id) => id === refusedId || id === keptId)).toEqual([keptId]);
    expect(state.pendingEventIds.has(keptId)).toBe(true);
    expect(state.refusedEvents).toHaveLength(1);
    const [refused] = state.refusedEvents;
    expect(refused?.message).toBe("Only the estate's guards may record gate events.");
    expect(refused?.event).toMatchObject({ id: refusedId, decision: 'ALLOW', reason: 'ok', credId: allow.credential?.credId });

    // Dismissing deletes only the failed entry; a pending one cannot be dismissed.
    const pending = await db.outbox.where('status').equals('pending').first();
    await dismissRefusedWrite(pending!.id);
    expect(await db.outbox.get(pending!.id)).toBeDefined();
    await dismissRefusedWrite(refused!.outboxId);
    expect((await loadGuardState(guardId)).refusedEvents).toEqual([]);
    expect(await db.outbox.where('status').equals('failed').count()).toBe(0);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    const rows = await h.t.ctx.db.selectFrom('gate_events').select('id').where('id', 'in', [refusedId, keptId]).execute();
    expect(rows.map((r) => r.id)).toEqual([keptId]);
  });
});
