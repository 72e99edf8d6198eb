const monthFormat = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bill's period 'YYYY-MM' as 'November 2026'. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}
