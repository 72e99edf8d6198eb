import { ESTATE_TIME_ZONE, estateUtcOffset, isRealDate } from './estate-time';

/**
 * Dates and amounts as the estate's people read them (README, deliberate departures: the spec's
 * screens show ISO dates and '1,850.00'): the estate's locale, en-ZA, in the estate's time zone
 * (Africa/Johannesburg; src/domain/estate-time.ts). For display only: form fields' values, API
 * payloads and stored rows keep their ISO and 'YYYY-MM-DD HH:mm' forms.
 */
export const ESTATE_LOCALE = 'en-ZA';

const amountFormat = new Intl.NumberFormat(ESTATE_LOCALE, { style: 'currency', currency: 'ZAR' });
const dateFormat = new Intl.DateTimeFormat(ESTATE_LOCALE, { timeZone: ESTATE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
/** A calendar date ('YYYY-MM-DD') has no time zone: read and shown at UTC so it never moves a day. */
const calendarFormat = new Intl.DateTimeFormat(ESTATE_LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(ESTATE_LOCALE, {
  timeZone: ESTATE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Integer cents in rand as en-ZA writes them: 185000 -> 'R 1 850,00' (the spaces are no-break spaces); in credit '-R 100,00'. */
export function formatAmount(cents: number): string {
  return amountFormat.format(Math.round(cents) / 100);
}

/**
 * A date: an instant (epoch ms) on the estate's calendar, or a calendar date 'YYYY-MM-DD' as it
 * is: '29 Nov 2026'. Text that is no date is shown as given.
 */
export function formatDate(value: number | string): string {
  if (typeof value === 'number') return Number.isFinite(value) ? dateFormat.format(value) : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m || !isRealDate(m[0])) return value;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? value : calendarFormat.format(ms);
}

/** An instant (epoch ms) at the estate: '29 Nov 2026, 14:30'. */
export function formatDateTime(ms: number): string {
  return Number.isFinite(ms) ? dateTimeFormat.format(ms) : '';
}

/** An instant with the estate's offset from UTC (spec 3: payment timestamps show it): '29 Nov 2026, 14:30 (UTC+02:00)'. */
export function formatDateTimeWithOffset(ms: number): string {
  return `${formatDateTime(ms)} (UTC${estateUtcOffset(ms)})`;
}

const timeFormat = new Intl.DateTimeFormat(ESTATE_LOCALE, { timeZone: ESTATE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day of an instant (epoch ms) at the estate: '14:30'. */
export function formatTime(ms: number): string {
  return Number.isFinite(ms) ? timeFormat.format(ms) : '';
}

/**
 * A window between two instants (epoch ms) at the estate: '29 Nov 2026, 00:01 – 23:59' within one
 * day, '29 Nov 2026, 14:00 – 30 Nov 2026, 10:00' across days.
 */
export function formatDateTimeRange(fromMs: number, toMs: number): string {
  const sameDay = formatDate(fromMs) === formatDate(toMs);
  return `${formatDateTime(fromMs)} – ${sameDay ? formatTime(toMs) : formatDateTime(toMs)}`;
}

/**
 * Estate wall-clock text as stored ('YYYY-MM-DD HH:mm', or a calendar date 'YYYY-MM-DD') as people
 * read it: '29 Nov 2026, 14:30'. Text that is neither is shown as given.
 */
export function formatWallClock(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!m) return formatDate(text);
  const date = formatDate(m[1] ?? '');
  return date === m[1] ? text : `${date}, ${m[2]}`;
}
