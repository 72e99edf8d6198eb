import { afterEach, describe, expect, it } from 'vitest';
import { searchGateHistory } from '../../src/app/gate-history';
import { db } from '../../src/db/db';
import { gateHistoryCutoff } from '../../src/domain/gate-history';
import { logDecision } from '../../src/features/guard/guard.api';
import { flushOutbox } from '../../src/sync/flush';
import { dropHistory } from '../../src/sync/history';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { forgetDecisionHistory } from '../../server/modules/access/gate-history.service';
import { forgetPassHistory } from '../../server/modules/invites/pass-history.service';
import { recordPassUse } from '../../server/modules/invites/pass-uses.service';
import { issuePass } from '../../server/modules/invites/passes.service';
import { writeTransaction } from '../../server/sync/change-log';
import { seedGateHistory, visitorName } from '../server/gate-history-helpers';
import { GUARD, insertCast, MANAGER, RESIDENT } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

const DAY_MS = 24 * 3600_000;
const OLD = 12;
const RECENT = 4;
let livePassId = '';

/** The guard's and the manager's devices against a server with 12 old visits (20 to 10 days ago) and 4 of the last days. */
const h = useClientHarness({
  setUp: async (t) => {
    const [resident, guard] = await insertCast(t, [RESIDENT, GUARD, MANAGER]);
    const people = { estateId: 91, residentId: resident.userId, guardId: guard.userId, residentUnit: '12' };
    await seedGateHistory(t.ctx, { ...people, count: OLD, fromDaysAgo: 20, toDaysAgo: 10 });
    await seedGateHistory(t.ctx, { ...people, count: RECENT, fromDaysAgo: 3, toDaysAgo: 0, namePrefix: 'Recent ' });
    const now = Date.now();
    // A two-entry pass for a fortnight, used 9 days ago: the console counts its entries from that use.
    await writeTransaction(t.ctx.db, async (trx) => {
      const live = await issuePass(trx, t.ctx, {
        estateId: 91,
        unitNo: '12',
        kind: 'visitor',
        subjectId: 'live-pass',
        holderName: 'Long Stay',
        photoURL: '',
        validFrom: Math.floor((now - 10 * DAY_MS) / 1000),
        validTo: Math.floor((now + 5 * DAY_MS) / 1000),
        maxEntries: 2,
        zones: [],
        weeklyTimes: '',
        withPin: false,
      });
      livePassId = live.id;
      await recordPassUse(trx, t.ctx, guard.userId, {
        id: 'live-use',
        estateId: 91,
        passId: live.id,
        method: 'qr',
        decision: 'ALLOW',
        reason: 'ok',
        scannedAt: now - 9 * DAY_MS,
      });
    });
  },
});

afterEach(() => {
  configureTransport({ baseUrl: h.base });
});

describe('the gate history window on the devices', () => {
  it('a device keeps the last days of the gate after each sync, even when the server still sends more; a live pass keeps its uses, a queued decision stays', async () => {
    // The server has not run its window job: it still sends every decision.
    expect(await h.t.ctx.db.selectFrom('change_log').select('row_id').where('tbl', '=', 'gateLog').execute()).toHaveLength(2 * OLD + 2 * RECENT + 1);
    const guardId = await signInClient(GUARD);
    const cutoff = gateHistoryCutoff(Date.now());
    expect(await db.gateLog.count()).toBe(2 * RECENT);
    expect(await db.gateEvents.count()).toBe(RECENT);
    expect((await db.gateLog.toArray()).every((row) => row.decidedAt >= cutoff)).toBe(true);
    // The live pass's old use stays (its entries are counted from it); the log's row of it is history.
    expect((await db.passUses.toArray()).map((u) => u.id).sort()).toEqual(
      [...(await db.passUses.where('scannedAt').aboveOrEqual(cutoff).primaryKeys()), 'live-use'].sort(),
    );
    expect((await db.passUses.get('live-use'))?.passId).toBe(livePassId);
    expect(await db.gateLog.get('live-use')).toBeUndefined();

    // A pass that ended before the window leaves the device too, tombstone or not (the server forgets old tombstones).
    const live = await db.gatePasses.get(livePassId);
    if (!live) throw new Error('the live pass did not sync');
    await db.gatePasses.put({ ...live, id: 'ended-pass', validTo: Math.floor((Date.now() - 8 * DAY_MS) / 1000) });
    expect(await dropHistory(Date.now())).toBe(1);
    expect(await db.gatePasses.get('ended-pass')).toBeUndefined();
    expect(await db.gatePasses.get(livePassId)).toBeDefined();

    // A decision logged offline with an old clock waits in the outbox: it stays on the device until it is sent.
    configureTransport({ baseUrl: CLOSED });
    const oldScan = Date.now() - 8 * DAY_MS;
    const id = await logDecision(guardId, 91, { decision: 'DENY', reason: 'malformed', revocationAge: { ageSec: 0, stale: false, warn: false } }, oldScan);
    expect(await dropHistory(Date.now())).toBe(0);
    expect((await db.gateEvents.get(id))?.scannedAt).toBe(oldScan);
    // Sent, it is history like the others: the next sync drops it.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.gateEvents.get(id)).toBeUndefined();
    expect(await h.t.ctx.db.selectFrom('gate_events').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
  });

  it('a new manager device after the window job downloads the window only', async () => {
    await forgetDecisionHistory(h.t.ctx.db);
    await forgetPassHistory(h.t.ctx.db);
    expect(await h.t.ctx.db.selectFrom('change_log').select('row_id').where('tbl', '=', 'gateLog').execute()).toHaveLength(2 * RECENT);
    await signInClient(MANAGER);
    expect(await db.gateLog.count()).toBe(2 * RECENT);
    expect(await db.passUses.get('live-use')).toBeDefined();
  });
});

describe('searching older records from a device', () => {
  it('finds an old decision online, says offline without a connection, and answers a resident with the refusal', async () => {
    await signInClient(GUARD);
    const name = visitorName(7);
    expect(await db.gateLog.filter((row) => row.person === name).count()).toBe(0);
    const found = await searchGateHistory({ estateId: 91, kind: 'decisions', text: name });
    expect(found.kind === 'ok' && found.page.kind === 'decisions' ? found.page.rows.map((r) => r.person) : found).toEqual([name]);

    configureTransport({ baseUrl: CLOSED });
    expect(await searchGateHistory({ estateId: 91, kind: 'decisions', text: name })).toEqual({ kind: 'offline' });
    // The browser says it is offline: nothing is sent.
    const onLine = Object.getOwnPropertyDescriptor(navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      configureTransport({ baseUrl: h.base });
      expect(await searchGateHistory({ estateId: 91, kind: 'passes', text: name })).toEqual({ kind: 'offline' });
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else Reflect.deleteProperty(navigator, 'onLine');
    }

    // A bad range is refused before anything is sent.
    expect(await searchGateHistory({ estateId: 91, kind: 'decisions', from: '2026-03-02', to: '2026-03-01' })).toEqual({
      kind: 'failed',
      message: 'The start date must be on or before the end date.',
    });

    await signInClient(RESIDENT);
    expect(await searchGateHistory({ estateId: 91, kind: 'decisions', text: name })).toEqual({
      kind: 'failed',
      message: "Only the estate's guards and managers may search its gate history.",
    });
  });
});
