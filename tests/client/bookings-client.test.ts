import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking, BookingResource, BookingService } from '../../src/contract/bookings';
import { db } from '../../src/db/db';
import { buildSlots, sameHoursEveryDay, type EstateNow } from '../../src/domain/bookings';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { BOOKING_MESSAGES } from '../../src/i18n/en/bookings';
import { format } from '../../src/i18n/format';
import {
  bookingsOnTab,
  cancelBooking,
  facilityBookingsOf,
  refusedBooking,
  requestBooking,
  rescheduleBooking,
  serviceNamesOf,
  type BookingChoice,
} from '../../src/features/bookings/bookings.api';
import { startSync, stopSync, syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { awaitWrite } from '../../src/sync/hooks';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { signOut } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { storeBooking } from '../../server/modules/bookings/bookings.service';
import { saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, insertCast, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { signInAs } from '../helpers/factories';
import { push } from '../sync/sync-helpers';
import { rowId } from '../server/people-helpers';

/**
 * Facility bookings on the device (src/features/bookings) with the real client code on
 * fake-indexeddb against the real server: a request made offline waits in the outbox, survives a
 * restart of the device's sync and a reload, reaches the server once and comes back REQUESTED;
 * cancel and reschedule go the same way; a request the server refuses (a slot another resident
 * took meanwhile, a past date) is rolled back and kept as a failed outbox entry with the server's
 * message; another resident neither reads nor cancels the booking; the tabs read from Dexie
 * offline after a reload, sorted by the domain's rules.
 */
const WC = WILLOW_CREEK.id;
const TODAY = estateDate();
const IN_2_DAYS = addDays(TODAY, 2);
const IN_5_DAYS = addDays(TODAY, 5);

/** Rows the setUp stores for the resident directly (a request would refuse a past date). */
const PAST_IDS = ['pastOlderBooking1', 'pastNewerBooking1'] as const;

const h = useClientHarness({
  setUp: async (t) => {
    const [resident] = await insertCast(t, [RESIDENT, NEIGHBOUR, MANAGER]);
    await writeTransaction(t.ctx.db, async (trx) => {
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
      // Two of the resident's bookings from last week and the week before (BOOKED: the Past tab).
      for (const [id, days] of [
        [PAST_IDS[0], -14],
        [PAST_IDS[1], -7],
      ] as const) {
        await storeBooking(trx, {
          id,
          estate_id: WC,
          user_id: resident.userId,
          kind: 'facility',
          service_id: 'court',
          resource_id: 'court-1',
          status: 'BOOKED',
          booking_date: addDays(TODAY, days),
          start_time: '09:00',
          end_time: '10:00',
          lines: JSON.stringify([{ id: 'court-1', name: 'Clubhouse|Tennis Court 1', quantity: 1 }]),
          visitors: 0,
          visitor_name: '',
          visitor_phone: '',
          people: '[]',
          unit_no: '12',
          customer_email: RESIDENT.email,
          customer_name: `${RESIDENT.firstName} ${RESIDENT.lastName}`,
          rejection_reason: '',
          payment: 'none',
          amount_cents: 0,
          invite_id: '',
          created_at: Date.now(),
          updated_at: Date.now(),
        });
      }
    });
  },
});

/** The synced court and its resource, as /BookingFacility hands them to requestBooking. */
async function court(): Promise<{ service: BookingService; resource: BookingResource }> {
  const service = await db.bookingServices.get('court');
  const resource = await db.bookingResources.get('court-1');
  if (!service || !resource) throw new Error('the court is not on the device');
  return { service, resource };
}

async function choice(date: string, start: string, end: string): Promise<BookingChoice> {
  return { ...(await court()), date, start, end, unitNo: '12' };
}

const serverRow = (id: string) => h.t.ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
/** Every change the server published for a booking (its customer's and the managers' rows, its slot). */
const published = async (id: string) => (await h.t.ctx.db.selectFrom('change_log').select(['scope', 'tbl', 'op']).where('row_id', '=', id).execute()).length;

/** Runs the device's sync loop until `done` holds (at most 10 s), then stops it. */
async function syncUntil(done: () => Promise<boolean>): Promise<void> {
  startSync();
  const deadline = Date.now() + 10_000;
  try {
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('sync did not finish within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    stopSync();
    await syncIdle();
  }
}

/** A reload of the app: the database closed and opened again. */
async function reload(): Promise<void> {
  db.close();
  await db.open();
}

const taken = (date: string, start: string, end: string) => format(BOOKING_MESSAGES.slotTaken, { facility: 'Tennis Court 1', date, start, end });

describe('facility bookings on the device', () => {
  it('a request made offline waits in the outbox through a sync restart and a reload, reaches the server once and comes back REQUESTED', async () => {
    const userId = await signInClient(RESIDENT);
    expect((await court()).service).toMatchObject({ name: 'Tennis Court', autoApprove: false, enabled: true });

    configureTransport({ baseUrl: CLOSED });
    const { id, outcome } = await requestBooking(await choice(IN_2_DAYS, '10:00', '11:00'));
    expect(outcome).toEqual({ kind: 'pending' });
    expect(await db.bookings.get(id)).toMatchObject({
      userId,
      status: 'REQUESTED',
      date: IN_2_DAYS,
      start: '10:00',
      end: '11:00',
      serviceName: 'Tennis Court',
      locationName: 'Clubhouse',
      unitNo: '12',
      customer_email: RESIDENT.email,
    });
    expect(await awaitWrite('bookings', id, 500)).toEqual({ kind: 'pending' });

    // The device's sync loop starts and stops while offline: nothing reaches the server, nothing is lost.
    startSync();
    await new Promise((r) => setTimeout(r, 200));
    stopSync();
    await syncIdle();
    await reload();
    expect(await db.outbox.toArray()).toMatchObject([{ name: 'bookings.request', rowId: id, status: 'pending' }]);
    expect(await db.bookings.get(id)).toMatchObject({ status: 'REQUESTED' });
    expect(await serverRow(id)).toBeUndefined();

    // Online: the restarted loop sends it, pulls it back as the server has it.
    configureTransport({ baseUrl: h.base });
    await syncUntil(async () => (await db.outbox.count()) === 0 && (await db.bookingSlots.get(id)) !== undefined);
    expect(await serverRow(id)).toMatchObject({
      user_id: userId,
      status: 'REQUESTED',
      booking_date: IN_2_DAYS,
      start_time: '10:00',
      end_time: '11:00',
      unit_no: '12',
    });
    const writes = await published(id);
    expect(writes).toBe(3);
    expect(await db.bookings.get(id)).toMatchObject({ status: 'REQUESTED', rejectionReason: '', customer_name: 'Thandi Mokoena' });
    expect(await db.bookingSlots.get(id)).toEqual({ id, estateId: WC, resourceId: 'court-1', date: IN_2_DAYS, start: '10:00', end: '11:00', quantity: 1 });

    // Another flush and pull change nothing on the server: it arrived once.
    await flushOutbox();
    await pullOnce();
    expect(await published(id)).toBe(writes);
    expect(await h.t.ctx.db.selectFrom('bookings').select('id').where('user_id', '=', userId).where('booking_date', '=', IN_2_DAYS).execute()).toEqual([
      { id },
    ]);
  });

  it('cancel and reschedule: offline at once on the device, then as the server has them', async () => {
    await signInClient(RESIDENT);
    const first = await requestBooking(await choice(IN_2_DAYS, '12:00', '13:00'));
    const second = await requestBooking(await choice(IN_2_DAYS, '14:00', '15:00'));
    expect([first.outcome, second.outcome]).toEqual([{ kind: 'synced' }, { kind: 'synced' }]);
    await pullOnce();

    // Reschedule the first to 16:00-17:30 (its old time freed), offline: REQUESTED with the new times at once.
    configureTransport({ baseUrl: CLOSED });
    const before = await db.bookings.get(first.id);
    if (!before) throw new Error('no booking');
    expect(await rescheduleBooking(before, IN_5_DAYS, '16:00', '17:30')).toEqual({ kind: 'pending' });
    expect(await db.bookings.get(first.id)).toMatchObject({ status: 'REQUESTED', date: IN_5_DAYS, start: '16:00', end: '17:30' });

    // Cancel the second, offline: CANCELED with the spec's reason at once.
    const other = await db.bookings.get(second.id);
    if (!other) throw new Error('no booking');
    expect(await cancelBooking(other)).toEqual({ kind: 'pending' });
    expect(await db.bookings.get(second.id)).toMatchObject({ status: 'CANCELED', rejectionReason: 'Cancellation requested by user' });

    // Online: both reach the server; the pull brings the server's rows and slots.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    await pullOnce();
    expect(await serverRow(first.id)).toMatchObject({ status: 'REQUESTED', booking_date: IN_5_DAYS, start_time: '16:00', end_time: '17:30' });
    expect(await serverRow(second.id)).toMatchObject({ status: 'CANCELED', rejection_reason: BOOKING_MESSAGES.cancelReason });
    expect(await db.bookings.get(first.id)).toMatchObject({ status: 'REQUESTED', date: IN_5_DAYS, start: '16:00', end: '17:30' });
    expect(await db.bookings.get(second.id)).toMatchObject({ status: 'CANCELED', rejectionReason: 'Cancellation requested by user' });
    expect(await db.bookingSlots.get(first.id)).toMatchObject({ date: IN_5_DAYS, start: '16:00', end: '17:30' });
    expect(await db.bookingSlots.get(second.id)).toBeUndefined();

    // What the schedule dialog offers on the old day now: 12:00 and 14:00 free again.
    const { resource } = await court();
    const midnight: EstateNow = { date: TODAY, time: '00:00' };
    const slots = buildSlots(resource, IN_2_DAYS, await db.bookingSlots.where('[resourceId+date]').equals(['court-1', IN_2_DAYS]).toArray(), midnight);
    expect(slots.filter((s) => s.time === '12:00' || s.time === '14:00').every((s) => s.availableForBooking)).toBe(true);
  });

  it('a request the server refuses (the slot taken meanwhile, a past date) is rolled back and kept as failed with the server’s message', async () => {
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const late = await requestBooking(await choice(IN_5_DAYS, '08:00', '09:00'));
    const past = await requestBooking(await choice(addDays(TODAY, -1), '10:00', '11:00'));
    expect([late.outcome, past.outcome]).toEqual([{ kind: 'pending' }, { kind: 'pending' }]);
    expect(await db.bookings.get(late.id)).toMatchObject({ status: 'REQUESTED' });

    // Meanwhile the neighbour books 08:30-09:30 on that day from their phone, online.
    const neighbour = await signInAs(h.t.app, NEIGHBOUR);
    const theirs = { id: rowId('nb'), estateId: WC, serviceId: 'court', resourceId: 'court-1', date: IN_5_DAYS, start: '08:30', end: '09:30', unitNo: '14' };
    expect((await push(h.t.app, neighbour, rowId('cl'), [{ id: 1, name: 'bookings.request', args: theirs }])).body.results).toEqual([{ id: 1, ok: true }]);

    // Online again: both refused with the server's message, rolled back, never shown as booked.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await pullOnce();
    expect(await db.bookings.get(late.id)).toBeUndefined();
    expect(await db.bookings.get(past.id)).toBeUndefined();
    expect(await serverRow(late.id)).toBeUndefined();
    expect(await serverRow(past.id)).toBeUndefined();
    const failed = await db.outbox.where('status').equals('failed').sortBy('id');
    const names = await serviceNamesOf(WC);
    expect(failed.map((entry) => refusedBooking(entry, names)).map(({ entry, ...shown }) => ({ ...shown, error: entry.error }))).toEqual([
      { kind: 'request', facility: 'Tennis Court', date: IN_5_DAYS, start: '08:00', end: '09:00', error: taken(IN_5_DAYS, '08:00', '09:00') },
      { kind: 'request', facility: 'Tennis Court', date: addDays(TODAY, -1), start: '10:00', end: '11:00', error: BOOKING_MESSAGES.pastDate },
    ]);
    // Not on any tab; the neighbour's time is taken on this device too (no name in it).
    const mine = await facilityBookingsOf(userId, WC);
    expect(mine.map((b) => b.id)).not.toContain(late.id);
    expect(await db.bookingSlots.get(theirs.id)).toEqual({
      id: theirs.id,
      estateId: WC,
      resourceId: 'court-1',
      date: IN_5_DAYS,
      start: '08:30',
      end: '09:30',
      quantity: 1,
    });

    // The refusals stay through a reload and another flush, until dismissed.
    await reload();
    await flushOutbox();
    expect(await db.outbox.where('status').equals('failed').count()).toBe(2);
    for (const entry of failed) await dismissRefusedWrite(entry.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('another resident reads neither the booking nor its customer, and cannot cancel it', async () => {
    await signInClient(RESIDENT);
    const { id, outcome } = await requestBooking(await choice(IN_5_DAYS, '18:00', '19:00'));
    expect(outcome).toEqual({ kind: 'synced' });
    await pullOnce();
    const booking = await db.bookings.get(id);
    if (!booking) throw new Error('no booking');

    // The neighbour signs in on this device after the resident signed out.
    await signOut();
    const neighbourId = await signInClient(NEIGHBOUR);
    expect(await db.bookings.get(id)).toBeUndefined();
    // (Their own booking from an earlier test is all they read.)
    const theirs = await db.bookings.toArray();
    expect(theirs.every((b) => b.userId === neighbourId && b.customer_email === NEIGHBOUR.email)).toBe(true);
    expect((await facilityBookingsOf(neighbourId, WC)).map((b) => b.id)).not.toContain(id);
    const slot = await db.bookingSlots.get(id);
    expect(slot).toEqual({ id, estateId: WC, resourceId: 'court-1', date: IN_5_DAYS, start: '18:00', end: '19:00', quantity: 1 });
    expect(JSON.stringify(slot)).not.toContain(RESIDENT.email);

    // A cancel of it (its id known somehow) is refused by the server; nothing changes there.
    const refused = await cancelBooking(booking);
    expect(refused).toMatchObject({ kind: 'refused', message: BOOKING_MESSAGES.notYours });
    expect(await db.bookings.get(id)).toBeUndefined();
    expect(await serverRow(id)).toMatchObject({ status: 'REQUESTED', rejection_reason: '' });
    const reschedule = await rescheduleBooking(booking, IN_5_DAYS, '06:00', '07:00');
    expect(reschedule).toMatchObject({ kind: 'refused', message: BOOKING_MESSAGES.notYours });
    expect(await serverRow(id)).toMatchObject({ booking_date: IN_5_DAYS, start_time: '18:00', end_time: '19:00' });
  });

  it('the tabs read from Dexie offline after a reload: past latest first, requested and upcoming soonest first', async () => {
    const userId = await signInClient(RESIDENT);
    const later = await requestBooking(await choice(IN_5_DAYS, '07:00', '08:00'));
    const sooner = await requestBooking(await choice(IN_2_DAYS, '07:00', '08:00'));
    const approved = await requestBooking(await choice(IN_5_DAYS, '06:00', '07:00'));
    const rejected = await requestBooking(await choice(IN_2_DAYS, '06:00', '06:30'));
    const dropped = await requestBooking(await choice(addDays(TODAY, 1), '06:00', '06:30'));
    for (const made of [later, sooner, approved, rejected, dropped]) expect(made.outcome).toEqual({ kind: 'synced' });

    // The manager decides two; the resident cancels one.
    const manager = await signInAs(h.t.app, MANAGER);
    const decide = async (id: string, body: object) => {
      const res = await h.t.app.inject({ method: 'POST', url: API.bookingDecision(id), headers: { authorization: `Bearer ${manager.token}` }, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide(approved.id, { decision: 'approve', reason: '' });
    await decide(rejected.id, { decision: 'reject', reason: 'Court resurfacing' });
    await pullOnce();
    const toDrop = await db.bookings.get(dropped.id);
    if (!toDrop) throw new Error('no booking');
    expect(await cancelBooking(toDrop)).toEqual({ kind: 'synced' });
    await pullOnce();

    // Offline, after a reload: the rows the screen reads and the tabs it shows.
    configureTransport({ baseUrl: CLOSED });
    await reload();
    // (Earlier tests' bookings on this server are the resident's too: the tabs are read over this test's.)
    const ours = new Set<string>([later.id, sooner.id, approved.id, rejected.id, dropped.id, ...PAST_IDS]);
    const rows = (await facilityBookingsOf(userId, WC)).filter((b) => ours.has(b.id));
    expect(rows).toHaveLength(ours.size);
    const now = new Date();
    const tab = (name: 'requested' | 'upcoming' | 'past') => bookingsOnTab(rows, name, now).map((b: Booking) => [b.id, b.status, b.rejectionReason]);
    expect(tab('requested')).toEqual([
      [sooner.id, 'REQUESTED', ''],
      [later.id, 'REQUESTED', ''],
    ]);
    expect(tab('upcoming')).toEqual([
      [dropped.id, 'CANCELED', 'Cancellation requested by user'],
      [rejected.id, 'REJECTED', 'Court resurfacing'],
      [approved.id, 'BOOKED', ''],
    ]);
    expect(tab('past')).toEqual([
      [PAST_IDS[1], 'BOOKED', ''],
      [PAST_IDS[0], 'BOOKED', ''],
    ]);
    // The manager's decisions reached the device as notifications too.
    expect(
      (await db.notifications.toArray())
        .filter((n) => n.type === 'booking')
        .map((n) => [n.actionID, n.title])
        .sort(),
    ).toEqual(
      [
        [approved.id, 'Booking confirmed'],
        [rejected.id, 'Booking rejected'],
      ].sort(),
    );
  });
});
