import { describe, expect, it } from 'vitest';
import type { Booking, LagoonPerson } from '../contract/bookings';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../i18n/en/bookings';
import {
  BOOKING_STATUS_COLOURS,
  bookingTab,
  buildSlots,
  checkBookingTimes,
  clampVisitors,
  endOptions,
  estateNow,
  lagoonEndTimes,
  lagoonRemaining,
  lagoonShortfall,
  lagoonStartTimes,
  lagoonTab,
  lagoonTimesProblem,
  noBookingsAvailable,
  openingHoursOn,
  resourceTitle,
  sameHoursEveryDay,
  shortfallText,
  sortBookings,
  toggleState,
  visitorCost,
} from './bookings';

/** Open 08:00-12:00 on weekdays, Saturday 09:00-10:00, closed on Sunday; one at a time, 30-minute slots. */
const court = {
  name: 'Clubhouse|Tennis Court 1',
  availibility: { ...sameHoursEveryDay('08:00', '12:00'), saturday: { start: '09:00', end: '10:00' }, sunday: null },
  capacity: 1,
  slotMinutes: 30,
};
// 2026-06-15 is a Monday; 06-20 a Saturday; 06-21 a Sunday.
const MONDAY = '2026-06-15';
const EARLY = { date: '2026-06-14', time: '12:00' };

describe('opening hours', () => {
  it('reads the weekday of the estate date; null is closed, and so are hours ending before they start', () => {
    expect(openingHoursOn(court, MONDAY)).toEqual({ start: '08:00', end: '12:00' });
    expect(openingHoursOn(court, '2026-06-20')).toEqual({ start: '09:00', end: '10:00' });
    expect(openingHoursOn(court, '2026-06-21')).toBeNull();
    expect(openingHoursOn({ availibility: sameHoursEveryDay('10:00', '10:00') }, MONDAY)).toBeNull();
  });

  it('gives the same hours to each of the seven weekdays', () => {
    const daily = sameHoursEveryDay('08:00', '19:00');
    expect(Object.keys(daily).sort()).toEqual(['friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday', 'wednesday']);
    for (const date of ['2026-06-15', '2026-06-18', '2026-06-20', '2026-06-21'])
      expect(openingHoursOn({ availibility: daily }, date)).toEqual({ start: '08:00', end: '19:00' });
  });
});

