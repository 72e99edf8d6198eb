import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { LagoonAvailability, LagoonBookingAnswer, LagoonBookingArgs } from '../../src/contract/bookings';
import type { ConciergeAction, ConciergeResident } from '../../src/contract/concierge';
import type { Invite, InviteCreateArgs, Pass } from '../../src/contract/invites';
import type { PeopleConfig, Unit } from '../../src/contract/people';
import type { MemberCard } from '../../src/contract/manager';
import type { UserRole } from '../../src/contract/records';
import type { Change } from '../../src/contract/sync';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { CONCIERGE_MESSAGES } from '../../src/i18n/en/concierge';
import { format } from '../../src/i18n/format';
import { backfillConciergeUnits } from '../../server/modules/people/units.service';
import { writeTransaction } from '../../server/sync/change-log';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { saveTestLagoon } from '../helpers/lagoon';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const BR = 92;

/** A concierge of Baobab Ridge only (the second estate's concierge), a guard there too. */
const BAOBAB_CONCIERGE = {
  email: 'concierge.baobab@example.com',
  password: 'Concierge#2026',
  firstName: 'Naledi',
  lastName: 'Sithole',
  mobile: '0761234561',
  roles: [
    { estateId: BR, role: ROLES.guard, accessControl: true },
    { estateId: BR, role: ROLES.concierge, accessControl: false },
  ],
} as const;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};
const live = <T>(changes: Change[], table: Change['table']): T[] => {
  const ids = [...new Set(changes.filter((c) => c.table === table).map((c) => String(c.id)))];
  return ids.map((id) => latest<T>(changes, table, id)).filter((row): row is T => row !== null && row !== undefined);
};

