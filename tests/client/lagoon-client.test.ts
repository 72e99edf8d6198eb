import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking } from '../../src/contract/bookings';
import { db } from '../../src/db/db';
import { ROLES } from '../../src/domain/roles';
import { SANDBOX_CARDS } from '../../src/domain/sandbox-cards';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import {
  bookingInviteOf,
  bookingOf,
  fetchLagoonAvailability,
  lagoonAccessIdOf,
  lagoonBookingsOf,
  lagoonConfigOf,
  lagoonPaymentsOf,
  paymentOf,
  requestLagoonBooking,
} from '../../src/features/lagoon/lagoon.api';
import { draftFromBooking, draftToBookingArgs, newLagoonDraft, type LagoonDraft } from '../../src/features/lagoon/lagoon-draft';
import { checkPayment, clearPendingPayment, startPayment } from '../../src/app/payments';
import { configureTransport } from '../../src/sync/transport';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig, type UserSpec } from '../helpers/factories';
import { saveTestLagoon, TEST_LAGOON_CONFIG, TEST_LAGOON_PRICE_CENTS } from '../helpers/lagoon';
import { payOnSandboxCardPage } from '../helpers/sandbox-card';
import { peopleConfig } from '../server/people-helpers';

/**
 * The lagoon on the device (src/features/lagoon) with the real client code on fake-indexeddb
 * against the real server and its built-in PayWeb3 sandbox: the estate's lagoon configuration
 * reaches its residents; the owner's lagoon bookings, her payments and the visitor invite a paid
 * booking sends reach her device and nobody else's (a resident of another unit, a user of another
 * estate); the screens' reads (lagoon.api's queries) answer the same offline after a reload, and
 * the online calls say offline. A declined payment cancels its booking (the server's rule) and
 * Book again's draft makes a new one, which the approved card confirms.
 */
const WC = WILLOW_CREEK.id;
const APPROVED = SANDBOX_CARDS.find((c) => c.outcome === 'approved')?.number ?? '';
const DECLINED = SANDBOX_CARDS.find((c) => c.outcome === 'declined')?.number ?? '';
const PRICE = TEST_LAGOON_PRICE_CENTS;

/** Owner at Baobab Ridge only: not at the estate with the lagoon. */
const OUTSIDER = {
  email: 'outsider@example.com',
  password: 'Outsider#2026',
  firstName: 'Zodwa',
  lastName: 'Mahlangu',
  mobile: '0791234561',
  roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.owner, unitNo: 'B7', accessControl: false }],
} as const satisfies UserSpec;

const CONFIG = TEST_LAGOON_CONFIG;

/** The lagoon at Willow Creek (10 people and 2 kayaks a day, R125 per visitor, approves by itself). */
const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR, OUTSIDER]);
    await makePeopleConfig(t, WC, peopleConfig(5));
    await writeTransaction(t.ctx.db, async (trx) => {
      await saveTestLagoon(trx);
    });
  },
});

const TOMORROW = addDays(estateDate(), 1);

/** The form as Lagoon Access leaves it: tomorrow, the unit's primary owner, a kayak. */
function form(userId: string, patch: Partial<LagoonDraft>): LagoonDraft {
  return { ...newLagoonDraft(WC, '12', TOMORROW), start: '10:00', end: '12:00', people: [userId], quantities: { 'lg-kayak': 1 }, ...patch };
}

/** Confirm on /LagoonPreview: the booking call; answers the stored booking. */
async function book(draft: LagoonDraft): Promise<Booking> {
  const answer = await requestLagoonBooking(draftToBookingArgs(draft));
  if (answer.kind !== 'ok' || !answer.value.booking) throw new Error(`booking: ${JSON.stringify(answer)}`);
  return answer.value.booking;
}

/** Pay on /LagoonBookingSummary with `card`: the attempt, the card page, the gateway's return in the frame, the status the frame polls; answers the final state. */
async function pay(booking: Booking, card: string): Promise<{ paymentId: string; state: string }> {
  const started = await startPayment({ purpose: 'lagoon', estateId: WC, subjectId: booking.id }, `/LagoonBookingSummary?id=${booking.id}`);
  if (started.kind !== 'ok') throw new Error(`start: ${JSON.stringify(started)}`);
  // The server prices it from the booking, never from the device.
  expect(started.body.amountCents).toBe(PRICE * booking.visitors);
  const returned = await payOnSandboxCardPage(h.t.app, started.body.PAY_REQUEST_ID, started.body.fields, card);
  const posted = await h.t.app.inject({
    method: 'POST',
    url: API.paymentReturn,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(returned.fields).toString(),
  });
  expect(posted.statusCode).toBe(200);
  const status = await checkPayment(started.body.PAY_REQUEST_ID);
  if (status.kind !== 'ok') throw new Error(`status: ${JSON.stringify(status)}`);
  await clearPendingPayment(started.body.PAY_REQUEST_ID);
  return { paymentId: started.body.paymentId, state: status.body.state };
}

