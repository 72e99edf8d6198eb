import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { GatePass, InviteCreateArgs, Pass, PassTicket } from '../../src/contract/invites';
import type { Change } from '../../src/contract/sync';
import { addDays, estateDate, estateDateTime, estateInstant } from '../../src/domain/estate-time';
import { toBase64Url } from '../../src/domain/qr';
import { bindTicket, parseBoundPass, type Binding } from '../../src/domain/qr/ticket';
import { ROLES } from '../../src/domain/roles';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { expireTickets, TICKETS_PER_DEVICE } from '../../server/modules/invites/pass-tickets.service';
import { moveOut } from '../../server/modules/staff/moves.service';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

describe.each(dialects)('pass tickets (passes issued with no signal) on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const device = nacl.sign.keyPair();
  const bindPub = toBase64Url(device.publicKey);
  const used = async (unitNo: string) =>
    Number(
      (await t.ctx.db.selectFrom('units').select('visitor_invites_used').where('estate_id', '=', WC).where('unit_no', '=', unitNo).executeTakeFirst())
        ?.visitor_invites_used ?? 0,
    );
  /** A fresh day at unit 12: `n` invites allowed, none used, no tickets. */
  async function setAllowance(n: number): Promise<void> {
    await t.ctx.db.deleteFrom('pass_tickets').execute();
    await t.ctx.db.updateTable('units').set({ max_visitors: n, visitor_invites_used: 0 }).where('estate_id', '=', WC).where('unit_no', '=', '12').execute();
  }
  const tickets = async (who: Caller, unitNo = '12', pub = bindPub) =>
    call<{ tickets: PassTicket[] }>(t.app, 'POST', API.passTickets, who, { estateId: WC, unitNo, bindPub: pub });

  /** An invite for the rest of today (the window a ticket allows), bound to `ticket` by the device. */
  async function boundInvite(ticket: PassTicket, overrides: Partial<InviteCreateArgs> = {}, key = device.secretKey): Promise<InviteCreateArgs> {
    const now = estateDateTime(Date.now());
    const today = estateDate();
    const args: InviteCreateArgs = {
      inviteId: rowId('iv'),
      estateId: WC,
      unitNo: '12',
      pkivisitorInviteTypeID: 1,
      visitorName: 'Sipho Dlamini',
      visitorPhoneNumber: '0831112222',
      visitorEmail: '',
      invitedDateStart: now,
      invitedDateEnd: `${today} 23:59`,
      dayCount: 0,
      multiEntry: false,
      accessZoneIDList: [1],
      regularVisitorId: '',
      ...overrides,
    };
    const binding: Binding = {
      kind: 'visitor',
      visitorName: args.visitorName,
      validFrom: Math.floor(estateInstant(args.invitedDateStart) / 1000),
      validTo: Math.floor(estateInstant(args.invitedDateEnd) / 1000) + 59,
      maxEntries: 1,
      zones: args.accessZoneIDList,
    };
    const boundPass = await bindTicket(ticket.ticket, binding, async (m) => nacl.sign.detached(m, key));
    return { ...args, boundPass };
  }

  it('issues a few tickets within the daily allowance to a holder of the unit only', async () => {
    // The first call makes the unit's row (with the estate's allowance); then the day starts afresh with 4.
    await tickets(resident);
    await setAllowance(4);
    const first = await tickets(resident);
    expect(first.status).toBe(200);
    const mine = first.body.details?.[0]?.tickets ?? [];
    expect(mine).toHaveLength(TICKETS_PER_DEVICE);
    // Asked again: the same tickets, none added.
    const ids = (list: PassTicket[] | undefined) => (list ?? []).map((x) => x.ticketId).sort();
    expect(ids((await tickets(resident)).body.details?.[0]?.tickets)).toEqual(ids(mine));
    // Another device of the same resident gets what is left of the day: 4 - 3 held.
    expect((await tickets(resident, '12', toBase64Url(nacl.sign.keyPair().publicKey))).body.details?.[0]?.tickets).toHaveLength(1);
    // Another unit's resident may not take this unit's tickets; nor may the guard.
    expect((await tickets(neighbour)).status).toBe(403);
    expect((await tickets(guard)).status).toBe(403);
    // A key of small order is refused.
    expect((await tickets(resident, '12', toBase64Url(new Uint8Array(32)))).status).toBe(400);
    // Held tickets are not used invites: the unit's count moves when a binding lands.
    expect(await used('12')).toBe(0);
  });

  it('lands a binding once, counts it once, refuses a second binding of the ticket, and releases tickets for online invites', async () => {
    await setAllowance(3);
    const mine = (await tickets(resident)).body.details?.[0]?.tickets ?? [];
    expect(mine).toHaveLength(3);
    const [ticket] = mine;
    if (!ticket) throw new Error('no ticket');
    const args = await boundInvite(ticket);
    // The guard's offline console let the visitor in before the binding landed: its use arrives first.
    const useId = rowId('use');
    const use = { id: useId, estateId: WC, passId: ticket.ticketId, method: 'qr', decision: 'ALLOW', reason: 'ok', scannedAt: Date.now() };
    expect((await push(t.app, guard, rowId('cl'), [{ id: 1, name: 'passes.recordUse', args: use }])).body.results).toEqual([{ id: 1, ok: true }]);
    const clientId = rowId('cl');
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'invites.create', args }])).body.results).toEqual([{ id: 1, ok: true }]);
    // Replayed (a lost answer): applied once.
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'invites.create', args }])).body.results).toEqual([{ id: 1, ok: true }]);
    expect(await used('12')).toBe(1);
    const pass = await t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', args.inviteId).executeTakeFirstOrThrow();
    expect(pass).toMatchObject({ id: ticket.ticketId, code: args.boundPass, holder_name: 'Sipho Dlamini', status: 'ACTIVE' });
    // The earlier use counts as the pass's one entry.
    expect(Number(pass.entries_used)).toBe(1);
    const unitSide = await pullAll(t.app, resident);
    expect(latest<Pass>(unitSide.changes, 'passes', ticket.ticketId)).toMatchObject({ code: args.boundPass, subjectId: args.inviteId });
    const gate = await pullAll(t.app, guard);
    expect(latest<GatePass>(gate.changes, 'gatePasses', ticket.ticketId)).toMatchObject({ holderName: 'Sipho Dlamini', status: 'ACTIVE', maxEntries: 1 });

    // The same ticket bound to another visitor: refused, nothing counted.
    const again = await boundInvite(ticket, { visitorName: 'Other Person' });
    expect((await push(t.app, resident, clientId, [{ id: 2, name: 'invites.create', args: again }])).body.results).toEqual([
      { id: 2, ok: false, error: INVITE_MESSAGES.ticketUsed },
    ]);
    // A binding signed by another key, or whose visitor differs from the invite's, is refused.
    const [, second] = mine;
    if (!second) throw new Error('no second ticket');
    const forged = await boundInvite(second, {}, nacl.sign.keyPair().secretKey);
    const renamed = { ...(await boundInvite(second)), visitorName: 'Someone Else' };
    expect((await push(t.app, resident, clientId, [{ id: 3, name: 'invites.create', args: forged }])).body.results[0]).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.ticketInvalid,
    });
    expect((await push(t.app, resident, clientId, [{ id: 4, name: 'invites.create', args: renamed }])).body.results[0]).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.ticketInvalid,
    });
    // The neighbour cannot land the resident's ticket.
    expect(
      (await push(t.app, neighbour, rowId('cl'), [{ id: 1, name: 'invites.create', args: { ...(await boundInvite(second)), unitNo: '14' } }])).body.results[0],
    ).toMatchObject({ ok: false });
    expect(await used('12')).toBe(1);

    // Allowance 3: one used, two held. An online invite releases one of the resident's own tickets (revoked at the gate).
    const tomorrowless = { ...args, inviteId: rowId('iv'), boundPass: undefined, visitorName: 'Online Visitor' };
    delete tomorrowless.boundPass;
    expect((await push(t.app, resident, clientId, [{ id: 5, name: 'invites.create', args: tomorrowless }])).body.results).toEqual([{ id: 5, ok: true }]);
    expect(await used('12')).toBe(2);
    const left = await t.ctx.db
      .selectFrom('pass_tickets')
      .select(['id', 'status'])
      .where('user_id', '=', resident.userId)
      .where('status', '=', 'ISSUED')
      .execute();
    expect(left).toHaveLength(1);
    const released = mine.find((x) => x.ticketId !== ticket.ticketId && !left.some((l) => l.id === x.ticketId));
    if (!released) throw new Error('none released');
    expect(latest<GatePass>((await pullAll(t.app, guard)).changes, 'gatePasses', released.ticketId)).toMatchObject({ status: 'REVOKED' });
    // Its binding landing later is refused with the withdrawn message.
    expect((await push(t.app, resident, clientId, [{ id: 6, name: 'invites.create', args: await boundInvite(released) }])).body.results[0]).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.ticketWithdrawn,
    });
    // The last held ticket still lands; the day's count reaches the allowance and never passes it.
    const last = mine.find((x) => x.ticketId === left[0]?.id);
    if (!last) throw new Error('no last ticket');
    expect((await push(t.app, resident, clientId, [{ id: 7, name: 'invites.create', args: await boundInvite(last) }])).body.results).toEqual([
      { id: 7, ok: true },
    ]);
    expect(await used('12')).toBe(3);
    expect((await tickets(resident)).body.details?.[0]?.tickets).toEqual([]);
  });

  it("binds tomorrow's visit (an invite made late in the evening) to a ticket of today, counted today; not the day after", async () => {
    await setAllowance(3);
    const [ticket, second] = (await tickets(resident)).body.details?.[0]?.tickets ?? [];
    if (!ticket || !second) throw new Error('no tickets');
    const today = estateDate();
    const tomorrow = addDays(today, 1);
    const dayAfter = addDays(today, 2);
    // The window: from today's first second to tomorrow's last.
    expect(parseBoundPass((await boundInvite(ticket)).boundPass ?? '')?.ticket).toMatchObject({
      notBefore: Math.floor(estateInstant(`${today} 00:00`) / 1000),
      notAfter: Math.floor(estateInstant(`${tomorrow} 23:59`) / 1000) + 59,
    });
    const clientId = rowId('cl');
    // The day after tomorrow lies outside it: refused, nothing counted.
    const tooLate = await boundInvite(second, { invitedDateStart: `${dayAfter} 09:00`, invitedDateEnd: `${dayAfter} 10:00` });
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'invites.create', args: tooLate }])).body.results[0]).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.ticketInvalid,
    });
    // From 23:00 the invite form starts at tomorrow's first hour: that visit binds and lands, counted on today's allowance.
    const late = await boundInvite(ticket, { invitedDateStart: `${tomorrow} 00:00`, invitedDateEnd: `${tomorrow} 01:00` });
    expect((await push(t.app, resident, clientId, [{ id: 2, name: 'invites.create', args: late }])).body.results).toEqual([{ id: 2, ok: true }]);
    expect(await used('12')).toBe(1);
    const unit = await t.ctx.db.selectFrom('units').select('visitor_invites_day').where('estate_id', '=', WC).where('unit_no', '=', '12').executeTakeFirst();
    expect(unit?.visitor_invites_day).toBe(today);
    const pass = await t.ctx.db.selectFrom('passes').selectAll().where('id', '=', ticket.ticketId).executeTakeFirstOrThrow();
    expect(Number(pass.valid_from)).toBe(Math.floor(estateInstant(`${tomorrow} 00:00`) / 1000));
  });

  it("revokes a resident's unbound tickets at the gate when they move out, and drops them after their day", async () => {
    await setAllowance(5);
    const mine = (await tickets(resident)).body.details?.[0]?.tickets ?? [];
    expect(mine.length).toBeGreaterThan(0);
    const [ticket] = mine;
    if (!ticket) throw new Error('no ticket');
    const before = await pullAll(t.app, guard);
    await moveOut(t.ctx, manager.userId, { estateId: WC, userId: resident.userId, roleName: ROLES.owner, unitNo: '12', reason: '' });
    const gate = await pullAll(t.app, guard, 1000, before.last.cursor, before.last.scopes);
    for (const x of mine) expect(latest<GatePass>(gate.changes, 'gatePasses', x.ticketId)).toMatchObject({ status: 'REVOKED', unitNo: '12' });
    // A binding made offline before the move lands refused.
    const args = await boundInvite(ticket);
    expect(parseBoundPass(args.boundPass ?? '')?.ticket.ticketId).toBe(ticket.ticketId);
    // (Moving out ended the resident's sessions too: the push does not get as far as the ticket.)
    const landed = await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'invites.create', args }]);
    expect(landed.body.results?.[0]?.ok ?? false).toBe(false);
    expect(await t.ctx.db.selectFrom('passes').select('id').where('id', '=', ticket.ticketId).execute()).toEqual([]);
    // After the ticket's day the revoked rows leave the gate.
    expect(await expireTickets(t.ctx, (ticket.notAfter + 1) * 1000)).toBe(mine.length);
    const after = await pullAll(t.app, guard, 1000, gate.last.cursor, gate.last.scopes);
    expect(latest<GatePass>(after.changes, 'gatePasses', ticket.ticketId)).toBeNull();
  });
});
