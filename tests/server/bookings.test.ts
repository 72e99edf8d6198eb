import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking, BookingRequestArgs, BookingResource, BookingService, BookingSlot, ResourceSlot } from '../../src/contract/bookings';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import type { Notification } from '../../src/contract/notifications';
import type { Change } from '../../src/contract/sync';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { BOOKING_MESSAGES, BOOKING_NOTIFICATIONS } from '../../src/i18n/en/bookings';
import { format } from '../../src/i18n/format';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makeUser, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

/** The court (one at a time, requests wait for the manager) and the hall (booked at once), 06:00-20:00 every day. */
async function makeFacilities(t: Parameters<typeof writeTransaction>[0]): Promise<void> {
  await writeTransaction(t, async (trx) => {
    await saveService(trx, {
      id: 'court',
      estateId: WC,
      name: 'Tennis Court',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: false,
    });
    await saveResource(trx, {
      id: 'court-1',
      serviceId: 'court',
      name: 'Clubhouse|Tennis Court 1',
      availability: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
    await saveService(trx, {
      id: 'hall',
      estateId: WC,
      name: 'Function Hall',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: true,
    });
    await saveResource(trx, {
      id: 'hall-1',
      serviceId: 'hall',
      name: 'Clubhouse|Function Hall',
      availability: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
  });
}

describe.each(dialects)('facility bookings on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER], { setUp: (app) => makeFacilities(app.ctx.db) });

  const day = addDays(estateDate(), 2);
  const args = (overrides: Partial<BookingRequestArgs> = {}): BookingRequestArgs => ({
    id: rowId('bk'),
    estateId: WC,
    serviceId: 'court',
    resourceId: 'court-1',
    date: day,
    start: '10:00',
    end: '11:00',
    unitNo: '',
    ...overrides,
  });
  const send = async (who: Caller, name: string, a: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args: a }])).body.results[0];
  const rows = async () => t.ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute();
  const taken = (a: BookingRequestArgs) => format(BOOKING_MESSAGES.slotTaken, { facility: 'Tennis Court 1', date: a.date, start: a.start, end: a.end });

  it('gives a slot pushed by two residents at once to exactly one; the other is refused with the message and nothing of theirs is written', async () => {
    const mine = args({ unitNo: '12' });
    const theirs = args({ unitNo: '14' });
    const [a, b] = await Promise.all([send(resident, 'bookings.request', mine), send(neighbour, 'bookings.request', theirs)]);
    const results = [a, b];
    expect(results.filter((r) => r?.ok === true)).toHaveLength(1);
    const refused = results.find((r) => r?.ok === false);
    expect(refused?.error).toBe(a?.ok ? taken(theirs) : taken(mine));
    const stored = (await rows()).filter((r) => r.booking_date === day && r.start_time === '10:00');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'REQUESTED', kind: 'facility', resource_id: 'court-1' });
    const winner = stored[0]?.user_id === resident.userId ? resident : neighbour;
    const loser = winner === resident ? neighbour : resident;

    // The winner reads the booking; the loser reads the taken slot without a name; the manager reads the booking.
    const winnerChanges = (await pullAll(t.app, winner)).changes;
    expect(latest<Booking>(winnerChanges, 'bookings', stored[0]?.id ?? '')).toMatchObject({
      status: 'REQUESTED',
      serviceName: 'Tennis Court',
      locationName: 'Clubhouse',
      resources: [{ id: 'court-1', name: 'Clubhouse|Tennis Court 1', quantity: 1 }],
    });
    const loserChanges = (await pullAll(t.app, loser)).changes;
    expect(loserChanges.some((c) => c.table === 'bookings')).toBe(false);
    expect(latest<BookingSlot>(loserChanges, 'bookingSlots', stored[0]?.id ?? '')).toEqual({
      id: stored[0]?.id,
      estateId: WC,
      resourceId: 'court-1',
      date: day,
      start: '10:00',
      end: '11:00',
      quantity: 1,
    });
    expect(latest<BookingService>(loserChanges, 'bookingServices', 'court')).toMatchObject({ resources: ['court-1'], autoApprove: false, enabled: true });
    expect(latest<Booking>((await pullAll(t.app, manager)).changes, 'bookings', stored[0]?.id ?? '')).toMatchObject({
      userId: winner.userId,
      customer_email: winner === resident ? RESIDENT.email : NEIGHBOUR.email,
    });

    // Offered again by the loser for an overlapping half hour: refused the same way.
    const overlap = args({ start: '10:30', end: '11:30' });
    expect(await send(loser, 'bookings.request', overlap)).toEqual({ id: 1, ok: false, error: taken(overlap) });
  });

  it('refuses a past date, times outside the hours, off the slots or too short, an unknown facility, another unit, and writes nothing', async () => {
    const before = await rows();
    const refusals: [object, string][] = [
      [args({ date: addDays(estateDate(), -1) }), BOOKING_MESSAGES.pastDate],
      [args({ start: '05:00', end: '06:00' }), BOOKING_MESSAGES.outsideHours],
      [args({ start: '19:30', end: '20:30' }), BOOKING_MESSAGES.outsideHours],
      [args({ start: '12:00', end: '12:00' }), format(BOOKING_MESSAGES.minimumLength, { minutes: 30 })],
      [args({ start: '12:00', end: '11:00' }), format(BOOKING_MESSAGES.minimumLength, { minutes: 30 })],
      [args({ start: '12:15', end: '13:15' }), BOOKING_MESSAGES.invalidTime],
      [args({ start: '12:00', end: '25:00' }), BOOKING_MESSAGES.invalidTime],
      [args({ resourceId: 'hall-1' }), BOOKING_MESSAGES.unknownService],
      [args({ serviceId: 'nowhere' }), BOOKING_MESSAGES.unknownService],
      [args({ unitNo: '14' }), BOOKING_MESSAGES.failed],
      [args({ estateId: 92, unitNo: 'B4' }), BOOKING_MESSAGES.unknownService],
    ];
    for (const [a, message] of refusals) expect(await send(resident, 'bookings.request', a), message).toEqual({ id: 1, ok: false, error: message });
    expect(await rows()).toEqual(before);
  });

  it('lets the customer reschedule (checked without their own time) and cancel, never another resident', async () => {
    const first = args({ start: '14:00', end: '15:00' });
    const blocker = args({ start: '16:00', end: '17:00' });
    expect(await send(resident, 'bookings.request', first)).toEqual({ id: 1, ok: true });
    expect(await send(neighbour, 'bookings.request', blocker)).toEqual({ id: 1, ok: true });

    // Another resident may neither cancel nor move it.
    expect(await send(neighbour, 'bookings.cancel', { id: first.id })).toEqual({ id: 1, ok: false, error: BOOKING_MESSAGES.notYours });
    expect(await send(neighbour, 'bookings.reschedule', { id: first.id, date: day, start: '18:00', end: '19:00' })).toEqual({
      id: 1,
      ok: false,
      error: BOOKING_MESSAGES.notYours,
    });
    // Onto the neighbour's time: refused; overlapping its own time only: fine.
    const onto = { id: first.id, date: day, start: '15:30', end: '16:30' };
    expect(await send(resident, 'bookings.reschedule', onto)).toEqual({ id: 1, ok: false, error: taken({ ...first, ...onto }) });
    expect(await send(resident, 'bookings.reschedule', { id: first.id, date: day, start: '14:30', end: '15:30' })).toEqual({ id: 1, ok: true });
    const moved = await t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect([moved.start_time, moved.end_time, moved.status]).toEqual(['14:30', '15:30', 'REQUESTED']);
    expect(latest<BookingSlot>((await pullAll(t.app, neighbour)).changes, 'bookingSlots', first.id)).toMatchObject({ start: '14:30', end: '15:30' });

    expect(await send(resident, 'bookings.cancel', { id: first.id })).toEqual({ id: 1, ok: true });
    const mine = (await pullAll(t.app, resident)).changes;
    expect(latest<Booking>(mine, 'bookings', first.id)).toMatchObject({ status: 'CANCELED', rejectionReason: 'Cancellation requested by user' });
    expect(latest<BookingSlot>(mine, 'bookingSlots', first.id)).toBeNull();
    // Cancelled again: nothing changes; rescheduled now: refused.
    expect(await send(resident, 'bookings.cancel', { id: first.id })).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'bookings.reschedule', { id: first.id, date: day, start: '08:00', end: '09:00' })).toEqual({
      id: 1,
      ok: false,
      error: BOOKING_MESSAGES.notChangeable,
    });
    // The freed time can be booked by someone else.
    expect(await send(neighbour, 'bookings.request', args({ start: '14:30', end: '15:30' }))).toEqual({ id: 1, ok: true });
  });

  it('lets only the estate manager approve or reject (with a reason); the resident is notified; a facility may approve by itself', async () => {
    const a = args({ start: '08:00', end: '08:30' });
    const b = args({ start: '08:30', end: '09:00' });
    expect(await send(resident, 'bookings.request', a)).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'bookings.request', b)).toEqual({ id: 1, ok: true });

    const decide = (who: Caller, id: string, body: object) => call<Booking>(t.app, 'POST', API.bookingDecision(id), who, body);
    const refused = await decide(resident, a.id, { decision: 'approve', reason: '' });
    expect([refused.status, refused.body.errorDetails?.detail]).toEqual([403, BOOKING_MESSAGES.notManager]);
    const noReason = await decide(manager, b.id, { decision: 'reject', reason: '  ' });
    expect([noReason.status, noReason.body.errorDetails?.detail]).toEqual([400, BOOKING_MESSAGES.reasonRequired]);
    expect((await decide(manager, 'unknown-id', { decision: 'approve', reason: '' })).status).toBe(404);

    const approved = await decide(manager, a.id, { decision: 'approve', reason: '' });
    expect([approved.status, approved.body.details?.[0]?.status]).toEqual([200, 'BOOKED']);
    const rejected = await decide(manager, b.id, { decision: 'reject', reason: 'Court resurfacing' });
    expect(rejected.body.details?.[0]).toMatchObject({ status: 'REJECTED', rejectionReason: 'Court resurfacing' });
    const again = await decide(manager, a.id, { decision: 'reject', reason: 'Changed my mind' });
    expect([again.status, again.body.errorDetails?.detail]).toEqual([400, BOOKING_MESSAGES.notChangeable]);

    const changes = (await pullAll(t.app, resident)).changes;
    const notes = changes.filter((c) => c.table === 'notifications' && c.op === 'put').map((c) => c.data as Notification);
    const params = (x: BookingRequestArgs) => ({ facility: 'Tennis Court 1', date: x.date, start: x.start, end: x.end });
    expect(notes.find((n) => n.actionID === a.id)).toMatchObject({
      type: 'booking',
      title: BOOKING_NOTIFICATIONS.bookedTitle,
      description: format(BOOKING_NOTIFICATIONS.bookedText, params(a)),
    });
    expect(notes.find((n) => n.actionID === b.id)).toMatchObject({
      type: 'booking',
      title: BOOKING_NOTIFICATIONS.rejectedTitle,
      description: format(BOOKING_NOTIFICATIONS.rejectedText, { ...params(b), reason: 'Court resurfacing' }),
    });
    expect(latest<BookingSlot>(changes, 'bookingSlots', b.id)).toBeNull();
    expect(latest<BookingSlot>(changes, 'bookingSlots', a.id)).toMatchObject({ start: '08:00' });

    // The hall approves by itself: BOOKED at once, and said so.
    const hall = args({ serviceId: 'hall', resourceId: 'hall-1' });
    expect(await send(resident, 'bookings.request', hall)).toEqual({ id: 1, ok: true });
    const hallRow = await t.ctx.db.selectFrom('bookings').select('status').where('id', '=', hall.id).executeTakeFirstOrThrow();
    expect(hallRow.status).toBe('BOOKED');
    const hallNote = await t.ctx.db.selectFrom('notifications').select(['title', 'type']).where('action_id', '=', hall.id).execute();
    expect(hallNote).toEqual([{ title: BOOKING_NOTIFICATIONS.bookedTitle, type: 'booking' }]);
  });

  it('lists services and resources, answers a day of slots, and lets only the manager change a facility', async () => {
    const services = await call<BookingService>(t.app, 'GET', `${API.bookingServices}?EstateID=${WC}`, resident);
    expect(services.body.details?.map((s) => [s.id, s.resources])).toEqual([
      ['hall', ['hall-1']],
      ['court', ['court-1']],
    ]);
    const resources = await call<BookingResource>(t.app, 'GET', `${API.bookingResources}?EstateID=${WC}&serviceId=court`, resident);
    expect(resources.body.details?.map((r) => [r.id, r.capacity, r.slotMinutes, r.minMinutes])).toEqual([['court-1', 1, 30, 30]]);
    const outsider = await makeUser(t, { roles: [{ estateId: 92, role: ROLES.resident, unitNo: 'X1' }] });
    expect((await call(t.app, 'GET', `${API.bookingServices}?EstateID=${WC}`, outsider)).status).toBe(403);

    const slotsDay = addDays(estateDate(), 3);
    expect(await send(neighbour, 'bookings.request', args({ date: slotsDay, start: '09:00', end: '10:00' }))).toEqual({ id: 1, ok: true });
    const slots = await call<ResourceSlot>(t.app, 'GET', `${API.resourceAvailability}?resourceId=court-1&date=${slotsDay}`, resident);
    expect(slots.body.details).toHaveLength(28);
    expect(slots.body.details?.filter((s) => !s.availableForBooking).map((s) => s.time)).toEqual(['09:00', '09:30']);
    expect((await call(t.app, 'GET', `${API.resourceAvailability}?resourceId=court-1&date=${addDays(estateDate(), -1)}`, resident)).body.details).toEqual([]);

    const settings = { autoApprove: true, enabled: true, availibility: sameHoursEveryDay('07:00', '09:00'), capacity: 2 };
    const denied = await call(t.app, 'PUT', API.facilitySettings('court-1'), resident, settings);
    expect([denied.status, denied.body.errorDetails?.detail]).toEqual([403, BOOKING_MESSAGES.notManager]);
    expect((await call(t.app, 'PUT', API.facilitySettings('court-1'), manager, { ...settings, capacity: 0 })).status).toBe(400);
    expect((await call(t.app, 'PUT', API.facilitySettings('court-1'), manager, settings)).status).toBe(200);
    const changes = (await pullAll(t.app, neighbour)).changes;
    expect(latest<BookingResource>(changes, 'bookingResources', 'court-1')).toMatchObject({ capacity: 2, availibility: sameHoursEveryDay('07:00', '09:00') });
    expect(latest<BookingService>(changes, 'bookingServices', 'court')).toMatchObject({ autoApprove: true, enabled: true });
    // Two at once now, each BOOKED by itself.
    const early = args({ date: slotsDay, start: '08:00', end: '08:30' });
    expect(await send(resident, 'bookings.request', early)).toEqual({ id: 1, ok: true });
    expect(await send(neighbour, 'bookings.request', { ...early, id: rowId('bk') })).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'bookings.request', { ...early, id: rowId('bk') })).toEqual({ id: 1, ok: false, error: taken(early) });
    await call(t.app, 'PUT', API.facilitySettings('court-1'), manager, {
      autoApprove: false,
      enabled: true,
      availibility: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
    });
  });

  it('frees the time of a deleted account and takes its bookings out of the managers\u2019 scope', async () => {
    const leaving = await makeUser(t, { roles: [{ estateId: WC, role: ROLES.resident, unitNo: 'L1' }] });
    const hers = args({ start: '18:00', end: '19:00' });
    expect(await send(leaving, 'bookings.request', hers)).toEqual({ id: 1, ok: true });
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, leaving.userId));
    expect(await t.ctx.db.selectFrom('bookings').select('id').where('user_id', '=', leaving.userId).execute()).toEqual([]);
    expect(latest<BookingSlot>((await pullAll(t.app, neighbour)).changes, 'bookingSlots', hers.id)).toBeNull();
    expect(latest<Booking>((await pullAll(t.app, manager)).changes, 'bookings', hers.id)).toBeNull();
    expect(await send(neighbour, 'bookings.request', args({ start: '18:00', end: '19:00' }))).toEqual({ id: 1, ok: true });
  });
});
