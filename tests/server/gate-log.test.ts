import { describe, expect, it } from 'vitest';
import type { GateLogEntry } from '../../src/contract/gate';
import type { InviteCreateArgs } from '../../src/contract/invites';
import type { Change } from '../../src/contract/sync';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { purgeVisitorData } from '../../server/modules/invites/retention.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, GUARD, MANAGER, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

/** Estate manager at Baobab Ridge only: must never read Willow Creek's log. */
const OTHER_MANAGER = {
  email: 'manager.baobab@example.com',
  password: 'Baobab#2026',
  firstName: 'Naledi',
  lastName: 'Sithole',
  mobile: '0711234561',
  roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.estateManager, accessControl: true }],
} as const;

/** The gate log as a user's device holds it after a full pull (each row's latest state). */
async function logOf(app: Parameters<typeof pullAll>[0], who: Caller): Promise<GateLogEntry[]> {
  const { changes } = await pullAll(app, who);
  const rows = new Map<string, GateLogEntry | null>();
  for (const change of changes as Change[])
    if (change.table === 'gateLog') rows.set(String(change.id), change.op === 'put' ? (change.data as GateLogEntry) : null);
  return [...rows.values()].filter((row): row is GateLogEntry => row !== null);
}

function inviteArgs(overrides: Partial<InviteCreateArgs> = {}): InviteCreateArgs {
  const tomorrow = addDays(estateDate(), 1);
  return {
    inviteId: rowId('iv'),
    estateId: WC,
    unitNo: '12',
    pkivisitorInviteTypeID: 1,
    visitorName: 'Ayanda Zulu',
    visitorPhoneNumber: '0831112222',
    visitorEmail: '',
    invitedDateStart: `${tomorrow} 00:01`,
    invitedDateEnd: `${tomorrow} 23:59`,
    dayCount: 1,
    multiEntry: false,
    accessZoneIDList: [1],
    regularVisitorId: '',
    ...overrides,
  };
}