describe('slots', () => {
  it('steps slotMinutes within the opening hours of that weekday', () => {
    const slots = buildSlots(court, MONDAY, [], EARLY);
    expect(slots.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(slots.every((s) => s.availableForBooking)).toBe(true);
    expect(buildSlots(court, '2026-06-20', [], EARLY).map((s) => s.time)).toEqual(['09:00', '09:30']);
    expect(buildSlots({ ...court, slotMinutes: 60 }, MONDAY, [], EARLY).map((s) => s.time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
  });

  it('is empty on a closed day and a past date', () => {
    expect(buildSlots(court, '2026-06-21', [], EARLY)).toEqual([]);
    expect(buildSlots(court, MONDAY, [], { date: '2026-06-16', time: '07:00' })).toEqual([]);
  });

  it('marks slots taken to capacity and slots already started today', () => {
    const taken = [{ start: '09:00', end: '10:00', quantity: 1 }];
    const slots = buildSlots(court, MONDAY, taken, { date: MONDAY, time: '08:40' });
    const free = slots.filter((s) => s.availableForBooking).map((s) => s.time);
    expect(free).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // A slot starting exactly now can still be booked.
    expect(
      buildSlots(court, MONDAY, [], { date: MONDAY, time: '11:30' })
        .filter((s) => s.availableForBooking)
        .map((s) => s.time),
    ).toEqual(['11:30']);
  });

  it('counts quantities against the capacity', () => {
    const hall = { ...court, capacity: 3 };
    const taken = [
      { start: '08:00', end: '09:00', quantity: 2 },
      { start: '08:30', end: '09:30', quantity: 1 },
    ];
    const slots = buildSlots(hall, MONDAY, taken, EARLY);
    expect(slots.find((s) => s.time === '08:00')?.availableForBooking).toBe(true);
    expect(slots.find((s) => s.time === '08:30')?.availableForBooking).toBe(false);
    expect(slots.find((s) => s.time === '09:00')?.availableForBooking).toBe(true);
  });

  it('takes an instant on the estate clock', () => {
    // 06:40 UTC is 08:40 in Johannesburg.
    expect(estateNow(Date.parse('2026-06-15T06:40:00Z'))).toEqual({ date: MONDAY, time: '08:40' });
    const slots = buildSlots(court, MONDAY, [], new Date('2026-06-15T06:40:00Z'));
    expect(slots.find((s) => s.availableForBooking)?.time).toBe('09:00');
  });
});

describe('end options', () => {
  it('offers ends at least 30 minutes after the start up to closing', () => {
    expect(endOptions(court, MONDAY, '10:30', [], 30)).toEqual(['11:00', '11:30', '12:00']);
    expect(endOptions(court, MONDAY, '11:30', [], 30)).toEqual(['12:00']);
  });

  it('applies a 60 minute minimum', () => {
    expect(endOptions(court, MONDAY, '10:30', [], 60)).toEqual(['11:30', '12:00']);
    expect(endOptions(court, MONDAY, '11:30', [], 60)).toEqual([]);
  });

  it('stops at the first taken slot: no booking across it', () => {
    const taken = [{ start: '10:00', end: '10:30', quantity: 1 }];
    expect(endOptions(court, MONDAY, '08:30', taken, 30)).toEqual(['09:00', '09:30', '10:00']);
    expect(endOptions(court, MONDAY, '09:30', taken, 60)).toEqual([]);
  });

  it('is empty for a start that is not a slot of the day', () => {
    expect(endOptions(court, MONDAY, '08:15', [], 30)).toEqual([]);
    expect(endOptions(court, '2026-06-21', '09:00', [], 30)).toEqual([]);
  });
});

describe('no bookings available', () => {
  it('is shown once the last slot has started today, on a closed day and for a past date', () => {
    expect(noBookingsAvailable(court, MONDAY, { date: MONDAY, time: '11:30' })).toBe(false);
    expect(noBookingsAvailable(court, MONDAY, { date: MONDAY, time: '11:31' })).toBe(true);
    expect(noBookingsAvailable(court, MONDAY, { date: MONDAY, time: '12:30' })).toBe(true);
    expect(noBookingsAvailable(court, '2026-06-21', EARLY)).toBe(true);
    expect(noBookingsAvailable(court, MONDAY, { date: '2026-06-16', time: '07:00' })).toBe(true);
    expect(noBookingsAvailable(court, '2026-06-16', { date: MONDAY, time: '23:00' })).toBe(false);
  });
});

describe('booking time checks', () => {
  const check = (date: string, start: string, end: string, taken: { start: string; end: string; quantity: number }[] = [], min = 30) =>
    checkBookingTimes(court, date, start, end, taken, { date: MONDAY, time: '08:10' }, min);

  it('accepts a free slot within the hours', () => {
    expect(check(MONDAY, '09:00', '09:30')).toBeNull();
    expect(check('2026-06-16', '08:00', '12:00')).toBeNull();
  });

  it('refuses a past date and a start already gone today', () => {
    expect(check('2026-06-14', '09:00', '10:00')).toBe(BOOKING_MESSAGES.pastDate);
    expect(check(MONDAY, '08:00', '09:00')).toBe(BOOKING_MESSAGES.pastDate);
  });

  it('refuses less than the minimum: 30 minutes for a facility, 60 in the older variant and the lagoon', () => {
    expect(check(MONDAY, '09:00', '09:00')).toBe('The end must be at least 30 minutes after the start.');
    expect(check(MONDAY, '10:00', '09:00')).toBe('The end must be at least 30 minutes after the start.');
    expect(check(MONDAY, '09:00', '09:30', [], 60)).toBe('The end must be at least 60 minutes after the start.');
    expect(check(MONDAY, '09:00', '10:00', [], 60)).toBeNull();
  });

  it('refuses times outside the opening hours and a closed day', () => {
    expect(check(MONDAY, '11:30', '12:30')).toBe(BOOKING_MESSAGES.outsideHours);
    expect(check('2026-06-16', '07:00', '08:00')).toBe(BOOKING_MESSAGES.outsideHours);
    expect(check('2026-06-21', '09:00', '10:00')).toBe(BOOKING_MESSAGES.outsideHours);
  });

  it('refuses times off the slot steps and malformed times', () => {
    expect(check(MONDAY, '09:10', '09:40')).toBe(BOOKING_MESSAGES.invalidTime);
    expect(check(MONDAY, '9:00', '09:30')).toBe(BOOKING_MESSAGES.invalidTime);
  });

  it('refuses a taken slot with the facility, date and times named', () => {
    const taken = [{ start: '09:30', end: '10:00', quantity: 1 }];
    expect(check(MONDAY, '09:00', '10:00', taken)).toBe(
      'Unable to make booking: Tennis Court 1 is no longer available on 2026-06-15 from 09:00 to 10:00. Another resident booked it first; please choose another time.',
    );
    expect(check(MONDAY, '10:00', '10:30', taken)).toBeNull();
  });
});

describe('tabs and sorting', () => {
  const now = { date: MONDAY, time: '10:00' };
  const row = (status: Booking['status'], date: string, start: string, end = '23:00', kind: Booking['kind'] = 'facility') => ({
    status,
    date,
    start,
    end,
    kind,
  });

  it('puts a booking before today in Past, REQUESTED in Requested and the rest in Upcoming', () => {
    expect(bookingTab(row('REQUESTED', '2026-06-14', '09:00'), now)).toBe('past');
    expect(bookingTab(row('BOOKED', '2026-06-14', '09:00'), now)).toBe('past');
    expect(bookingTab(row('REQUESTED', MONDAY, '08:00', '09:00'), now)).toBe('requested');
    expect(bookingTab(row('BOOKED', MONDAY, '08:00', '09:00'), now)).toBe('upcoming');
    expect(bookingTab(row('CANCELED', '2026-06-16', '08:00'), now)).toBe('upcoming');
    expect(bookingTab(row('REJECTED', '2026-06-16', '08:00'), now)).toBe('upcoming');
  });

  it('puts a lagoon booking in Past once its end has gone today', () => {
    expect(lagoonTab({ date: MONDAY, end: '09:00' }, now)).toBe('past');
    expect(lagoonTab({ date: MONDAY, end: '10:00' }, now)).toBe('upcoming');
    expect(lagoonTab({ date: '2026-06-14', end: '19:00' }, now)).toBe('past');
    expect(lagoonTab({ date: '2026-06-16', end: '09:00' }, now)).toBe('upcoming');
    expect(bookingTab(row('BOOKED', MONDAY, '08:00', '09:00', 'lagoon'), now)).toBe('past');
  });

  it('sorts Requested and Upcoming soonest first and Past latest first', () => {
    const rows = [
      { id: 'b', date: '2026-06-16', start: '09:00' },
      { id: 'a', date: '2026-06-15', start: '11:00' },
      { id: 'c', date: '2026-06-16', start: '08:30' },
    ];
    expect(sortBookings(rows, 'upcoming').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortBookings(rows, 'requested').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortBookings(rows, 'past').map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('colours each status', () => {
    expect(Object.keys(BOOKING_STATUS_COLOURS).sort()).toEqual(['BOOKED', 'CANCELED', 'REJECTED', 'REQUESTED']);
    for (const colour of Object.values(BOOKING_STATUS_COLOURS)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names the facility from the resource name', () => {
    expect(resourceTitle('Clubhouse|Tennis Court 1')).toBe('Tennis Court 1');
    expect(resourceTitle('Lagoon')).toBe('Lagoon');
  });
});

describe('the lagoon', () => {
  it('runs from 08:00 to 19:00 hourly with at least 60 minutes', () => {
    expect(lagoonStartTimes()).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(lagoonEndTimes('17:00')).toEqual(['18:00', '19:00']);
    expect(lagoonEndTimes('18:00')).toEqual(['19:00']);
    expect(lagoonEndTimes('19:00')).toEqual([]);
    expect(lagoonEndTimes('08:30')).toEqual([]);
    expect(lagoonTimesProblem('08:00', '09:00')).toBeNull();
    expect(lagoonTimesProblem('08:00', '08:30')).toBe(LAGOON_MESSAGES.hours);
    expect(lagoonTimesProblem('07:00', '09:00')).toBe(LAGOON_MESSAGES.hours);
    expect(lagoonTimesProblem('18:00', '20:00')).toBe(LAGOON_MESSAGES.hours);
  });

  it('has the minimum remaining across services as its capacity', () => {
    expect(lagoonRemaining([{ remaining: 40 }, { remaining: 3 }, { remaining: 6 }])).toBe(3);
    expect(lagoonRemaining([{ remaining: 40 }, { remaining: 0 }])).toBe(0);
    expect(lagoonRemaining([{ remaining: -2 }])).toBe(0);
    expect(lagoonRemaining([])).toBe(0);
  });

  it('lists a line for each service asked for more than it has left', () => {
    const services = [
      { id: 'access', name: 'Lagoon Access', remaining: 10 },
      { id: 'kayak', name: 'Kayak', remaining: 2 },
      { id: 'board', name: 'Paddle Board', remaining: 0 },
    ];
    const lines = lagoonShortfall(
      [
        { id: 'access', name: 'Lagoon Access', quantity: 10 },
        { id: 'kayak', name: 'Kayak', quantity: 3 },
        { id: 'board', name: 'Paddle Board', quantity: 0 },
      ],
      services,
    );
    expect(lines).toEqual([{ name: 'Kayak', remaining: 2 }]);
    expect(lines.map(shortfallText)).toEqual(['Only 2 Kayak left']);
    expect(lagoonShortfall([{ id: 'board', name: 'Paddle Board', quantity: 1 }], services)).toEqual([{ name: 'Paddle Board', remaining: 0 }]);
  });

  it('locks primary owners on and disables the rest at the associate limit', () => {
    const person = (id: string, isPrimary: boolean): LagoonPerson => ({ id, displayName: id, photoURL: '', isPrimary });
    const people = [person('owner', true), person('a', false), person('b', false), person('c', false)];
    const under = toggleState(people, new Set(['a']), 2);
    expect(under.get('owner')).toEqual({ checked: true, disabled: true });
    expect(under.get('a')).toEqual({ checked: true, disabled: false });
    expect(under.get('b')).toEqual({ checked: false, disabled: false });
    const at = toggleState(people, new Set(['a', 'c', 'owner']), 2);
    expect(at.get('a')).toEqual({ checked: true, disabled: false });
    expect(at.get('b')).toEqual({ checked: false, disabled: true });
    expect(at.get('c')).toEqual({ checked: true, disabled: false });
    expect(toggleState(people, new Set(), 0).get('a')).toEqual({ checked: false, disabled: true });
  });

  it('costs the price times the extra visitors in integer cents', () => {
    expect(visitorCost(10_000, 3)).toBe(30_000);
    expect(visitorCost(12_345, 0)).toBe(0);
    expect(Number.isInteger(visitorCost(9_999, 7))).toBe(true);
  });

  it('keeps the visitor stepper between 0 and the allowed visitors', () => {
    expect(clampVisitors(-1, 4)).toBe(0);
    expect(clampVisitors(5, 4)).toBe(4);
    expect(clampVisitors(3, 4)).toBe(3);
    expect(clampVisitors(1, 0)).toBe(0);
  });
});
