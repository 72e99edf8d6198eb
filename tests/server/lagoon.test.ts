import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { PaymentStartAnswer, SandboxPayAnswer } from '../../src/contract/billing';
import type { Booking, LagoonAvailability, LagoonBookingAnswer, LagoonBookingArgs } from '../../src/contract/bookings';
import type { SettledPayment } from '../../server/context';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { PAYMENT_MESSAGES } from '../../src/i18n/en/billing';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { format } from '../../src/i18n/format';
import { saveLagoonConfig } from '../../server/modules/bookings/catalogue.service';
import { encodeForm } from '../../server/modules/payments/payweb3';
import { cancelAbandonedLagoonBookings } from '../../server/modules/bookings/lagoon.service';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { saveTestLagoon, TEST_LAGOON_CONFIG } from '../helpers/lagoon';
import { availableDialects, type TestApp } from '../helpers/test-app';
import { push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId, SA_IDS, spouseArgs } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

const CONFIG = TEST_LAGOON_CONFIG;

const ASSOCIATES = { sizwe: rowId('sz'), lindiwe: rowId('ld') };

/**
 * The lagoon at Willow Creek (10 people, 2 kayaks, 1 paddle board a day; R125 per visitor; one
 * associate per unit a day; approves by itself), unit 12 with two associates and two visitors a day.
 */
async function setUp(t: TestApp, [resident, , manager]: readonly Caller[]): Promise<void> {
  await makePeopleConfig(t, WC, peopleConfig(5));
  await writeTransaction(t.ctx.db, async (trx) => {
    await saveTestLagoon(trx, { paddleBoard: true });
  });
  if (!resident || !manager) throw new Error('cast');
  const made = await push(t.app, resident, rowId('cl'), [
    { id: 1, name: 'associates.create', args: spouseArgs(WC, '12', { associateId: ASSOCIATES.sizwe }) },
    {
      id: 2,
      name: 'associates.create',
      args: spouseArgs(WC, '12', {
        associateId: ASSOCIATES.lindiwe,
        firstName: 'Lindiwe',
        passportOrIDNumber: SA_IDS[1],
        phoneNumber: '0825550102',
        email: 'lindiwe@example.com',
      }),
    },
  ]);
  if (made.body.results.some((r) => !r.ok)) throw new Error(JSON.stringify(made.body.results));
  const limits = await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, {
    unitNo: '12',
    standNo: '',
    isLettingUnit: false,
    noOfAssociatesPerUnit: 5,
    allowedVisitors: 2,
    maxGuests: 0,
  });
  if (limits.status !== 200) throw new Error(JSON.stringify(limits.body));
}

