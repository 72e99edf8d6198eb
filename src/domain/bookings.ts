import {
  BOOKING_WEEKDAYS,
  type Availability,
  type Booking,
  type BookingResource,
  type BookingService,
  type BookingSlot,
  type BookingStatus,
  type LagoonPerson,
  type OpeningHours,
  type ResourceSlot,
} from '../contract/bookings';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../i18n/en/bookings';
import { format } from '../i18n/format';
import { estateDateTime } from './estate-time';

/**
 * Facility bookings and the lagoon (spec 3 sections 4, 5 and 9): opening hours per weekday, the
 * schedule dialog's start slots and end choices, the booking time checks (the screen's and the
 * server's, one function), the tabs and their sorting, the status colours, and the lagoon's
 * hours, capacity, toggles and visitor cost. Pure: no DOM, no Dexie, no database. Dates are
 * 'YYYY-MM-DD' and times 'HH:mm' on the estate's wall clock (./estate-time); amounts are cents.
 *
 * `now` is either an instant (`Date`) or the estate's wall clock already read (`{ date, time }`),
 * so the screens pass `new Date()` and the server and tests pass a fixed clock.
 */

// ---------------------------------------------------------------- clock and times

/** The estate's wall clock: 'YYYY-MM-DD' and 'HH:mm'. */
export type EstateNow = { date: string; time: string };
export type BookingNow = Date | EstateNow;

