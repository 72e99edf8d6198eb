import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking, LagoonBookingAnswer, LagoonBookingArgs } from '../../src/contract/bookings';
import type { Change } from '../../src/contract/sync';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { saveTestLagoon } from '../helpers/lagoon';
import { availableDialects, type TestApp } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

async function setUp(t: TestApp): Promise<void> {
  await makePeopleConfig(t, WC, peopleConfig(5));
  await writeTransaction(t.ctx.db, async (trx) => {
    await saveTestLagoon(trx);
  });
}

/**
 * Cancelling and rescheduling a lagoon booking through sync (`bookings.cancel`,
 * `bookings.reschedule`): the customer's upcoming booking only; cancel frees the day's capacity;
 * reschedule checks the lagoon's times and the new day's capacity (its own hold left out) and
 * moves the people's registrations; refusals carry the server's message and change nothing; the
 * estate manager's scope sees each change; another resident can do neither.
 */
describe.each(dialects)('lagoon cancel and reschedule on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER], { setUp });

  const today = estateDate();
  const day = addDays(today, 1);
  const later = addDays(today, 3);
  const args = (overrides: Partial<LagoonBookingArgs> = {}): LagoonBookingArgs => ({
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
  const book = async (a: LagoonBookingArgs, who: Caller = resident): Promise<Booking> => {
    const answer = await call<LagoonBookingAnswer>(t.app, 'POST', API.lagoonBooking, who, a);
    const booking = answer.body.details?.[0]?.booking;
    if (!booking) throw new Error(JSON.stringify(answer.body));
    return booking;
  };
  let seq = 0;
  const send = async (who: Caller, name: string, mutationArgs: unknown) => {
    seq += 1;
    const res = await push(t.app, who, rowId(`cl${seq}`), [{ id: 1, name, args: mutationArgs }]);
    expect(res.status).toBe(200);
    const result = res.body.results[0];
    if (!result) throw new Error('no result');
    return result;
  };
  const row = (id: string) => t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const registrationDates = async (id: string) =>
    (await t.ctx.db.selectFrom('lagoon_registrations').select('booking_date').where('booking_id', '=', id).execute()).map((r) => r.booking_date);

  it('cancels the customer’s upcoming booking once, with the spec’s reason; the manager sees it; another resident may not', async () => {
    const booking = await book(args({ resources: [{ id: 'lg-kayak', quantity: 2 }] }));
    // The kayaks are gone for the day.
    expect(
      (await call<LagoonBookingAnswer>(t.app, 'POST', API.lagoonBooking, resident, args({ resources: [{ id: 'lg-kayak', quantity: 1 }] }))).body.details?.[0]
        ?.available,
    ).toBe(false);

    const foreign = await send(neighbour, 'bookings.cancel', { id: booking.id });
    expect(foreign).toMatchObject({ ok: false, error: BOOKING_MESSAGES.notYours });
    expect((await row(booking.id)).status).toBe('BOOKED');

    expect(await send(resident, 'bookings.cancel', { id: booking.id })).toMatchObject({ ok: true });
    const cancelled = await row(booking.id);
    expect([cancelled.status, cancelled.rejection_reason]).toEqual(['CANCELED', BOOKING_MESSAGES.cancelReason]);
    // Again (a replay): nothing changes.
    expect(await send(resident, 'bookings.cancel', { id: booking.id })).toMatchObject({ ok: true });
    expect((await row(booking.id)).updated_at).toBe(cancelled.updated_at);
    expect(latest<Booking>((await pullAll(t.app, manager)).changes, 'bookings', booking.id)).toMatchObject({
      status: 'CANCELED',
      rejectionReason: BOOKING_MESSAGES.cancelReason,
    });
    // Its kayaks are free again.
    expect((await book(args({ resources: [{ id: 'lg-kayak', quantity: 2 }] }))).status).toBe('BOOKED');
  });

  it('refuses to cancel or reschedule a booking that has ended', async () => {
    const booking = await book(args());
    await t.ctx.db
      .updateTable('bookings')
      .set({ booking_date: addDays(today, -1) })
      .where('id', '=', booking.id)
      .execute();
    expect(await send(resident, 'bookings.cancel', { id: booking.id })).toMatchObject({ ok: false, error: LAGOON_MESSAGES.tooLateToCancel });
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: later, start: '09:00', end: '10:00' })).toMatchObject({
      ok: false,
      error: LAGOON_MESSAGES.tooLateToReschedule,
    });
    expect((await row(booking.id)).status).toBe('BOOKED');
  });

  it('reschedules by the lagoon’s rules and the new day’s capacity, moving its registrations; refusals change nothing', async () => {
    // Days of its own (the suite's database is shared by its tests).
    const day = addDays(today, 4);
    const later = addDays(today, 6);
    const booking = await book(args({ date: day, resources: [{ id: 'lg-kayak', quantity: 1 }] }));
    expect(await registrationDates(booking.id)).toEqual([day]);

    // Another resident may not move it.
    expect(await send(neighbour, 'bookings.reschedule', { id: booking.id, date: later, start: '09:00', end: '10:00' })).toMatchObject({
      ok: false,
      error: BOOKING_MESSAGES.notYours,
    });
    // The lagoon's hours, whole hours of at least 60 minutes, and no past date.
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: later, start: '09:30', end: '10:30' })).toMatchObject({
      ok: false,
      error: LAGOON_MESSAGES.hours,
    });
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: addDays(today, -2), start: '09:00', end: '10:00' })).toMatchObject({
      ok: false,
      error: BOOKING_MESSAGES.pastDate,
    });
    // The new day's kayaks are both taken by the neighbour's unit: 'Only 0 Kayak left'.
    await book(args({ unitNo: '14', date: later, resources: [{ id: 'lg-kayak', quantity: 2 }] }), neighbour);
    const full = await send(resident, 'bookings.reschedule', { id: booking.id, date: later, start: '09:00', end: '10:00' });
    expect(full).toMatchObject({ ok: false, error: `${LAGOON_MESSAGES.rescheduleFull}\nOnly 0 Kayak left` });
    expect(await row(booking.id)).toMatchObject({ booking_date: day, start_time: '10:00', end_time: '12:00', status: 'BOOKED' });

    // Its own day: its own kayak does not count against it.
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: day, start: '14:00', end: '16:00' })).toMatchObject({ ok: true });
    const afternoon = addDays(today, 5);
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: afternoon, start: '08:00', end: '19:00' })).toMatchObject({ ok: true });
    expect(await row(booking.id)).toMatchObject({ booking_date: afternoon, start_time: '08:00', end_time: '19:00', status: 'BOOKED' });
    expect(await registrationDates(booking.id)).toEqual([afternoon]);
    expect(latest<Booking>((await pullAll(t.app, manager)).changes, 'bookings', booking.id)).toMatchObject({ date: afternoon, start: '08:00', end: '19:00' });
    expect(latest<Booking>((await pullAll(t.app, resident)).changes, 'bookings', booking.id)).toMatchObject({ date: afternoon });

    // A cancelled booking is no longer moved.
    expect(await send(resident, 'bookings.cancel', { id: booking.id })).toMatchObject({ ok: true });
    expect(await send(resident, 'bookings.reschedule', { id: booking.id, date: later, start: '09:00', end: '10:00' })).toMatchObject({
      ok: false,
      error: BOOKING_MESSAGES.notChangeable,
    });
  });
});
