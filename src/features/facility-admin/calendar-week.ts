import { BOOKING_WEEKDAYS, type Booking, type BookingResource, type BookingWeekday } from '../../contract/bookings';
import { minutesToTime, openingHoursOn, timeToMinutes } from '../../domain/bookings';
import { addDays } from '../../domain/estate-time';

/**
 * The calendar's week of one facility, worked out from the synced rows: the seven dates from a
 * Monday, the slot rows (the facility's slot length, from the week's earliest opening to its latest
 * closing), which cells are closed, and which bookings start in or cover each cell.
 */

/** The weekday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): BookingWeekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return BOOKING_WEEKDAYS[(sundayFirst + 6) % 7] ?? 'monday';
}

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  return addDays(date, -BOOKING_WEEKDAYS.indexOf(weekdayOf(date)));
}

export const weekDates = (monday: string): string[] => BOOKING_WEEKDAYS.map((_, i) => addDays(monday, i));

/** The slot rows' start times: the step of the first resource, across the week's hours (08:00-17:00 when closed all week). */
export function slotRows(resources: readonly BookingResource[], dates: readonly string[], bookings: readonly Booking[]): { times: string[]; step: number } {
  const step = Math.max(5, resources[0]?.slotMinutes ?? 60);
  let open = Number.POSITIVE_INFINITY;
  let close = Number.NEGATIVE_INFINITY;
  for (const resource of resources)
    for (const date of dates) {
      const hours = openingHoursOn(resource, date);
      if (!hours) continue;
      open = Math.min(open, timeToMinutes(hours.start));
      close = Math.max(close, timeToMinutes(hours.end));
    }
  // A booking made under earlier hours still shows.
  for (const booking of bookings) {
    open = Math.min(open, timeToMinutes(booking.start));
    close = Math.max(close, timeToMinutes(booking.end));
  }
  if (!Number.isFinite(open) || !Number.isFinite(close) || close <= open) {
    open = 8 * 60;
    close = 17 * 60;
  }
  const first = open - (open % step);
  const times: string[] = [];
  for (let t = first; t < close; t += step) times.push(minutesToTime(t));
  return { times, step };
}

/** True when no resource of the facility is open for the whole slot. */
export function isClosed(resources: readonly BookingResource[], date: string, time: string, step: number): boolean {
  const from = timeToMinutes(time);
  return !resources.some((resource) => {
    const hours = openingHoursOn(resource, date);
    return hours !== null && timeToMinutes(hours.start) <= from && from + step <= timeToMinutes(hours.end);
  });
}

/** The bookings that start within the slot [time, time + step). */
export function startingIn(bookings: readonly Booking[], date: string, time: string, step: number): Booking[] {
  const from = timeToMinutes(time);
  return bookings
    .filter((b) => b.date === date && timeToMinutes(b.start) >= from && timeToMinutes(b.start) < from + step)
    .sort((a, b) => a.start.localeCompare(b.start) || a.unitNo.localeCompare(b.unitNo));
}

/** True when a booking holding its time (REQUESTED or BOOKED) covers the slot without starting in it. */
export function isCovered(bookings: readonly Booking[], date: string, time: string): boolean {
  const from = timeToMinutes(time);
  return bookings.some(
    (b) => b.date === date && (b.status === 'REQUESTED' || b.status === 'BOOKED') && timeToMinutes(b.start) < from && timeToMinutes(b.end) > from,
  );
}