describe.each(dialects)('the visitor log of every gate decision on %s', (dialect) => {
  const {
    t,
    people: [resident, guard, manager, otherManager],
  } = useCast(dialect, [RESIDENT, GUARD, MANAGER, OTHER_MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const invite = async (args: InviteCreateArgs) => {
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'invites.create', args }])).body.results).toEqual([{ id: 1, ok: true }]);
    return t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', args.inviteId).executeTakeFirstOrThrow();
  };
  const use = (passId: string, overrides: object = {}) => ({
    id: rowId('use'),
    estateId: WC,
    passId,
    method: 'qr',
    decision: 'ALLOW',
    reason: 'ok',
    scannedAt: Date.now() - 60_000,
    zoneId: 1,
    ...overrides,
  });

  it('logs a pass allowed, a revoked pass refused, a delivery PIN and a resident QR once each, for the estate’s gate staff only', async () => {
    const visitor = await invite(inviteArgs());
    const revokedArgs = inviteArgs({ visitorName: 'Bongani Khoza' });
    const revoked = await invite(revokedArgs);
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'invites.revoke', args: { inviteId: revokedArgs.inviteId } }])).body.results).toEqual([
      { id: 1, ok: true },
    ]);
    const delivery = await invite(inviteArgs({ pkivisitorInviteTypeID: 2, visitorName: 'Courier' }));

    const allowed = use(visitor.id);
    const refused = use(revoked.id, { decision: 'DENY', reason: 'revoked' });
    const pin = use(delivery.id, { method: 'pin' });
    const qr = {
      id: rowId('evt'),
      estateId: WC,
      decision: 'ALLOW',
      reason: 'ok',
      credId: 'cred-0001',
      residentUserId: resident.userId,
      t: 875000000,
      scannedAt: Date.now() - 120_000,
    };
    const console = rowId('cl');
    const mutations = [
      { id: 1, name: 'passes.recordUse', args: allowed },
      { id: 2, name: 'passes.recordUse', args: refused },
      { id: 3, name: 'passes.recordUse', args: pin },
      { id: 4, name: 'gate.recordEvent', args: qr },
    ];
    expect((await push(t.app, guard, console, mutations)).body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    // Synced twice: the same mutations again (a lost answer), and the same decisions re-queued under new ids.
    await push(t.app, guard, console, mutations);
    await push(
      t.app,
      guard,
      console,
      mutations.map((m) => ({ ...m, id: m.id + 4 })),
    );
    expect(await t.ctx.db.selectFrom('gate_log').select('id').where('estate_id', '=', WC).execute()).toHaveLength(4);

    const log = await logOf(t.app, manager);
    expect(log).toHaveLength(4);
    const byId = new Map(log.map((row) => [row.id, row]));
    expect(byId.get(allowed.id)).toMatchObject({
      kind: 'pass',
      passKind: 'visitor',
      person: 'Ayanda Zulu',
      unitNo: '12',
      zoneId: 1,
      decision: 'ALLOW',
      reason: 'ok',
      guardName: 'Sipho Dlamini',
      decidedAt: allowed.scannedAt,
    });
    expect(byId.get(refused.id)).toMatchObject({ kind: 'pass', person: 'Bongani Khoza', decision: 'DENY', reason: 'revoked' });
    expect(byId.get(pin.id)).toMatchObject({ kind: 'pin', passKind: 'delivery', person: 'Courier', unitNo: '12', decision: 'ALLOW' });
    expect(byId.get(qr.id)).toMatchObject({ kind: 'resident', person: 'Thandi Mokoena', unitNo: '12', zoneId: 0, decidedAt: qr.scannedAt });
    for (const row of log) expect(row.syncedAt).toBeGreaterThanOrEqual(row.decidedAt);
    // Names only: no pass id, PIN, credential or user id reaches the log.
    const shown = JSON.stringify(log);
    for (const secret of [visitor.id, delivery.id, delivery.pin, qr.credId, resident.userId, guard.userId]) expect(shown).not.toContain(secret);

    // The guard reads it too (the gate scope); another estate's manager and a resident do not.
    expect(await logOf(t.app, guard)).toHaveLength(4);
    expect(await logOf(t.app, otherManager)).toEqual([]);
    expect(await logOf(t.app, resident)).toEqual([]);
  });

  it('a pass decided offline for a pass it does not know is logged without a name; the retention purge and a deleted account take names out', async () => {
    const unknown = use('', { method: 'pin', decision: 'DENY', reason: 'unknown-pin' });
    const visitor = await invite(inviteArgs({ visitorName: 'Lindiwe Nkosi' }));
    const allowed = use(visitor.id);
    const qr = { id: rowId('evt'), estateId: WC, decision: 'ALLOW', reason: 'ok', credId: 'c1', residentUserId: resident.userId, t: 1, scannedAt: Date.now() };
    await push(t.app, guard, rowId('cl'), [
      { id: 1, name: 'passes.recordUse', args: unknown },
      { id: 2, name: 'passes.recordUse', args: allowed },
      { id: 3, name: 'gate.recordEvent', args: qr },
    ]);
    // Decided offline two hours ago, synced now: both times are kept.
    const offline = use(visitor.id, { decision: 'DENY', reason: 'used-up', scannedAt: Date.now() - 2 * 3600_000 });
    await push(t.app, guard, rowId('cl'), [{ id: 1, name: 'passes.recordUse', args: offline }]);
    const before = new Map((await logOf(t.app, manager)).map((row) => [row.id, row]));
    expect(before.get(unknown.id)).toMatchObject({ kind: 'pin', person: '', unitNo: '', decision: 'DENY', reason: 'unknown-pin' });
    const late = before.get(offline.id);
    expect(late?.decidedAt).toBe(offline.scannedAt);
    expect((late?.syncedAt ?? 0) - (late?.decidedAt ?? 0)).toBeGreaterThanOrEqual(2 * 3600_000);

    // Long after the visit: the pass uses are purged, and their log rows leave the devices.
    await purgeVisitorData(t.ctx, Date.now() + 400 * 86_400_000);
    const purged = new Map((await logOf(t.app, manager)).map((row) => [row.id, row]));
    expect(purged.has(allowed.id)).toBe(false);
    expect(purged.has(unknown.id)).toBe(false);
    expect(purged.has(offline.id)).toBe(false);
    expect(purged.get(qr.id)).toMatchObject({ person: 'Thandi Mokoena' });

    // The resident deletes the account: the row stays, without the name.
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, resident.userId));
    const after = new Map((await logOf(t.app, manager)).map((row) => [row.id, row]));
    expect(after.get(qr.id)).toMatchObject({ kind: 'resident', person: '', decision: 'ALLOW' });
  });
});