function inviteArgs(unitNo: string, overrides: Partial<InviteCreateArgs> = {}): InviteCreateArgs {
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

describe.each(dialects)('concierge mode on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager, baobab],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER, BAOBAB_CONCIERGE], {
    setUp: async (app) => {
      await makePeopleConfig(app, WC, peopleConfig(5));
      await writeTransaction(app.ctx.db, (trx) => saveTestLagoon(trx));
    },
  });

  const mutate = async (who: Caller, name: string, args: unknown) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args }])).body.results[0];
  const grant = (who: Caller, userId: string, estateId = WC) => mutate(who, 'concierge.grant', { estateId, userId });
  const revoke = (who: Caller, userId: string, estateId = WC) => mutate(who, 'concierge.revoke', { estateId, userId });
  const invite = (who: Caller, args: InviteCreateArgs) => mutate(who, 'invites.create', args);
  const actions = () => t.ctx.db.selectFrom('concierge_actions').selectAll().orderBy('created_at').execute();
  const invitesOf = (unitNo: string) => t.ctx.db.selectFrom('invites').select(['id', 'owner_id']).where('unit_no', '=', unitNo).execute();
  const used = async (unitNo: string) =>
    Number(
      (await t.ctx.db.selectFrom('units').select('visitor_invites_used').where('estate_id', '=', WC).where('unit_no', '=', unitNo).executeTakeFirst())
        ?.visitor_invites_used ?? 0,
    );
  const day = addDays(estateDate(), 1);
  const lagoonArgs = (overrides: Partial<LagoonBookingArgs> = {}): LagoonBookingArgs => ({
    id: rowId('lg'),
    estateId: WC,
    unitNo: '12',
    date: day,
    start: '10:00',
    end: '12:00',
    visitors: 0,
    visitorName: '',
    visitorPhone: '',
    people: [],
    resources: [],
    ...overrides,
  });

  it('the manager grants the role through sync: the concierge gets the role row and the estate residents (names and units, no e-mail), the card shows it', async () => {
    expect(await grant(manager, guard.userId)).toEqual({ id: 1, ok: true });
    const mine = (await pullAll(t.app, guard)).changes;
    expect(live<UserRole>(mine, 'userRoles').some((r) => r.roleName === ROLES.concierge && r.estateId === WC && r.unitNo === '')).toBe(true);
    const residents = live<ConciergeResident>(mine, 'conciergeResidents');
    expect(residents.map((r) => `${r.estateId}:${r.unitNo}:${r.displayName}`).sort()).toEqual(['91:12:Thandi Mokoena', '91:14:Pieter van Wyk']);
    expect(JSON.stringify(residents)).not.toContain('@example.com');
    const card = latest<MemberCard>((await pullAll(t.app, manager)).changes, 'managerMembers', `${WC}:${guard.userId}`);
    expect(card?.isConcierge).toBe(true);
    // A resident does not read the concierges' list.
    expect(live<ConciergeResident>((await pullAll(t.app, resident)).changes, 'conciergeResidents')).toEqual([]);
    // Granted twice: refused.
    expect(await grant(manager, guard.userId)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.alreadyConcierge });
  });

  it('only the estate manager grants or removes, and only to a member of the estate', async () => {
    expect(await grant(resident, guard.userId)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notManager });
    expect(await grant(manager, baobab.userId)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notMember });
    // The manager of Willow Creek cannot grant at Baobab Ridge.
    expect(await grant(manager, resident.userId, BR)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notManager });
    expect(await revoke(guard, baobab.userId, BR)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notManager });
    // Only the guard's grant of the first test stands.
    const held = await t.ctx.db.selectFrom('user_roles').select('user_id').where('role_name', '=', ROLES.concierge).where('estate_id', '=', WC).execute();
    expect(held).toEqual([{ user_id: guard.userId }]);
  });

  it('a concierge invites for a resident through the outbox: the invite is the resident’s, counts against their unit, and is recorded for both and the manager', async () => {
    const args = inviteArgs('12', { userID: resident.userId });
    expect(await invite(guard, args)).toEqual({ id: 1, ok: true });
    expect(await invitesOf('12')).toEqual([{ id: args.inviteId, owner_id: resident.userId }]);
    expect(await used('12')).toBe(1);
    const [action, ...more] = await actions();
    expect(more).toEqual([]);
    expect(action).toMatchObject({ kind: 'invite', subject_id: args.inviteId, concierge_id: guard.userId, resident_id: resident.userId, unit_no: '12' });

    const seen = (await pullAll(t.app, resident)).changes;
    expect(latest(seen, 'invites', args.inviteId)).toMatchObject({ inviteId: args.inviteId });
    const shown = live<ConciergeAction>(seen, 'conciergeActions');
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'invite', subjectId: args.inviteId, conciergeName: 'Sipho Dlamini', residentName: 'Thandi Mokoena' }),
    ]);
    expect(live<ConciergeAction>((await pullAll(t.app, manager)).changes, 'conciergeActions')).toHaveLength(1);
    expect(live<ConciergeAction>((await pullAll(t.app, neighbour)).changes, 'conciergeActions')).toEqual([]);

    // Pushed again (a retry from the outbox): one invite, one record.
    expect((await push(t.app, guard, rowId('cl'), [{ id: 1, name: 'invites.create', args }])).body.results[0]?.ok).toBe(true);
    expect(await invitesOf('12')).toHaveLength(1);
    expect(await actions()).toHaveLength(1);
  });

  it('the concierge scope carries what the visitor invite screen needs for every unit (the allowance, settings and zones), and no visitor', async () => {
    const wcUnits = async (who: Caller) => live<Unit>((await pullAll(t.app, who)).changes, 'units').filter((u) => u.estateId === WC);
    const stored = (await t.ctx.db.selectFrom('units').select('unit_no').where('estate_id', '=', WC).execute()).map((r) => r.unit_no).sort();
    expect(stored).toContain('12');
    // Units published before concierges read them (a boot job publishes them once); every change after reaches them too.
    await t.ctx.db.deleteFrom('change_log').where('tbl', '=', 'units').where('scope', '=', `concierge:${WC}`).execute();
    expect(await wcUnits(guard)).toEqual([]);
    expect(await backfillConciergeUnits(t.ctx.db)).toBe(stored.length);
    expect(await backfillConciergeUnits(t.ctx.db)).toBe(0);
    const concierge = (await pullAll(t.app, guard)).changes;
    expect((await wcUnits(guard)).map((u) => u.unitNo).sort()).toEqual(stored);
    // The invite of the test before counts on unit 12's row, as the resident's own device has it.
    expect((await wcUnits(guard)).find((u) => u.unitNo === '12')).toMatchObject({ allowedVisitors: 10, visitorInvitesUsed: 1 });
    expect(live<PeopleConfig>(concierge, 'peopleConfig').find((c) => c.estateId === WC)?.accessZones.length).toBeGreaterThan(0);
    // Not the units' invites, passes or visitors: the invite made for Thandi lives on her device.
    expect(live<Invite>(concierge, 'invites')).toEqual([]);
    expect(live<Pass>(concierge, 'passes')).toEqual([]);
    // A unit's row reaches no one else: the neighbour reads only their own unit, Baobab Ridge's concierge none of Willow Creek's.
    expect((await wcUnits(neighbour)).every((u) => u.unitNo === '14')).toBe(true);
    expect(await wcUnits(baobab)).toEqual([]);
    // The next change of a unit reaches the concierges with it.
    expect(await invite(resident, inviteArgs('12'))).toEqual({ id: 1, ok: true });
    expect((await wcUnits(guard)).find((u) => u.unitNo === '12')?.visitorInvitesUsed).toBe(2);
  });

  it('refuses a concierge for a unit the resident does not hold, or at an estate where they are not concierge, with nothing written', async () => {
    const before = { invites: (await t.ctx.db.selectFrom('invites').select('id').execute()).length, actions: (await actions()).length };
    expect(await invite(guard, inviteArgs('14', { userID: resident.userId }))).toEqual({
      id: 1,
      ok: false,
      error: format(CONCIERGE_MESSAGES.residentNotAtUnit, { unitNo: '14' }),
    });
    // The resident's unit at Baobab Ridge: the guard is concierge at Willow Creek only.
    expect(await invite(guard, inviteArgs('B4', { estateId: BR, userID: resident.userId }))).toEqual({
      id: 1,
      ok: false,
      error: CONCIERGE_MESSAGES.notConcierge,
    });
    // A person of another estate only.
    expect(await invite(guard, inviteArgs('12', { userID: baobab.userId }))).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.residentUnknown });
    // A unit of the estate no one holds.
    expect(await invite(guard, inviteArgs('99', { userID: resident.userId }))).toEqual({
      id: 1,
      ok: false,
      error: format(CONCIERGE_MESSAGES.residentNotAtUnit, { unitNo: '99' }),
    });
    expect((await t.ctx.db.selectFrom('invites').select('id').execute()).length).toBe(before.invites);
    expect((await actions()).length).toBe(before.actions);
  });

  it('refuses a non-concierge who passes a userID (a neighbour, the manager) and the second estate’s concierge, over sync and REST (403)', async () => {
    const before = { invites: (await t.ctx.db.selectFrom('invites').select('id').execute()).length, actions: (await actions()).length };
    expect(await invite(neighbour, inviteArgs('12', { userID: resident.userId }))).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notConcierge });
    expect(await invite(manager, inviteArgs('12', { userID: resident.userId }))).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notConcierge });
    expect(await invite(baobab, inviteArgs('12', { userID: resident.userId }))).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notConcierge });
    const rest = await call(t.app, 'POST', API.visitorInvite, neighbour, inviteArgs('12', { userID: resident.userId }));
    expect(rest.status).toBe(403);
    expect(rest.body.errorDetails?.detail ?? rest.body.message).toContain(CONCIERGE_MESSAGES.notConcierge);
    const lagoon = await call(t.app, 'POST', API.lagoonBooking, baobab, lagoonArgs({ userID: resident.userId }));
    expect(lagoon.status).toBe(403);
    expect((await t.ctx.db.selectFrom('invites').select('id').execute()).length).toBe(before.invites);
    expect(await t.ctx.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    // The own id is the caller acting for themself: nothing recorded.
    expect(await invite(neighbour, inviteArgs('14', { userID: neighbour.userId }))).toEqual({ id: 1, ok: true });
    expect((await actions()).length).toBe(before.actions);
  });

  it('a concierge books the lagoon for a resident: the unit’s day, then the booking as the resident’s, recorded as the concierge’s', async () => {
    const forbidden = await call<LagoonAvailability>(t.app, 'GET', `${API.lagoonAvailability}?EstateID=${WC}&unitNo=12&date=${day}`, guard);
    expect(forbidden.status).toBe(403);
    const dayOf = await call<LagoonAvailability>(
      t.app,
      'GET',
      `${API.lagoonAvailability}?EstateID=${WC}&unitNo=12&date=${day}&userID=${resident.userId}`,
      guard,
    );
    expect(dayOf.status).toBe(200);
    expect(dayOf.body.details?.[0]?.people.map((p) => p.displayName)).toContain('Thandi Mokoena');

    const args = lagoonArgs({ userID: resident.userId });
    const booked = await call<LagoonBookingAnswer>(t.app, 'POST', API.lagoonBooking, guard, args);
    expect(booked.status).toBe(200);
    expect(booked.body.details?.[0]?.booking).toMatchObject({ id: args.id, userId: resident.userId, unitNo: '12' });
    expect((await actions()).filter((a) => a.kind === 'lagoon')).toEqual([
      expect.objectContaining({ kind: 'lagoon', subject_id: args.id, concierge_id: guard.userId, resident_id: resident.userId }),
    ]);
    const seen = (await pullAll(t.app, resident)).changes;
    expect(latest(seen, 'bookings', args.id)).toMatchObject({ id: args.id, userId: resident.userId });
    expect(live<ConciergeAction>(seen, 'conciergeActions').filter((a) => a.kind === 'lagoon')).toEqual([
      expect.objectContaining({ kind: 'lagoon', subjectId: args.id, conciergeName: 'Sipho Dlamini' }),
    ]);
    // Retried: the same booking, one record.
    expect((await call<LagoonBookingAnswer>(t.app, 'POST', API.lagoonBooking, guard, args)).body.details?.[0]?.booking?.id).toBe(args.id);
    expect((await actions()).filter((a) => a.kind === 'lagoon')).toHaveLength(1);
  });

  it('after the manager removes the role the concierge may act for no one, and loses the residents list', async () => {
    expect(await revoke(manager, guard.userId)).toEqual({ id: 1, ok: true });
    expect(await invite(guard, inviteArgs('12', { userID: resident.userId }))).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notConcierge });
    const mine = (await pullAll(t.app, guard)).changes;
    expect(live<UserRole>(mine, 'userRoles').some((r) => r.roleName === ROLES.concierge)).toBe(false);
    expect(live<ConciergeResident>(mine, 'conciergeResidents')).toEqual([]);
    expect(latest<MemberCard>((await pullAll(t.app, manager)).changes, 'managerMembers', `${WC}:${guard.userId}`)?.isConcierge).toBe(false);
    expect(await revoke(manager, guard.userId)).toEqual({ id: 1, ok: false, error: CONCIERGE_MESSAGES.notConcierge });
  });
});