/** The estate's wall clock at `ms` (default now). */
export function estateNow(ms: number = Date.now()): EstateNow {
  const text = estateDateTime(ms);
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

function clockOf(now: BookingNow): EstateNow {
  return now instanceof Date ? estateNow(now.getTime()) : now;
}

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of 'HH:mm' ('24:00' is 1440); NaN when not a time. */
export function timeToMinutes(time: string): number {
  if (!TIME.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of minutes since midnight (1440 is '24:00'). */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The facility (title) part of a resource name 'Location|Facility' (spec 3); the whole name when it has no pipe. */
export function resourceTitle(name: string): string {
  const at = name.indexOf('|');
  return at < 0 ? name.trim() : name.slice(at + 1).trim();
}

/** The location (subtitle) part of a resource name 'Location|Facility'; '' when it has no pipe. */
export function resourceSubtitle(name: string): string {
  const at = name.indexOf('|');
  return at < 0 ? '' : name.slice(0, at).trim();
}

// ---------------------------------------------------------------- opening hours and slots

type Hours = { open: number; close: number };

/** The same opening hours on every weekday (a resource open daily, e.g. the lagoon 08:00-19:00). */
export function sameHoursEveryDay(start: string, end: string): Availability {
  return Object.fromEntries(BOOKING_WEEKDAYS.map((day) => [day, { start, end }])) as Availability;
}

/**
 * The opening hours of a resource on a date's weekday; null when closed (spec: default opening
 * hours are 0 if none). Hours whose end is not after their start count as closed.
 */
export function openingHoursOn(resource: Pick<BookingResource, 'availibility'>, date: string): OpeningHours {
  if (!DATE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const weekday = BOOKING_WEEKDAYS[(sundayFirst + 6) % 7] ?? 'monday';
  const hours = resource.availibility[weekday];
  if (!hours) return null;
  const open = timeToMinutes(hours.start);
  const close = timeToMinutes(hours.end);
  if (Number.isNaN(open) || Number.isNaN(close) || close <= open) return null;
  return hours;
}

function hoursOn(resource: Pick<BookingResource, 'availibility'>, date: string): Hours | null {
  const hours = openingHoursOn(resource, date);
  return hours ? { open: timeToMinutes(hours.start), close: timeToMinutes(hours.end) } : null;
}

type Taken = Pick<BookingSlot, 'start' | 'end' | 'quantity'>;

/**
 * The most of a resource taken at any moment of [from, to) minutes: the sum of the overlapping
 * bookings at the busiest instant (a booking's quantity counts from its start up to its end).
 */
export function peakTaken(taken: readonly Taken[], from: number, to: number): number {
  const spans = taken
    .map((t) => ({ start: timeToMinutes(t.start), end: timeToMinutes(t.end), quantity: t.quantity }))
    .filter((t) => !Number.isNaN(t.start) && !Number.isNaN(t.end) && t.start < to && t.end > from);
  const points = [from, ...spans.map((t) => t.start).filter((p) => p > from && p < to)];
  let peak = 0;
  for (const p of points) {
    const load = spans.filter((t) => t.start <= p && p < t.end).reduce((sum, t) => sum + t.quantity, 0);
    peak = Math.max(peak, load);
  }
  return peak;
}

/**
 * The day's start slots of a resource (spec 3 'Resource slot'): every slotMinutes from opening
 * while a whole slot fits before closing. A slot is not available when what is taken during it
 * reaches the capacity, or when it starts before now today. Empty for a past date or a closed day.
 * `taken` are the resource's taken slots on that date.
 */
export function buildSlots(
  resource: Pick<BookingResource, 'availibility' | 'capacity' | 'slotMinutes'>,
  date: string,
  taken: readonly Taken[],
  now: BookingNow,
): ResourceSlot[] {
  const clock = clockOf(now);
  const hours = hoursOn(resource, date);
  if (!hours || date < clock.date || resource.slotMinutes <= 0) return [];
  const nowMinutes = date === clock.date ? timeToMinutes(clock.time) : -1;
  const slots: ResourceSlot[] = [];
  for (let t = hours.open; t + resource.slotMinutes <= hours.close; t += resource.slotMinutes) {
    const full = peakTaken(taken, t, t + resource.slotMinutes) >= resource.capacity;
    slots.push({ time: minutesToTime(t), availableForBooking: !full && t >= nowMinutes });
  }
  return slots;
}

/**
 * The end times offered after a start (spec 3 section 5): slot boundaries at least minMinutes
 * after the start, up to closing, stopping before the first slot that is taken to capacity (a
 * booking never spans a taken slot). Empty when the start is not a slot of that day.
 */
export function endOptions(
  resource: Pick<BookingResource, 'availibility' | 'capacity' | 'slotMinutes'>,
  date: string,
  start: string,
  taken: readonly Taken[],
  minMinutes: number,
): string[] {
  const hours = hoursOn(resource, date);
  const from = timeToMinutes(start);
  const step = resource.slotMinutes;
  if (!hours || Number.isNaN(from) || step <= 0 || from < hours.open || (from - hours.open) % step !== 0) return [];
  const ends: string[] = [];
  for (let t = from; t + step <= hours.close; t += step) {
    if (peakTaken(taken, t, t + step) >= resource.capacity) break;
    if (t + step - from >= minMinutes) ends.push(minutesToTime(t + step));
  }
  return ends;
}

/**
 * Spec 3 section 5: 'If the current time is past closing, show No Bookings Available'. True when
 * no start can be chosen because of the clock or the calendar: the date is past, the day is
 * closed, or it is today and the last slot has already started (fully booked days still list
 * their slots, greyed).
 */
export function noBookingsAvailable(resource: Pick<BookingResource, 'availibility' | 'slotMinutes'>, date: string, now: BookingNow): boolean {
  const clock = clockOf(now);
  const hours = hoursOn(resource, date);
  if (!hours || date < clock.date) return true;
  if (date > clock.date) return false;
  const lastStart = hours.close - Math.max(resource.slotMinutes, 1);
  return timeToMinutes(clock.time) > lastStart;
}

/**
 * The problem of a booking's times, or null (spec 3 section 5 'Facility booking' and
 * 'Reschedule'; the screen and the server run this one check). Answers the message itself, in
 * this order: BOOKING_MESSAGES.invalidTime (not times, or not on the resource's slot steps),
 * pastDate (a past date, or a start already gone today), minimumLength (with {minutes}),
 * outsideHours (closed that weekday, or outside its hours), slotTaken (filled with the
 * facility's title, the date and the times) when one more would exceed the capacity at any moment.
 * `taken` are the resource's other taken slots that date (leave out the booking being moved).
 */
export function checkBookingTimes(
  resource: Pick<BookingResource, 'availibility' | 'capacity' | 'slotMinutes' | 'name'>,
  date: string,
  start: string,
  end: string,
  taken: readonly Taken[],
  now: BookingNow,
  minMinutes: number,
  quantity = 1,
): string | null {
  const clock = clockOf(now);
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  if (!DATE.test(date) || Number.isNaN(from) || Number.isNaN(to) || from === 24 * 60) return BOOKING_MESSAGES.invalidTime;
  if (date < clock.date || (date === clock.date && from < timeToMinutes(clock.time))) return BOOKING_MESSAGES.pastDate;
  if (to - from < minMinutes) return format(BOOKING_MESSAGES.minimumLength, { minutes: minMinutes });
  const hours = hoursOn(resource, date);
  if (!hours || from < hours.open || to > hours.close) return BOOKING_MESSAGES.outsideHours;
  const step = resource.slotMinutes;
  if (step > 0 && ((from - hours.open) % step !== 0 || ((to - hours.open) % step !== 0 && to !== hours.close))) return BOOKING_MESSAGES.invalidTime;
  if (peakTaken(taken, from, to) + quantity > resource.capacity) {
    return format(BOOKING_MESSAGES.slotTaken, { facility: resourceTitle(resource.name), date, start, end });
  }
  return null;
}

// ---------------------------------------------------------------- tabs, sorting, colours

export type BookingTab = 'requested' | 'upcoming' | 'past';
export type LagoonTab = 'upcoming' | 'past';

/**
 * Spec 3 section 4 'Lagoon bookings': past if the date is today or earlier and the end time is
 * before the current time; otherwise upcoming.
 */
export function lagoonTab(booking: Pick<Booking, 'date' | 'end'>, now: BookingNow): LagoonTab {
  const clock = clockOf(now);
  if (booking.date < clock.date) return 'past';
  return booking.date === clock.date && booking.end < clock.time ? 'past' : 'upcoming';
}

/**
 * Spec 3 section 4 'Booking tab sorting': a booking dated before today is Past; otherwise a
 * REQUESTED one is Requested and any other Upcoming. A lagoon booking is past by the lagoon's
 * rule (its end gone today).
 */
export function bookingTab(booking: Pick<Booking, 'status' | 'date' | 'kind' | 'end'>, now: BookingNow): BookingTab {
  const clock = clockOf(now);
  const past = booking.kind === 'lagoon' ? lagoonTab(booking, clock) === 'past' : booking.date < clock.date;
  if (past) return 'past';
  return booking.status === 'REQUESTED' ? 'requested' : 'upcoming';
}

/** A tab's order: Requested and Upcoming by date and start, soonest first; Past latest first. */
export function sortBookings<T extends Pick<Booking, 'date' | 'start'>>(rows: readonly T[], tab: BookingTab = 'upcoming'): T[] {
  const sign = tab === 'past' ? -1 : 1;
  return [...rows].sort((a, b) => sign * `${a.date} ${a.start}`.localeCompare(`${b.date} ${b.start}`));
}

/** Spec 3 section 4 'Booking status colours': REQUESTED yellow, BOOKED green, REJECTED red, CANCELED red-orange. */
export const BOOKING_STATUS_COLOURS: Readonly<Record<BookingStatus, string>> = {
  REQUESTED: '#e6b800',
  BOOKED: '#2e7d32',
  REJECTED: '#d32f2f',
  CANCELED: '#f4511e',
};

// ---------------------------------------------------------------- the lagoon

/** Spec 3 sections 5 and 9: 08:00 to 19:00 at hourly intervals, at least 60 minutes. */
export const LAGOON_HOURS = { start: '08:00', end: '19:00', stepMinutes: 60, minMinutes: 60 } as const;
/** Spec 3 section 9: 100 rand per extra visitor when no price is set. */
export const DEFAULT_VISITOR_PRICE_CENTS = 10_000;

/** Lagoon start times: 08:00 to 18:00 hourly (the last leaves the 60 minutes before 19:00). */
export function lagoonStartTimes(): string[] {
  const open = timeToMinutes(LAGOON_HOURS.start);
  const close = timeToMinutes(LAGOON_HOURS.end);
  const times: string[] = [];
  for (let t = open; t + LAGOON_HOURS.minMinutes <= close; t += LAGOON_HOURS.stepMinutes) times.push(minutesToTime(t));
  return times;
}

/** Lagoon end times after a start: hourly from 60 minutes after it up to 19:00; empty for a start not offered. */
export function lagoonEndTimes(start: string): string[] {
  if (!lagoonStartTimes().includes(start)) return [];
  const close = timeToMinutes(LAGOON_HOURS.end);
  const times: string[] = [];
  for (let t = timeToMinutes(start) + LAGOON_HOURS.minMinutes; t <= close; t += LAGOON_HOURS.stepMinutes) times.push(minutesToTime(t));
  return times;
}

/** LAGOON_MESSAGES.hours when the times are not a lagoon start and one of its ends; null when they are. */
export function lagoonTimesProblem(start: string, end: string): string | null {
  return lagoonEndTimes(start).includes(end) ? null : LAGOON_MESSAGES.hours;
}

/**
 * The lagoon's booking service's first resource is its access (it counts people: the primary
 * owners, the associates brought and the extra visitors); the others are amenities counted by the
 * quantity chosen (kayaks, paddle boards).
 */
export function lagoonAccessResourceId(service: Pick<BookingService, 'resources'> | undefined): string {
  return service?.resources[0] ?? '';
}

/** People a lagoon booking brings through the gate: everyone booked plus the extra visitors. */
export function lagoonHeadcount(people: number, visitors: number): number {
  return Math.max(0, people) + Math.max(0, visitors);
}

/** Spec 3 section 4: the lagoon's remaining capacity is the minimum remaining across its services (0 when it has none). */
export function lagoonRemaining(services: readonly { remaining: number }[]): number {
  if (services.length === 0) return 0;
  return Math.max(0, Math.min(...services.map((s) => s.remaining)));
}

/** The 'Only N {name} left' lines (spec 3 section 4): each requested line asking more than its service has left. */
export function lagoonShortfall(
  requested: readonly { id: string; name: string; quantity: number }[],
  services: readonly { id: string; name: string; remaining: number }[],
): { name: string; remaining: number }[] {
  const lines: { name: string; remaining: number }[] = [];
  for (const line of requested) {
    if (line.quantity <= 0) continue;
    const service = services.find((s) => s.id === line.id);
    const remaining = Math.max(0, service?.remaining ?? 0);
    if (line.quantity > remaining) lines.push({ name: service?.name ?? line.name, remaining });
  }
  return lines;
}

/** 'Only N {name} left'. */
export function shortfallText(line: { name: string; remaining: number }): string {
  return format(LAGOON_MESSAGES.onlyLeft, { n: line.remaining, name: line.name });
}

/**
 * The associate toggles (spec 3 sections 4 and 6): primary owners checked and locked; the others
 * checked when selected, and once the selected ones reach the available associate bookings the
 * unselected ones disable (a selected one can always be turned off).
 */
export function toggleState(
  people: readonly LagoonPerson[],
  selected: ReadonlySet<string> | readonly string[],
  availableAssociateBookings: number,
): Map<string, { checked: boolean; disabled: boolean }> {
  const isSelected = (id: string) => (Array.isArray(selected) ? selected.includes(id) : (selected as ReadonlySet<string>).has(id));
  const chosen = people.filter((p) => !p.isPrimary && isSelected(p.id)).length;
  const atLimit = chosen >= Math.max(0, availableAssociateBookings);
  const state = new Map<string, { checked: boolean; disabled: boolean }>();
  for (const person of people) {
    if (person.isPrimary) state.set(person.id, { checked: true, disabled: true });
    else {
      const checked = isSelected(person.id);
      state.set(person.id, { checked, disabled: !checked && atLimit });
    }
  }
  return state;
}

/** Spec 3 section 5: the visitor cost is the price times the number of extra visitors (cents). */
export function visitorCost(priceCents: number, visitors: number): number {
  return Math.max(0, Math.round(priceCents)) * Math.max(0, Math.floor(visitors));
}

/** The visitor stepper's bound (spec 3 section 5): never below 0 nor above the allowed visitors. */
export function clampVisitors(n: number, allowed: number): number {
  const top = Math.max(0, Math.floor(allowed));
  if (!Number.isFinite(n)) return 0;
  return Math.min(top, Math.max(0, Math.floor(n)));
}