/** What the lagoon screens render, read as they read it. */
async function screens(userId: string, bookingId: string, paymentId: string) {
  const config = await lagoonConfigOf(WC);
  const booking = await bookingOf(bookingId);
  return {
    config,
    accessId: await lagoonAccessIdOf(config),
    bookings: (await lagoonBookingsOf(userId, WC)).sort((a, b) => a.id.localeCompare(b.id)),
    booking,
    payments: await lagoonPaymentsOf(userId),
    payment: await paymentOf(paymentId),
    invite: await bookingInviteOf(booking?.inviteId ?? ''),
  };
}

const serverBookings = () => h.t.ctx.db.selectFrom('bookings').select(['id', 'status', 'payment', 'invite_id']).where('kind', '=', 'lagoon').execute();

describe('the lagoon on the device', () => {
  it("the owner's bookings, payments and her paid booking's invite reach her device, and read the same offline after a reload", async () => {
    const userId = await signInClient(RESIDENT);
    expect(await lagoonConfigOf(WC)).toEqual(CONFIG);
    expect(await lagoonAccessIdOf(CONFIG)).toBe('lg-access');
    expect(await lagoonBookingsOf(userId, WC)).toEqual([]);
    expect(await lagoonPaymentsOf(userId)).toEqual([]);

    // Lagoon Access: the day's availability is the server's.
    const day = await fetchLagoonAvailability(WC, '12', TOMORROW);
    if (day.kind !== 'ok') throw new Error(`availability: ${JSON.stringify(day)}`);
    expect(day.value).toMatchObject({
      date: TOMORROW,
      price: PRICE,
      remaining: 2,
      services: [
        { id: 'lg-access', remaining: 10 },
        { id: 'lg-kayak', remaining: 2 },
      ],
    });
    expect(day.value.people.filter((p) => p.isPrimary).map((p) => p.id)).toEqual([userId]);

    // Without visitors: booked at once, nothing to pay; the device has it after the call.
    const free = await book(form(userId, { start: '14:00', end: '15:00', quantities: {} }));
    expect(await bookingOf(free.id)).toMatchObject({ kind: 'lagoon', status: 'BOOKED', payment: 'none', amountCents: 0, visitors: 0, date: TOMORROW });

    // One extra visitor: held for its payment. The declined card cancels it as unsuccessful.
    const held = await book(form(userId, { visitors: 1, visitorName: 'Ayanda Zulu', visitorPhone: '083 111 2222' }));
    expect(await bookingOf(held.id)).toMatchObject({
      status: 'REQUESTED',
      payment: 'awaiting',
      amountCents: PRICE,
      visitorName: 'Ayanda Zulu',
      visitorPhone: '0831112222',
      inviteId: '',
    });
    const declined = await pay(held, DECLINED);
    expect(declined.state).toBe('DECLINED');
    const cancelled = await bookingOf(held.id);
    expect(cancelled).toMatchObject({ status: 'CANCELED', payment: 'failed', rejectionReason: LAGOON_MESSAGES.paymentUnsuccessful, inviteId: '' });
    if (!cancelled) throw new Error('no cancelled booking');

    // Book again: the same choices under a new attempt id; the approved card confirms it and sends the visitor's invite.
    const again = draftFromBooking(cancelled, estateDate(), 'lg-access');
    expect(again.id).not.toBe(held.id);
    expect(draftToBookingArgs(again)).toEqual({
      ...draftToBookingArgs(form(userId, { visitors: 1, visitorName: 'Ayanda Zulu', visitorPhone: '0831112222' })),
      id: again.id,
    });
    const paidBooking = await book(again);
    const approved = await pay(paidBooking, APPROVED);
    expect(approved.state).toBe('APPROVED');

    const device = await screens(userId, paidBooking.id, approved.paymentId);
    expect(device.booking).toMatchObject({
      status: 'BOOKED',
      payment: 'paid',
      visitors: 1,
      people: [{ id: userId, isPrimary: true }],
      resources: expect.arrayContaining([{ id: 'lg-kayak', name: 'Kayak', quantity: 1 }]),
    });
    expect(device.booking?.inviteId).not.toBe('');
    expect(device.bookings.map((b) => b.id).sort()).toEqual([free.id, held.id, paidBooking.id].sort());
    // Newest first (by the second they were made: both may fall in the same one here).
    expect(device.payments.map((p) => p.createdAt)).toEqual(device.payments.map((p) => p.createdAt).sort((a, b) => b - a));
    expect(device.payments.map((p) => [p.id, p.subjectId, p.amountCents, p.state]).sort()).toEqual(
      [
        [approved.paymentId, paidBooking.id, PRICE, 'APPROVED'],
        [declined.paymentId, held.id, PRICE, 'DECLINED'],
      ].sort(),
    );
    expect(device.payment).toMatchObject({ purpose: 'lagoon', unitNo: '12', transactionStatusDescription: 'Approved' });
    // The invite the payment sent, with its pass (the visitor's link and code), is on the device.
    expect(device.invite.invite).toMatchObject({
      inviteId: device.booking?.inviteId,
      visitorName: 'Ayanda Zulu',
      visitorPhoneNumber: '0831112222',
      unitNo: '12',
      invitedDateStart: `${TOMORROW} 10:00`,
      invitedDateEnd: `${TOMORROW} 12:00`,
    });
    expect(device.invite.pass).toMatchObject({ subjectId: device.booking?.inviteId, holderName: 'Ayanda Zulu' });
    expect(device.invite.pass?.linkToken).not.toBe('');
    expect(device.invite.pass?.code).toMatch(/^EVP/);

    // Offline, after a reload: the same reads; the online calls say offline and keep nothing.
    configureTransport({ baseUrl: CLOSED });
    db.close();
    await db.open();
    expect(await screens(userId, paidBooking.id, approved.paymentId)).toEqual(device);
    expect(await fetchLagoonAvailability(WC, '12', TOMORROW)).toEqual({ kind: 'offline' });
    expect(await requestLagoonBooking(draftToBookingArgs(form(userId, { start: '16:00', end: '17:00' })))).toEqual({ kind: 'offline' });
    expect(await startPayment({ purpose: 'lagoon', estateId: WC, subjectId: paidBooking.id }, '/lagoon')).toEqual({ kind: 'offline' });
    expect(await lagoonBookingsOf(userId, WC)).toHaveLength(3);
  });

  it("another unit's resident gets the estate's lagoon but none of her bookings, payments or invite; a user of another estate gets no lagoon", async () => {
    // The first test's rows are on the server: a free, a cancelled and a paid booking with its invite.
    const rows = await serverBookings();
    expect(rows.map((r) => `${r.status}/${r.payment}`).sort()).toEqual(['BOOKED/none', 'BOOKED/paid', 'CANCELED/failed']);
    const inviteId = rows.find((r) => r.payment === 'paid')?.invite_id ?? '';
    expect(inviteId).not.toBe('');

    const neighbourId = await signInClient(NEIGHBOUR);
    expect(await lagoonConfigOf(WC)).toEqual(CONFIG);
    expect(await lagoonBookingsOf(neighbourId, WC)).toEqual([]);
    expect(await db.bookings.count()).toBe(0);
    expect(await db.payments.count()).toBe(0);
    for (const { id } of rows) expect(await bookingOf(id)).toBeNull();
    expect(await bookingInviteOf(inviteId)).toEqual({ invite: null, pass: null });
    // Nor may he ask for her unit's day.
    expect(await fetchLagoonAvailability(WC, '12', TOMORROW)).toMatchObject({ kind: 'failed' });

    db.close();
    await db.delete();
    await db.open();
    await signInClient(OUTSIDER);
    expect(await lagoonConfigOf(WC)).toBeNull();
    expect(await lagoonConfigOf(BAOBAB_RIDGE.id)).toBeNull();
    expect(await lagoonAccessIdOf(null)).toBe('');
    expect(await db.bookings.count()).toBe(0);
    expect(await db.payments.count()).toBe(0);
    expect(await bookingInviteOf(inviteId)).toEqual({ invite: null, pass: null });
  });
});
