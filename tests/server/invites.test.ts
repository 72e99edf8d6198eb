import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import {
  DEFAULT_INVITE_SETTINGS,
  type GatePass,
  type Invite,
  type InviteCreateArgs,
  type InviteSettings,
  type Pass,
  type PassUse,
  type VisitPage,
} from '../../src/contract/invites';
import type { Notification } from '../../src/contract/notifications';
import type { Change } from '../../src/contract/sync';
import type { Unit } from '../../src/contract/people';
import { fromBase64Url } from '../../src/domain/qr';
import { pinHash, verifyPass } from '../../src/domain/qr/pass';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { format } from '../../src/i18n/format';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { expireEnded, purgeVisitorData } from '../../server/modules/invites/retention.service';
import { writeTransaction } from '../../server/sync/change-log';
import { ARRIVAL_TYPE, REFUSAL_TYPE } from '../../server/modules/invites/pass-uses.service';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller, type TestUser } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId, spouseArgs } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const DAY_MS = 86_400_000;

const rowsOf = <T>(changes: Change[], table: Change['table']): T[] => changes.filter((c) => c.table === table && c.op === 'put').map((c) => c.data as T);
const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

/** A visitor for the whole of tomorrow (validity choice 1), single entry, Main Gate. */
function inviteArgs(unitNo = '12', overrides: Partial<InviteCreateArgs> = {}): InviteCreateArgs {
  const tomorrow = addDays(estateDate(), 1);
  return {
    inviteId: rowId('iv'),
    estateId: WC,
    unitNo,
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

describe.each(dialects)('visitor invites and passes on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const count = async (table: 'invites' | 'passes' | 'pass_uses') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const used = async (unitNo: string) =>
    Number(
      (await t.ctx.db.selectFrom('units').select('visitor_invites_used').where('estate_id', '=', WC).where('unit_no', '=', unitNo).executeTakeFirst())
        ?.visitor_invites_used ?? 0,
    );
  const create = async (who: Caller, args: InviteCreateArgs) =>
    (await push(t.app, who, rowId('cl'), [{ id: 1, name: 'invites.create', args }])).body.results[0];
  const passOf = async (inviteId: string) => t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', inviteId).executeTakeFirstOrThrow();
  const recordUse = (who: Caller, clientId: string, id: number, args: object) => push(t.app, who, clientId, [{ id, name: 'passes.recordUse', args }]);
  const recordUseArgs = (passId: string, scannedAt: number, overrides: object = {}) => ({
    id: rowId('use'),
    estateId: WC,
    passId,
    method: 'qr',
    decision: 'ALLOW',
    reason: 'ok',
    scannedAt,
    ...overrides,
  });

  it('applies invites.create pushed through sync once: the invite and its signed pass reach the unit, the guard gets the gate row only', async () => {
    const args = inviteArgs('12', { visitorEmail: 'ayanda@example.com' });
    const clientId = rowId('cl');
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'invites.create', args }])).body.results).toEqual([{ id: 1, ok: true }]);
    // The same mutation again (a lost answer), and the same invite under a new mutation id.
    expect(
      (
        await push(t.app, resident, clientId, [
          { id: 1, name: 'invites.create', args },
          { id: 2, name: 'invites.create', args },
        ])
      ).body.results,
    ).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    expect(await t.ctx.db.selectFrom('invites').select('id').where('id', '=', args.inviteId).execute()).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('passes').select('id').where('subject_id', '=', args.inviteId).execute()).toHaveLength(1);
    expect(await used('12')).toBe(1);

    const { changes } = await pullAll(t.app, resident);
    const invite = latest<Invite>(changes, 'invites', args.inviteId);
    expect(invite).toMatchObject({
      visitorName: 'Ayanda Zulu',
      kind: 'visitor',
      inviteTypeName: 'Visitor',
      residentUserID: resident.userId,
      residentName: 'Thandi Mokoena',
      status: 'ACTIVE',
      multiEntry: false,
      accessZoneIDList: '1',
    });
    const pass = rowsOf<Pass>(changes, 'passes').find((p) => p.subjectId === args.inviteId);
    expect(pass).toMatchObject({ kind: 'visitor', unitNo: '12', maxEntries: 1, entriesUsed: 0, status: 'ACTIVE', pin: '' });
    expect(pass?.code.startsWith('EVP')).toBe(true);
    expect(pass?.linkToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(latest<Unit>(changes, 'units', `${WC}:12`)).toMatchObject({ visitorInvitesUsed: 1, visitorInvitesDay: estateDate() });

    // The code verifies with the estate's public key (as the guard console holds it), for the invite's window.
    const key = await t.ctx.db.selectFrom('gate_issuer_keys').select(['key_id', 'public_key']).where('estate_id', '=', WC).executeTakeFirstOrThrow();
    const publicKey = fromBase64Url(key.public_key);
    if (!pass || !publicKey) throw new Error('no pass or key');
    const options = { issuerKeys: { [key.key_id]: publicKey }, estateId: WC, nowSec: pass.validFrom + 3600, entriesUsed: () => 0, isRevoked: () => false };
    expect(verifyPass(pass.code, options)).toMatchObject({
      decision: 'ALLOW',
      reason: 'ok',
      pass: { passId: pass.id, unitNo: '12', maxEntries: 1, zones: [1] },
    });
    expect(verifyPass(pass.code, { ...options, estateId: 92 }).decision).toBe('DENY');
    expect(verifyPass(pass.code, { ...options, nowSec: pass.validTo + 1 }).reason).toBe('expired');

    // The guard: the gate row with the name, window and entries, never the code, the link or a PIN; no invite rows.
    const gate = await pullAll(t.app, guard);
    const gatePass = latest<GatePass>(gate.changes, 'gatePasses', pass.id);
    expect(gatePass).toMatchObject({
      id: pass.id,
      estateId: WC,
      kind: 'visitor',
      unitNo: '12',
      holderName: 'Ayanda Zulu',
      status: 'ACTIVE',
      pinHash: '',
      maxEntries: 1,
      weeklyTimes: '',
      // 'Call host' on the guard's verdict card: the issuing resident's name and mobile number.
      hostName: 'Thandi Mokoena',
      hostPhone: '0821234567',
    });
    expect(JSON.stringify(gate.changes)).not.toContain(pass.code);
    expect(JSON.stringify(gate.changes)).not.toContain(pass.linkToken);
    expect(gate.changes.some((c) => c.table === 'invites' || c.table === 'passes')).toBe(false);
    // Another unit's resident reads neither.
    const other = await pullAll(t.app, neighbour);
    expect(other.changes.some((c) => ['invites', 'passes', 'gatePasses'].includes(c.table))).toBe(false);

    // The visitor's e-mail with the link (stored mailbox), sent once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = await t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', 'ayanda@example.com').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your visitor pass for Willow Creek Estate');
    expect(mails[0]?.text_body).toContain(`/visit/${pass.linkToken}`);
  });

  it('refuses each bad invite with the spec message and writes nothing', async () => {
    const before = { invites: await count('invites'), passes: await count('passes'), used: await used('12') };
    const tomorrow = addDays(estateDate(), 1);
    const refusals: [InviteCreateArgs, string][] = [
      [inviteArgs('12', { pkivisitorInviteTypeID: 99 }), INVITE_MESSAGES.typeRequired],
      [inviteArgs('12', { visitorName: ' ' }), INVITE_MESSAGES.requiredFields],
      [inviteArgs('12', { visitorPhoneNumber: '12345' }), INVITE_MESSAGES.phoneInvalid],
      [inviteArgs('12', { visitorPhoneNumber: '08211a2222' }), INVITE_MESSAGES.phoneInvalid],
      // The resident's own number, also written +27 for 0.
      [inviteArgs('12', { visitorPhoneNumber: '0821234567' }), INVITE_MESSAGES.ownPhone],
      [inviteArgs('12', { visitorPhoneNumber: '+27821234567' }), INVITE_MESSAGES.ownPhone],
      [inviteArgs('12', { accessZoneIDList: [] }), INVITE_MESSAGES.zoneRequired],
      // Zone 6 is a letting zone; zone 2 (Clubhouse) is not open to contractors.
      [inviteArgs('12', { accessZoneIDList: [6] }), INVITE_MESSAGES.zoneRequired],
      [inviteArgs('12', { pkivisitorInviteTypeID: 2, accessZoneIDList: [2] }), INVITE_MESSAGES.zoneRequired],
      [inviteArgs('12', { invitedDateStart: `${tomorrow} 12:00`, invitedDateEnd: `${tomorrow} 10:00`, dayCount: 0 }), INVITE_MESSAGES.window],
      [inviteArgs('12', { invitedDateStart: '2020-01-01 10:00', invitedDateEnd: '2020-01-01 11:00', dayCount: 0 }), INVITE_MESSAGES.window],
      // More than customDayMax (1 month) ahead.
      [
        inviteArgs('12', { invitedDateStart: `${addDays(estateDate(), 40)} 00:01`, invitedDateEnd: `${addDays(estateDate(), 40)} 23:59` }),
        INVITE_MESSAGES.window,
      ],
      // One full day has its locked times; a day count the estate does not offer; multi-day for a contractor.
      [inviteArgs('12', { invitedDateStart: `${tomorrow} 08:00`, invitedDateEnd: `${tomorrow} 17:00` }), INVITE_MESSAGES.window],
      [inviteArgs('12', { dayCount: 5, invitedDateEnd: `${addDays(tomorrow, 5)} 23:59` }), INVITE_MESSAGES.window],
      [inviteArgs('12', { pkivisitorInviteTypeID: 3, dayCount: 7, invitedDateEnd: `${addDays(tomorrow, 7)} 23:59` }), INVITE_MESSAGES.window],
      // Seven days: no more than seven.
      [inviteArgs('12', { dayCount: 7, invitedDateEnd: `${addDays(tomorrow, 8)} 23:59` }), INVITE_MESSAGES.window],
      [inviteArgs('12', { invitedDateStart: '2026-02-30 10:00' }), INVITE_MESSAGES.requiredFields],
    ];
    for (const [args, message] of refusals) expect(await create(resident, args), message).toEqual({ id: 1, ok: false, error: message });
    // Another unit's resident, the guard and the manager may not invite for unit 12, nor the resident for a unit not theirs.
    for (const [who, unitNo] of [
      [neighbour, '12'],
      [guard, '12'],
      [manager, '12'],
      [resident, '99'],
    ] as const) {
      expect(await create(who, inviteArgs(unitNo))).toEqual({ id: 1, ok: false, error: INVITE_MESSAGES.notYours });
    }
    // The same id by another user.
    const taken = inviteArgs('14');
    expect(await create(neighbour, taken)).toEqual({ id: 1, ok: true });
    expect(await create(resident, { ...inviteArgs('12'), inviteId: taken.inviteId })).toEqual({ id: 1, ok: false, error: INVITE_MESSAGES.inviteFailed });
    expect({ invites: await count('invites'), passes: await count('passes'), used: await used('12') }).toEqual({
      invites: before.invites + 1,
      passes: before.passes + 1,
      used: before.used,
    });

    // The REST call answers the same refusals (400 with the message).
    const rest = await call(t.app, 'POST', API.visitorInvite, resident, inviteArgs('12', { visitorPhoneNumber: '+27821234567' }));
    expect([rest.status, rest.body.errorDetails?.detail]).toEqual([400, INVITE_MESSAGES.ownPhone]);
  });

  it('lets exactly the daily limit of invites through when a unit invites from several devices at once', async () => {
    const owner = await makeUser(t, { roles: [{ estateId: WC, role: 'owner', unitNo: 'V1' }] });
    const tenant = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: 'V1' }] });
    const limits = { unitNo: 'V1', standNo: 'V1', isLettingUnit: false, noOfAssociatesPerUnit: 5, allowedVisitors: 3, maxGuests: 0 };
    expect((await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, limits)).status).toBe(200);
    const racers = Array.from({ length: 8 }, (_, i) => create(i % 2 === 0 ? owner : tenant, inviteArgs('V1')));
    const results = await Promise.all(racers);
    const limit = format(INVITE_MESSAGES.dailyLimit, { n: 3 });
    expect(results.filter((r) => r?.ok)).toHaveLength(3);
    expect(results.filter((r) => r && !r.ok).map((r) => r && !r.ok && r.error)).toEqual(Array(5).fill(limit));
    expect(await t.ctx.db.selectFrom('invites').select('id').where('estate_id', '=', WC).where('unit_no', '=', 'V1').execute()).toHaveLength(3);
    expect(await used('V1')).toBe(3);
    // The REST call counts against the same limit.
    const rest = await call(t.app, 'POST', API.visitorInvite, owner, inviteArgs('V1'));
    expect([rest.status, rest.body.errorDetails?.detail]).toEqual([400, limit]);
    const tiles = await call<{ availableVisitorInvites: number }>(t.app, 'GET', `${API.standNumbers}?estateID=${WC}&uid=${owner.userId}`, owner);
    expect(tiles.body.details?.[0]?.availableVisitorInvites).toBe(0);
  });

  it('settles a single-entry pass used at two consoles that were both offline: the earlier scan wins, the later is a conflict, both stay in the log', async () => {
    const args = inviteArgs('12');
    expect(await create(resident, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    const consoleA = rowId('cl');
    const consoleB = rowId('cl');
    const base = Date.now();
    const early = recordUseArgs(pass.id, base - 60_000);
    const late = recordUseArgs(pass.id, base - 30_000);
    // The console that scanned later syncs first, then the one that scanned earlier.
    expect((await recordUse(guard, consoleB, 1, late)).body.results).toEqual([{ id: 1, ok: true }]);
    expect((await recordUse(manager, consoleA, 1, early)).body.results).toEqual([{ id: 1, ok: true }]);
    // Replayed: nothing changes.
    expect((await recordUse(guard, consoleB, 1, late)).body.results).toEqual([{ id: 1, ok: true }]);
    expect((await recordUse(guard, consoleB, 2, late)).body.results).toEqual([{ id: 2, ok: true }]);

    const uses = await t.ctx.db.selectFrom('pass_uses').selectAll().where('pass_id', '=', pass.id).orderBy('scanned_at').execute();
    expect(uses.map((u) => [u.id, Number(u.conflict)])).toEqual([
      [early.id, 0],
      [late.id, 1],
    ]);
    expect(Number((await passOf(args.inviteId)).entries_used)).toBe(1);
    const gate = await pullAll(t.app, guard);
    expect(latest<PassUse>(gate.changes, 'passUses', late.id)).toMatchObject({
      conflict: true,
      holderName: 'Ayanda Zulu',
      unitNo: '12',
      guardUserId: guard.userId,
    });
    expect(latest<PassUse>(gate.changes, 'passUses', early.id)).toMatchObject({ conflict: false, guardUserId: manager.userId });
    expect(latest<Pass>((await pullAll(t.app, resident)).changes, 'passes', pass.id)).toMatchObject({ entriesUsed: 1 });

    // The resident hears of the arrival (Visitor Access), naming the visitor, with the invite as the action.
    const notifications = rowsOf<Notification>((await pullAll(t.app, resident)).changes, 'notifications').filter((n) => n.actionID === args.inviteId);
    expect(notifications.length).toBeGreaterThanOrEqual(1);
    expect(notifications[0]).toMatchObject({ type: ARRIVAL_TYPE, title: 'Visitor arrived', actionType: 'ALLOW' });
    expect(notifications[0]?.description).toContain('Ayanda Zulu');

    // A refusal of the used pass tells the resident too (the accessAlert page).
    expect((await recordUse(guard, consoleB, 3, recordUseArgs(pass.id, base, { decision: 'DENY', reason: 'used-up' }))).body.results).toEqual([
      { id: 3, ok: true },
    ]);
    const refusal = rowsOf<Notification>((await pullAll(t.app, resident)).changes, 'notifications').find(
      (n) => n.actionID === args.inviteId && n.actionType === 'DENY',
    );
    expect(refusal).toMatchObject({ type: REFUSAL_TYPE, title: 'Visitor refused at the gate' });
    expect(Number((await passOf(args.inviteId)).entries_used)).toBe(1);

    // Not gate staff: refused, nothing stored. Another estate's guard neither.
    const before = await count('pass_uses');
    expect((await recordUse(resident, rowId('cl'), 1, recordUseArgs(pass.id, base))).body.results).toEqual([
      { id: 1, ok: false, error: INVITE_MESSAGES.notGuard },
    ]);
    const otherGuard = await makeUser(t, { roles: [{ estateId: 92, role: 'guard' }] });
    expect((await recordUse(otherGuard, rowId('cl'), 1, recordUseArgs(pass.id, base))).body.results).toEqual([
      { id: 1, ok: false, error: INVITE_MESSAGES.notGuard },
    ]);
    // A guard replaying another guard's use id.
    expect((await recordUse(manager, rowId('cl'), 1, late)).body.results).toEqual([{ id: 1, ok: false, error: INVITE_MESSAGES.notGuard }]);
    expect(await count('pass_uses')).toBe(before);
  });

  it('counts every entry of a multi-entry pass and records uses of unknown codes without a pass', async () => {
    const args = inviteArgs('12', { multiEntry: true });
    expect(await create(resident, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    expect(Number(pass.max_entries)).toBe(0);
    const clientId = rowId('cl');
    for (let i = 1; i <= 3; i++)
      expect((await recordUse(guard, clientId, i, recordUseArgs(pass.id, Date.now() - i * 1000))).body.results).toEqual([{ id: i, ok: true }]);
    expect(Number((await passOf(args.inviteId)).entries_used)).toBe(3);
    const unknown = recordUseArgs('', Date.now(), { decision: 'DENY', reason: 'malformed' });
    expect((await recordUse(guard, clientId, 4, unknown)).body.results).toEqual([{ id: 4, ok: true }]);
    expect(latest<PassUse>((await pullAll(t.app, guard)).changes, 'passUses', unknown.id)).toMatchObject({ passId: '', holderName: '', decision: 'DENY' });
  });

  it('revokes an invite for the unit only: the guard gets the gate row REVOKED at its next sync', async () => {
    const args = inviteArgs('12');
    expect(await create(resident, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    // Another unit's resident and the guard cannot revoke it (the same answer as for no invite).
    for (const who of [neighbour, guard]) {
      expect((await push(t.app, who, rowId('cl'), [{ id: 1, name: 'invites.revoke', args: { inviteId: args.inviteId } }])).body.results).toEqual([
        { id: 1, ok: false, error: INVITE_MESSAGES.notFound },
      ]);
      expect((await call(t.app, 'PUT', `${API.visitorRevoke}?inviteID=${args.inviteId}`, who)).status).toBe(404);
    }
    expect((await passOf(args.inviteId)).status).toBe('ACTIVE');
    const clientId = rowId('cl');
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'invites.revoke', args: { inviteId: args.inviteId } }])).body.results).toEqual([
      { id: 1, ok: true },
    ]);
    // Again: nothing more to do.
    expect((await push(t.app, resident, clientId, [{ id: 2, name: 'invites.revoke', args: { inviteId: args.inviteId } }])).body.results).toEqual([
      { id: 2, ok: true },
    ]);
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id)).toMatchObject({ status: 'REVOKED' });
    const mine = await pullAll(t.app, resident);
    expect(latest<Invite>(mine.changes, 'invites', args.inviteId)).toMatchObject({ status: 'REVOKED' });
    expect(latest<Pass>(mine.changes, 'passes', pass.id)).toMatchObject({ status: 'REVOKED' });
    // The visitor's page says so, without the code.
    const page = await t.app.inject({ method: 'GET', url: API.visitPage(pass.link_token) });
    expect(page.json<{ details: VisitPage[] }>().details[0]).toMatchObject({ status: 'REVOKED', code: '', pin: '' });
    // Resending a revoked invite is refused.
    expect((await push(t.app, resident, clientId, [{ id: 3, name: 'invites.resend', args: { inviteId: args.inviteId } }])).body.results).toEqual([
      { id: 3, ok: false, error: INVITE_MESSAGES.revoked },
    ]);
  });

  it('answers the visitor page without an account, with nothing of anyone else', async () => {
    const args = inviteArgs('12', { visitorEmail: 'visitor@example.com' });
    expect(await create(resident, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    const res = await t.app.inject({ method: 'GET', url: API.visitPage(pass.link_token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<{ details: VisitPage[] }>().details[0];
    expect(page).toEqual({
      estateName: 'Willow Creek Estate',
      directions: DEFAULT_INVITE_SETTINGS.directions,
      holderName: 'Ayanda Zulu',
      kind: 'visitor',
      unitNo: '12',
      from: args.invitedDateStart,
      to: args.invitedDateEnd,
      validFrom: Number(pass.valid_from),
      validTo: Number(pass.valid_to),
      multiEntry: false,
      code: pass.code,
      pin: '',
      status: 'ACTIVE',
    });
    for (const secret of ['0831112222', 'visitor@example.com', resident.userId, 'Thandi']) expect(res.body).not.toContain(secret);
    const unknown = await t.app.inject({ method: 'GET', url: API.visitPage('x'.repeat(32)) });
    expect([unknown.statusCode, unknown.json<{ errorDetails: { detail: string } }>().errorDetails.detail]).toEqual([404, INVITE_MESSAGES.passNotFound]);

    // Resend mails the link again.
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'invites.resend', args: { inviteId: args.inviteId } }])).body.results).toEqual([
      { id: 1, ok: true },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.ctx.db.selectFrom('mailbox').select('id').where('to_address', '=', 'visitor@example.com').execute()).toHaveLength(2);
  });

  it('gives a delivery a PIN-only code: 10 digits in the unit, its hash only at the gate', async () => {
    const args = inviteArgs('12', { pkivisitorInviteTypeID: 2, visitorName: 'Courier' });
    expect(await create(resident, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    expect(pass.kind).toBe('delivery');
    expect(pass.pin).toMatch(/^\d{10}$/);
    const gatePass = latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id);
    expect(gatePass?.pinHash).toBe(pinHash(WC, pass.pin));
    expect(JSON.stringify(gatePass)).not.toContain(pass.pin);
    // The PIN-only call issues a PIN for any type.
    const rest = await call<{ Message: string; pass: Pass; invite: Invite }>(t.app, 'POST', API.visitorInvitePinOnly, resident, {
      estateId: WC,
      residentUserID: resident.userId,
      unitNo: 12,
      visitorName: 'Parcel',
      visitorPhoneNumber: '0834445555',
      invitedDateStart: args.invitedDateStart,
      invitedDateEnd: args.invitedDateEnd,
      dayCount: 1,
      accessgroups: '1',
      multiEntry: 0,
      inviteType: 1,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.details?.[0]).toMatchObject({ Message: INVITE_MESSAGES.sent, invite: { visitorName: 'Parcel' } });
    expect(rest.body.details?.[0]?.pass.pin).toMatch(/^\d{10}$/);
    // Not for someone else's user id.
    const forged = await call(t.app, 'POST', API.visitorInvitePinOnly, neighbour, { ...args, inviteId: rowId('iv'), residentUserID: resident.userId });
    expect(forged.status).toBe(403);
  });

  it('answers the spec REST calls: upcoming, invite, revoke (the unit only)', async () => {
    const args = inviteArgs('14', { visitorName: 'Bongani' });
    const created = await call<{ Message: string; id: string }>(t.app, 'POST', API.visitorInvite, neighbour, args);
    expect(created.status).toBe(200);
    expect(created.body.details?.[0]).toMatchObject({ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id: args.inviteId });
    const url = (who: TestUser, unitNo: string) => `${API.visitorUpcoming}?userId=${who.userId}&unitNo=${unitNo}&estateId=${WC}`;
    const upcoming = await call<Record<string, unknown>>(t.app, 'GET', url(neighbour, '14'), neighbour);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.details?.find((u) => u.InviteID === args.inviteId)).toMatchObject({
      Visitor: 'Bongani',
      'Phone Number': '0831112222',
      From: '00:01',
      To: '23:59',
      Date: args.invitedDateStart.slice(0, 10),
    });
    // Another unit, another user's id: refused.
    expect((await call(t.app, 'GET', url(resident, '14'), resident)).status).toBe(403);
    expect((await call(t.app, 'GET', url(neighbour, '14'), resident)).status).toBe(403);
    const revoked = await call<{ InviteID: string }>(t.app, 'PUT', `${API.visitorRevoke}?inviteID=${args.inviteId}`, neighbour);
    expect(revoked.status).toBe(200);
    expect(revoked.body.details?.some((u) => u.InviteID === args.inviteId)).toBe(false);
  });

  it('lets the estate manager (only) set the invite settings, published to the estate', async () => {
    const settings = { ...DEFAULT_INVITE_SETTINGS, directions: 'Enter by the Main Gate on Acacia Road.', visitorRetentionDays: 30 };
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, resident, settings)).status).toBe(403);
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, guard, settings)).status).toBe(403);
    const saved = await call<InviteSettings>(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, settings);
    expect(saved.status).toBe(200);
    expect(latest<InviteSettings>((await pullAll(t.app, neighbour)).changes, 'inviteSettings', String(WC))).toMatchObject({
      estateId: WC,
      directions: settings.directions,
      visitorRetentionDays: 30,
    });
    const doubled = { ...settings, visitorTypes: [...settings.visitorTypes, ...settings.visitorTypes] };
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, doubled)).status).toBe(400);
    // An inactive type cannot be invited.
    const noVisitors = { ...settings, visitorTypes: settings.visitorTypes.map((type) => ({ ...type, active: type.pkivisitorInviteTypeID !== 1 })) };
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, noVisitors)).status).toBe(200);
    expect(await create(resident, inviteArgs('12'))).toEqual({ id: 1, ok: false, error: INVITE_MESSAGES.typeRequired });
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, DEFAULT_INVITE_SETTINGS)).status).toBe(200);
  });

  it('gives an associate a pass for their access, once, revoked when their removal is approved', async () => {
    const spouse = spouseArgs(WC, '12');
    expect((await call(t.app, 'POST', API.associates, resident, spouse)).status).toBe(200);
    const first = await call<Pass>(t.app, 'POST', API.associatePass(spouse.associateId), resident);
    expect(first.status).toBe(200);
    const pass = first.body.details?.[0];
    expect(pass).toMatchObject({
      kind: 'associate',
      subjectId: spouse.associateId,
      holderName: 'Sizwe Mokoena',
      maxEntries: 0,
      accessZoneIDList: '1',
      status: 'ACTIVE',
    });
    expect((await call<Pass>(t.app, 'POST', API.associatePass(spouse.associateId), resident)).body.details?.[0]?.id).toBe(pass?.id);
    for (const who of [neighbour, guard]) expect((await call(t.app, 'POST', API.associatePass(spouse.associateId), who)).status).toBe(404);
    if (!pass) throw new Error('no pass');
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id)).toMatchObject({
      kind: 'associate',
      weeklyTimes: Array(7).fill('00:01-23:59').join(','),
    });

    const request = await call<{ id: string }>(
      t.app,
      'DELETE',
      `${API.associates}?userID=${resident.userId}&estateID=${WC}&unitNo=12&associateId=${spouse.associateId}`,
      resident,
    );
    expect(request.status).toBe(200);
    const requestId = request.body.details?.[0]?.id ?? '';
    expect((await call(t.app, 'POST', API.requestDecision(requestId), manager, { decision: 'approve', reason: '' })).status).toBe(200);
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id)).toMatchObject({ status: 'REVOKED' });
  });

  it("takes a deleted resident's invites with the account; their passes stay refused at the gate, without names", async () => {
    const leaving = await makeUser(t, { firstName: 'Lindiwe', roles: [{ estateId: WC, role: 'owner', unitNo: 'D1' }] });
    const args = inviteArgs('D1', { visitorName: 'Sibusiso' });
    expect(await create(leaving, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, leaving.userId));
    expect(await t.ctx.db.selectFrom('invites').select('id').where('owner_id', '=', leaving.userId).execute()).toEqual([]);
    const kept = await passOf(args.inviteId);
    expect([kept.status, kept.holder_name, kept.owner_id, kept.pin]).toEqual(['REVOKED', '', '', '']);
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id)).toMatchObject({ status: 'REVOKED', holderName: '' });
    const unitChanges = await t.ctx.db
      .selectFrom('change_log')
      .select(['tbl', 'op'])
      .where('scope', '=', `unit:${WC}:D1`)
      .where('tbl', 'in', ['invites', 'passes'])
      .execute();
    expect(unitChanges.every((c) => c.op === 'del')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: API.visitPage(pass.link_token) })).statusCode).toBe(404);
  });

  it('expires passes past their window (guards drop them) and purges visitors after the retention days', async () => {
    const args = inviteArgs('14', { visitorName: 'Zanele', visitorEmail: 'zanele@example.com' });
    expect(await create(neighbour, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    expect((await recordUse(guard, rowId('cl'), 1, recordUseArgs(pass.id, Date.now()))).body.results).toEqual([{ id: 1, ok: true }]);

    // Two days on: the pass and the invite have expired, the guards' row is tombstoned.
    const later = Date.now() + 2 * DAY_MS;
    expect(await expireEnded(t.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id)).toBeNull();
    const mine = await pullAll(t.app, neighbour);
    expect(latest<Invite>(mine.changes, 'invites', args.inviteId)).toMatchObject({ status: 'EXPIRED' });
    expect(latest<Pass>(mine.changes, 'passes', pass.id)).toMatchObject({ status: 'EXPIRED' });

    // Within the estate's retention (90 days by default) nothing is purged; after it, the visitor's details and the uses go.
    await purgeVisitorData(t.ctx, Date.now() + 30 * DAY_MS);
    expect((await t.ctx.db.selectFrom('invites').selectAll().where('id', '=', args.inviteId).executeTakeFirstOrThrow()).visitor_name).toBe('Zanele');
    const purged = await purgeVisitorData(t.ctx, Date.now() + 100 * DAY_MS);
    expect(purged.invites).toBeGreaterThanOrEqual(1);
    expect(purged.uses).toBeGreaterThanOrEqual(1);
    const row = await t.ctx.db.selectFrom('invites').selectAll().where('id', '=', args.inviteId).executeTakeFirstOrThrow();
    expect([row.visitor_name, row.visitor_phone, row.visitor_email, row.purged_at === null]).toEqual(['', '', '', false]);
    expect((await passOf(args.inviteId)).holder_name).toBe('');
    expect(await t.ctx.db.selectFrom('pass_uses').select('id').where('pass_id', '=', pass.id).execute()).toEqual([]);
    const after = await pullAll(t.app, neighbour);
    expect(latest(after.changes, 'invites', args.inviteId)).toBeNull();
    // Not in the unit's rows nor the resident's notifications of the visit.
    expect(JSON.stringify(after.changes)).not.toContain('Zanele');
    expect(JSON.stringify((await pullAll(t.app, guard)).changes)).not.toContain('Zanele');
    expect((await t.app.inject({ method: 'GET', url: API.visitPage(pass.link_token) })).statusCode).toBe(404);

    // A pass still in its window keeps its uses (the consoles count its entries from them), however short the retention.
    const tomorrow = addDays(estateDate(), 1);
    const week = inviteArgs('14', { dayCount: 7, invitedDateStart: `${tomorrow} 08:00`, invitedDateEnd: `${addDays(tomorrow, 7)} 17:00` });
    expect(await create(neighbour, week)).toEqual({ id: 1, ok: true });
    const weekPass = await passOf(week.inviteId);
    expect((await recordUse(guard, rowId('cl'), 1, recordUseArgs(weekPass.id, Date.now()))).body.results).toEqual([{ id: 1, ok: true }]);
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, { ...DEFAULT_INVITE_SETTINGS, visitorRetentionDays: 1 })).status).toBe(
      200,
    );
    await purgeVisitorData(t.ctx, Date.now() + 3 * DAY_MS);
    expect(await t.ctx.db.selectFrom('pass_uses').select('id').where('pass_id', '=', weekPass.id).execute()).toHaveLength(1);
    expect((await call(t.app, 'PUT', `${API.inviteSettings}?estateID=${WC}`, manager, DEFAULT_INVITE_SETTINGS)).status).toBe(200);
  });

  it('gives the gate row no host phone when the issuing resident has no mobile number (no Call host)', async () => {
    const owner = await makeUser(t, { roles: [{ estateId: WC, role: 'owner', unitNo: 'H1' }] });
    const limits = { unitNo: 'H1', standNo: 'H1', isLettingUnit: false, noOfAssociatesPerUnit: 5, allowedVisitors: 3, maxGuests: 0 };
    expect((await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, limits)).status).toBe(200);
    const args = inviteArgs('H1');
    expect(await create(owner, args)).toEqual({ id: 1, ok: true });
    const pass = await passOf(args.inviteId);
    const gatePass = latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', pass.id);
    expect(gatePass).toMatchObject({ id: pass.id, holderName: 'Ayanda Zulu' });
    expect(gatePass).not.toHaveProperty('hostPhone');
    expect(gatePass).not.toHaveProperty('hostName');
  });
});
