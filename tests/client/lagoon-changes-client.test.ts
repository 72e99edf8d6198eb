import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking } from '../../src/contract/bookings';
import { db } from '../../src/db/db';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { cancelLagoonBooking, rescheduleLagoonBooking } from '../../src/features/lagoon-changes/lagoon-changes.api';
import { requestLagoonBooking } from '../../src/features/lagoon/lagoon.api';
import { draftToBookingArgs, newLagoonDraft } from '../../src/features/lagoon/lagoon-draft';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { writeTransaction } from '../../server/sync/change-log';
import { insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig, signInAs } from '../helpers/factories';
import { saveTestLagoon } from '../helpers/lagoon';
import { peopleConfig, rowId } from '../server/people-helpers';

/**
 * Cancelling and rescheduling a lagoon booking on the device (src/features/lagoon) with the real
 * client code on fake-indexeddb against the real server: a cancel made offline is CANCELED on the
 * device at once, waits in the outbox, and reaches the server exactly once; a reschedule the server
 * refuses (the new day's kayaks are gone) rolls the row back to its old day and stays as a failed
 * write with the server's message until dismissed.
 */
const WC = WILLOW_CREEK.id;
const TODAY = estateDate();

const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR]);
    await makePeopleConfig(t, WC, peopleConfig(5));
    await writeTransaction(t.ctx.db, async (trx) => {
      await saveTestLagoon(trx);
    });
  },
});

/** The resident's booking on `date`, 10:00-12:00, with `kayaks` kayaks, as Lagoon Access and the preview make it. */
async function book(userId: string, date: string, kayaks: number): Promise<Booking> {
  const draft = { ...newLagoonDraft(WC, '12', date), start: '10:00', end: '12:00', people: [userId], quantities: { 'lg-kayak': kayaks } };
  const answer = await requestLagoonBooking(draftToBookingArgs(draft));
  if (answer.kind !== 'ok' || !answer.value.booking) throw new Error(`booking: ${JSON.stringify(answer)}`);
  await pullOnce();
  return answer.value.booking;
}

const serverRow = (id: string) => h.t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const published = async (id: string) => (await h.t.ctx.db.selectFrom('change_log').select('op').where('row_id', '=', id).execute()).length;

describe('lagoon cancel and reschedule on the device', () => {
  it('a cancel made offline is CANCELED at once, waits, and reaches the server exactly once', async () => {
    const userId = await signInClient(RESIDENT);
    const booking = await book(userId, addDays(TODAY, 1), 1);
    expect(await db.bookings.get(booking.id)).toMatchObject({ status: 'BOOKED', kind: 'lagoon' });
    const before = await published(booking.id);

    configureTransport({ baseUrl: CLOSED });
    expect(await cancelLagoonBooking(booking)).toEqual({ kind: 'pending' });
    expect(await db.bookings.get(booking.id)).toMatchObject({ status: 'CANCELED', rejectionReason: BOOKING_MESSAGES.cancelReason });
    expect(await db.outbox.toArray()).toMatchObject([{ name: 'bookings.cancel', rowId: booking.id, status: 'pending' }]);
    expect((await serverRow(booking.id)).status).toBe('BOOKED');

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverRow(booking.id)).toMatchObject({ status: 'CANCELED', rejection_reason: BOOKING_MESSAGES.cancelReason });
    expect(await db.bookings.get(booking.id)).toMatchObject({ status: 'CANCELED' });
    // Another flush and pull change nothing on the server: it arrived once.
    const landed = (await serverRow(booking.id)).updated_at;
    const after = await published(booking.id);
    expect(after).toBeGreaterThanOrEqual(before);
    await flushOutbox();
    await pullOnce();
    expect((await serverRow(booking.id)).updated_at).toBe(landed);
    expect(await published(booking.id)).toBe(after);
  });

  it('a reschedule the server refuses rolls back to the old day and stays failed with its message until dismissed', async () => {
    const userId = await signInClient(RESIDENT);
    const day = addDays(TODAY, 2);
    const full = addDays(TODAY, 3);
    const booking = await book(userId, day, 1);
    // The neighbour's unit takes both kayaks on the new day.
    const neighbour = await signInAs(h.t.app, NEIGHBOUR);
    const theirs = await h.t.app.inject({
      method: 'POST',
      url: API.lagoonBooking,
      headers: { authorization: `Bearer ${neighbour.token}` },
      payload: { ...draftToBookingArgs({ ...newLagoonDraft(WC, '14', full), start: '09:00', end: '10:00', quantities: { 'lg-kayak': 2 } }), id: rowId('nb') },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);

    // Offline the row moves at once.
    configureTransport({ baseUrl: CLOSED });
    expect(await rescheduleLagoonBooking(booking, full, '14:00', '15:00')).toEqual({ kind: 'pending' });
    expect(await db.bookings.get(booking.id)).toMatchObject({ date: full, start: '14:00', end: '15:00' });

    // Online: refused with the server's message; the row is as the server has it again.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'bookings.reschedule', status: 'failed', error: `${LAGOON_MESSAGES.rescheduleFull}\nOnly 0 Kayak left` });
    expect(await db.bookings.get(booking.id)).toMatchObject({ date: day, start: '10:00', end: '12:00', status: 'BOOKED' });
    expect(await serverRow(booking.id)).toMatchObject({ booking_date: day, start_time: '10:00', end_time: '12:00' });
    await pullOnce();
    expect(await db.outbox.count()).toBe(1);
    if (!entry) throw new Error('no entry');
    await dismissRefusedWrite(entry.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.get(booking.id)).toMatchObject({ date: day, status: 'BOOKED' });
  });
});
