/**
 * Estate time, shared by the app and the server (spec 2: invite date-times 'YYYY-MM-DD HH:mm' are the estate's local time). The
 * estates are in South Africa (Africa/Johannesburg); the offset is read from the time-zone data,
 * not assumed.
 */
export const ESTATE_TIME_ZONE = 'Africa/Johannesburg';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ESTATE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The estate's wall clock at `ms`: 'YYYY-MM-DD', 'HH:mm' and the offset from UTC in ms. */
function wallClock(ms: number): { date: string; time: string; offsetMs: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { date, time, offsetMs: asUtc - Math.floor(ms / 1000) * 1000 };
}

/** The estate's wall clock at an instant: its date and the minutes since its midnight. */
export type EstateClock = { date: string; minutes: number };

export function estateClock(now: Date): EstateClock {
  const { date, time } = wallClock(now.getTime());
  return { date, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) };
}

/** Today's date ('YYYY-MM-DD') at the estates. */
export const estateDate = (ms: number = Date.now()): string => wallClock(ms).date;

/** 'YYYY-MM-DD HH:mm' estate time of an instant (epoch ms). */
export function estateDateTime(ms: number): string {
  const { date, time } = wallClock(ms);
  return `${date} ${time}`;
}

/** 'YYYY-MM-DD HH:mm:ss' estate time of an instant (epoch ms; PayWeb3's TRANSACTION_DATE). */
export function estateDateTimeSeconds(ms: number): string {
  return `${estateDateTime(ms)}:${String(new Date(ms).getUTCSeconds()).padStart(2, '0')}`;
}

/** The estate's offset from UTC at an instant, as '+02:00' (read from the time-zone data). */
export function estateUtcOffset(ms: number): string {
  const minutes = Math.round(wallClock(ms).offsetMs / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** True when 'YYYY-MM-DD' is a real calendar date. */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The instant (epoch ms) of 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DD', midnight) estate time; NaN when not a real date-time. */
export function estateInstant(text: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})(?: ([01]\d|2[0-3]):([0-5]\d))?$/.exec(text);
  if (!m || !isRealDate(m[1] ?? '')) return Number.NaN;
  const [y, mo, d] = (m[1] ?? '').split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, mo - 1, d, Number(m[2] ?? 0), Number(m[3] ?? 0));
  // The offset at the naive instant, then once more at the corrected one (a change of offset between them).
  const first = naive - wallClock(naive).offsetMs;
  return naive - wallClock(first).offsetMs;
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole months; a day past the month's end becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1 + months, d));
  if (shifted.getUTCDate() !== d) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ESTATE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/**
 * An instant as a guard reads it at the gate, estate time: 'Sat 14:00' within six days of `nowMs`,
 * 'Sat 6 Dec 14:00' further away (a weekday alone would be ambiguous).
 */
export function estateDayTime(ms: number, nowMs: number): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const near = Math.abs(daysBetween(estateDate(nowMs), estateDate(ms))) <= 6;
  return `${near ? parts.weekday : `${parts.weekday} ${parts.day} ${parts.month}`} ${wallClock(ms).time}`;
}

/**
 * A pass's window in words' parts, estate time: whether it has not begun, is open or has ended at
 * `nowMs`; its start ('Sat 14:00') and its end ('18:00' on the start's day, else 'Sun 10:00').
 */
export type EstateWindow = { state: 'not-yet' | 'open' | 'ended'; from: string; to: string };

export function estateWindow(fromMs: number, toMs: number, nowMs: number): EstateWindow {
  const sameDay = estateDate(fromMs) === estateDate(toMs);
  return {
    state: nowMs < fromMs ? 'not-yet' : nowMs > toMs ? 'ended' : 'open',
    from: estateDayTime(fromMs, nowMs),
    to: sameDay ? wallClock(toMs).time : estateDayTime(toMs, nowMs),
  };
}

/** 'HH:mm' estate time of an instant (epoch ms). */
export const estateTime = (ms: number): string => wallClock(ms).time;
