import { estateDateTime, estateUtcOffset } from '../../domain/estate-time';

const monthFormat = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bill's period 'YYYY-MM' as 'November 2026'. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/**
 * A payment's time as the history shows it (spec 3 section 9: payment timestamps show a UTC
 * offset): estate time 'YYYY-MM-DD HH:mm' with the offset the time-zone data gives at that instant.
 */
export function paymentTimestamp(seconds: number): string {
  const ms = seconds * 1000;
  return `${estateDateTime(ms)} (UTC${estateUtcOffset(ms)})`;
}