describe.each(dialects)('the lagoon on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER], { setUp });

  const day = addDays(estateDate(), 1);
  const availability = async (who: Caller = resident, unitNo = '12', estateId = WC) =>
    call<LagoonAvailability>(t.app, 'GET', `${API.lagoonAvailability}?EstateID=${estateId}&unitNo=${unitNo}&date=${day}`, who);
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
  const book = (a: LagoonBookingArgs, who: Caller = resident) => call<LagoonBookingAnswer>(t.app, 'POST', API.lagoonBooking, who, a);
  const count = async (table: 'bookings' | 'lagoon_registrations' | 'invites') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const registrations = (bookingId: string) =>
    t.ctx.db
      .selectFrom('lagoon_registrations')
      .select(['user_id', 'associate_id', 'is_primary', 'booking_date'])
      .where('booking_id', '=', bookingId)
      .orderBy('is_primary')
      .execute();
  const handler = () => {
    const found = t.ctx.hooks.payments.get('lagoon');
    if (!found) throw new Error('no lagoon payments handler');
    return found;
  };
  const settle = (booking: Booking, state: SettledPayment['state']) =>
    writeTransaction(t.ctx.db, (trx) =>
      handler().settled(
        trx,
        {
          id: rowId('pay'),
          userId: booking.userId,
          estateId: WC,
          unitNo: '12',
          purpose: 'lagoon',
          subjectId: booking.id,
          amountCents: booking.amountCents,
          state,
          reference: 'LAGOON-TEST',
        },
        t.ctx,
      ),
    );
  const prepare = (who: Caller, subjectId: string) =>
    writeTransaction(t.ctx.db, (trx) => handler().prepare(trx, who.userId, { estateId: WC, subjectId, requestedCents: null }));

  it("answers the unit's day: each service's remaining and the minimum, the price, visitor invites, associate bookings and its people", async () => {
    const answer = await availability();
    expect(answer.status).toBe(200);
    expect(answer.body.details?.[0]).toEqual({
      date: day,
      services: [
        { id: 'lg-access', name: 'Lagoon Access', remaining: 10 },
        { id: 'lg-kayak', name: 'Kayak', remaining: 2 },
        { id: 'lg-board', name: 'Paddle Board', remaining: 1 },
      ],
      remaining: 1,
      price: 12_500,
      allowedVisitors: 2,
      availableVisitorInvites: 2,
      availableAssociateBookings: 1,
      people: [
        { id: resident.userId, displayName: 'Thandi Mokoena', photoURL: '', isPrimary: true },
        { id: ASSOCIATES.lindiwe, displayName: 'Lindiwe Mokoena', photoURL: '', isPrimary: false },
        { id: ASSOCIATES.sizwe, displayName: 'Sizwe Mokoena', photoURL: '', isPrimary: false },
      ],
    });
    expect((await availability(neighbour)).status).toBe(403);
    const noLagoon = await availability(resident, 'B4', 92);
    expect([noLagoon.status, noLagoon.body.errorDetails?.detail]).toEqual([404, LAGOON_MESSAGES.notLagoon]);
  });

  it("refuses each of the form's rules with the spec's message and writes nothing", async () => {
    const before = await count('bookings');
    const refusals: [LagoonBookingArgs, string][] = [
      [args({ start: '07:00', end: '09:00' }), LAGOON_MESSAGES.hours],
      [args({ start: '10:00', end: '10:30' }), LAGOON_MESSAGES.hours],
      [args({ start: '18:00', end: '20:00' }), LAGOON_MESSAGES.hours],
      [args({ date: addDays(estateDate(), -1) }), BOOKING_MESSAGES.pastDate],
      [args({ visitors: 1, visitorPhone: '0831112222' }), LAGOON_MESSAGES.visitorName],
      [args({ visitors: 1, visitorName: 'Ayanda Zulu' }), LAGOON_MESSAGES.visitorPhone],
      [args({ visitors: 3, visitorName: 'Ayanda Zulu', visitorPhone: '0831112222' }), format(LAGOON_MESSAGES.visitorsLimit, { n: 2 })],
      [args({ people: [ASSOCIATES.sizwe, ASSOCIATES.lindiwe] }), format(LAGOON_MESSAGES.associatesLimit, { n: 1 })],
      [args({ people: ['someone-else'] }), BOOKING_MESSAGES.createFailed],
      [args({ resources: [{ id: 'court-1', quantity: 1 }] }), BOOKING_MESSAGES.unknownService],
    ];
    for (const [a, message] of refusals) {
      const answer = await book(a);
      expect([answer.status, answer.body.errorDetails?.detail], message).toEqual([400, message]);
    }
    // A unit the caller does not hold.
    expect((await book(args({ unitNo: '14' }))).status).toBe(403);
    // Only today, and only with an address at the named estate, when the estate says so.
    await writeTransaction(t.ctx.db, (trx) => saveLagoonConfig(trx, { ...CONFIG, futureBookingsEnabled: false }));
    expect((await book(args())).body.errorDetails?.detail).toBe(LAGOON_MESSAGES.futureDisabled);
    await writeTransaction(t.ctx.db, (trx) => saveLagoonConfig(trx, { ...CONFIG, addressEstateName: 'Willow Creek Estate' }));
    expect((await book(args())).body.errorDetails?.detail).toBe(LAGOON_MESSAGES.addressRequired);
    await writeTransaction(t.ctx.db, (trx) => saveLagoonConfig(trx, CONFIG));
    expect(await count('bookings')).toBe(before);
  });

  it('books without visitors at once and registers its people; a retry answers the same booking; a shortfall answers the lines left and writes nothing', async () => {
    const first = args({
      people: [ASSOCIATES.sizwe],
      resources: [
        { id: 'lg-kayak', quantity: 1 },
        { id: 'lg-access', quantity: 99 },
      ],
    });
    const answer = await book(first);
    expect(answer.status).toBe(200);
    const booked = answer.body.details?.[0];
    expect(booked).toMatchObject({
      id: first.id,
      available: true,
      slotDetails: [
        { name: 'Lagoon Access', remaining: 10, availableForCurrentBooking: true },
        { name: 'Kayak', remaining: 2, availableForCurrentBooking: true },
      ],
      booking: {
        kind: 'lagoon',
        status: 'BOOKED',
        payment: 'none',
        amountCents: 0,
        serviceName: 'Lagoon',
        unitNo: '12',
        resources: [
          { id: 'lg-access', name: 'Lagoon Access', quantity: 2 },
          { id: 'lg-kayak', name: 'Kayak', quantity: 1 },
        ],
        people: [
          { id: resident.userId, isPrimary: true },
          { id: ASSOCIATES.sizwe, isPrimary: false },
        ],
      },
    });
    expect(await registrations(first.id)).toEqual([
      { user_id: '', associate_id: ASSOCIATES.sizwe, is_primary: 0, booking_date: day },
      { user_id: resident.userId, associate_id: '', is_primary: 1, booking_date: day },
    ]);
    // The same attempt again (a lost answer): the same booking, nothing new.
    const retried = await book(first);
    expect(retried.body.details?.[0]).toMatchObject({ id: first.id, available: true, booking: { id: first.id, status: 'BOOKED' } });
    expect(await t.ctx.db.selectFrom('bookings').select('id').where('id', '=', first.id).execute()).toHaveLength(1);
    expect((await book(first, neighbour)).status).toBe(403);

    const after = (await availability()).body.details?.[0];
    expect(after).toMatchObject({ remaining: 1, availableAssociateBookings: 0, services: [{ remaining: 8 }, { remaining: 1 }, { remaining: 1 }] });
    expect((await book(args({ people: [ASSOCIATES.lindiwe] }))).body.errorDetails?.detail).toBe(format(LAGOON_MESSAGES.associatesLimit, { n: 0 }));

    // Two paddle boards when one is left: not available, nothing written.
    const before = await count('bookings');
    const short = await book(args({ resources: [{ id: 'lg-board', quantity: 2 }] }));
    expect(short.status).toBe(200);
    expect(short.body.details?.[0]).toEqual({
      id: expect.any(String),
      available: false,
      slotDetails: [
        { name: 'Lagoon Access', remaining: 8, availableForCurrentBooking: true },
        { name: 'Paddle Board', remaining: 1, availableForCurrentBooking: false },
      ],
      booking: null,
    });
    expect(await count('bookings')).toBe(before);
  });

  it('holds a booking with visitors for its payment: approved confirms it, registers its people and sends the visitor invite; declined cancels it', async () => {
    const paid = args({ start: '13:00', end: '15:00', visitors: 1, visitorName: 'Ayanda Zulu', visitorPhone: '0831112222' });
    const answer = (await book(paid)).body.details?.[0];
    const booking = answer?.booking;
    if (!booking) throw new Error('no booking');
    expect(booking).toMatchObject({
      status: 'REQUESTED',
      payment: 'awaiting',
      amountCents: 12_500,
      visitors: 1,
      visitorName: 'Ayanda Zulu',
      resources: [{ id: 'lg-access', quantity: 2 }],
    });
    expect(await registrations(paid.id)).toEqual([]);
    // The estate manager cannot decide it before it is paid.
    const early = await call(t.app, 'POST', API.bookingDecision(paid.id), manager, { decision: 'approve', reason: '' });
    expect([early.status, early.body.errorDetails?.detail]).toEqual([400, BOOKING_MESSAGES.notChangeable]);

    await expect(prepare(neighbour, paid.id)).rejects.toMatchObject({ statusCode: 404, message: PAYMENT_MESSAGES.notFound });
    expect(await prepare(resident, paid.id)).toEqual({ estateId: WC, unitNo: '12', amountCents: 12_500, description: `Lagoon ${day}` });

    // Paid through the built-in sandbox with its approved test card: the gateway's notify settles it.
    const invitesBefore = await count('invites');
    const started = await call<PaymentStartAnswer>(t.app, 'POST', API.paymentStart, resident, { purpose: 'lagoon', estateId: WC, subjectId: paid.id });
    const redirect = started.body.details?.[0];
    if (!redirect) throw new Error(`payment start: ${JSON.stringify(started.body)}`);
    const processed = await t.app.inject({
      method: 'POST',
      url: redirect.RedirectURL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm(Object.entries(redirect.fields)),
    });
    expect(processed.statusCode).toBe(303);
    const expiry = `12/${String((Number(estateDate().slice(2, 4)) + 1) % 100).padStart(2, '0')}`;
    const card = await t.app.inject({
      method: 'POST',
      url: API.paygateSandboxPay,
      payload: { PAY_REQUEST_ID: redirect.PAY_REQUEST_ID, cardNumber: '4000000000000002', expiry, cvc: '123', cardholder: 'T Mokoena' },
    });
    expect((card.json() as SandboxPayAnswer).step).toBe('return');
    expect(
      await t.ctx.db.selectFrom('payments').select(['state', 'amount_cents', 'description']).where('id', '=', redirect.paymentId).executeTakeFirstOrThrow(),
    ).toEqual({ state: 'APPROVED', amount_cents: 12_500, description: `Lagoon ${day}` });
    const confirmed = await t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect([confirmed.status, confirmed.payment]).toEqual(['BOOKED', 'paid']);
    expect(await registrations(paid.id)).toEqual([{ user_id: resident.userId, associate_id: '', is_primary: 1, booking_date: day }]);
    expect(await count('invites')).toBe(invitesBefore + 1);
    const invite = await t.ctx.db.selectFrom('invites').selectAll().where('id', '=', confirmed.invite_id).executeTakeFirstOrThrow();
    expect(invite).toMatchObject({ visitor_name: 'Ayanda Zulu', visitor_phone: '0831112222', unit_no: '12', owner_id: resident.userId, status: 'ACTIVE' });
    expect([invite.date_start, invite.date_end].map((d) => d.slice(0, 10))).toEqual([day, day]);
    expect(await t.ctx.db.selectFrom('passes').select('id').where('subject_id', '=', invite.id).execute()).toHaveLength(1);
    await expect(prepare(resident, paid.id)).rejects.toMatchObject({ statusCode: 400, message: PAYMENT_MESSAGES.alreadyPaid });
    // Settled twice (never by the payments module, which settles once): nothing changes.
    await settle(booking, 'APPROVED');
    expect(await count('invites')).toBe(invitesBefore + 1);

    // Declined: cancelled with the spec's message, its people freed.
    const declined = (await book(args({ start: '15:00', end: '16:00', visitors: 1, visitorName: 'Bongani Zulu', visitorPhone: '0831113333' }))).body
      .details?.[0]?.booking;
    if (!declined) throw new Error('no booking');
    expect((await availability()).body.details?.[0]?.services[0]?.remaining).toBe(4);
    await settle(declined, 'DECLINED');
    const failed = await t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', declined.id).executeTakeFirstOrThrow();
    expect([failed.status, failed.payment, failed.rejection_reason]).toEqual(['CANCELED', 'failed', LAGOON_MESSAGES.paymentUnsuccessful]);
    expect((await availability()).body.details?.[0]?.services[0]?.remaining).toBe(6);
    expect(await registrations(declined.id)).toEqual([]);
  });

  it('cancels a booking still awaiting its payment 45 minutes on', async () => {
    const waiting = args({ start: '16:00', end: '17:00', visitors: 1, visitorName: 'Zola Dube', visitorPhone: '0831114444' });
    expect((await book(waiting)).body.details?.[0]?.booking?.payment).toBe('awaiting');
    expect(await cancelAbandonedLagoonBookings(t.ctx, Date.now() + 30 * 60_000)).toBe(0);
    expect(await cancelAbandonedLagoonBookings(t.ctx, Date.now() + 46 * 60_000)).toBe(1);
    const row = await t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect([row.status, row.payment, row.rejection_reason]).toEqual(['CANCELED', 'failed', LAGOON_MESSAGES.paymentUnsuccessful]);
  });
});
