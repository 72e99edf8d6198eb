import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatDateTimeRange, formatDateTimeWithOffset, formatTime, formatWallClock } from './locale-format';

const NBSP = '\u00a0';

describe('en-ZA dates and amounts', () => {
  it('writes rand with space-grouped thousands and a decimal comma', () => {
    expect([185000, 7, 123456789, 0, -15000].map(formatAmount)).toEqual(
      ['R 1 850,00', 'R 0,07', 'R 1 234 567,89', 'R 0,00', '-R 150,00'].map((s) => s.replaceAll(' ', NBSP)),
    );
  });
  it("shows an instant on the estate's calendar (Africa/Johannesburg), not the device's or UTC", () => {
    // 22:30 UTC on 28 Nov is already 29 Nov at the estate.
    expect(formatDate(Date.UTC(2026, 10, 28, 22, 30))).toBe('29 Nov 2026');
    expect(formatDateTime(Date.UTC(2026, 10, 28, 22, 30))).toBe('29 Nov 2026, 00:30');
    expect(formatDateTimeWithOffset(Date.UTC(2026, 0, 5, 8, 0))).toBe('05 Jan 2026, 10:00 (UTC+02:00)');
  });
  it('shows a calendar date as it is, and other text as given', () => {
    expect(formatDate('2026-12-01')).toBe('01 Dec 2026');
    expect(formatDate('2026-02-28')).toBe('28 Feb 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('en-ZA times and windows', () => {
  it('shows the time of day at the estate', () => {
    expect(formatTime(Date.UTC(2026, 10, 28, 22, 30))).toBe('00:30');
    expect(formatTime(Number.NaN)).toBe('');
  });
  it('writes a window within one day with its date once, across days with both', () => {
    // 29 Nov 2026 00:01 to 23:59 at the estate (UTC+2).
    expect(formatDateTimeRange(Date.UTC(2026, 10, 28, 22, 1), Date.UTC(2026, 10, 29, 21, 59))).toBe('29 Nov 2026, 00:01 – 23:59');
    expect(formatDateTimeRange(Date.UTC(2026, 10, 29, 12, 0), Date.UTC(2026, 10, 30, 8, 0))).toBe('29 Nov 2026, 14:00 – 30 Nov 2026, 10:00');
  });
  it('reads stored estate wall-clock text', () => {
    expect(formatWallClock('2026-10-07 09:05')).toBe('07 Oct 2026, 09:05');
    expect(formatWallClock('2026-10-07')).toBe('07 Oct 2026');
    expect(formatWallClock('2026-13-45 09:05')).toBe('2026-13-45 09:05');
    expect(formatWallClock('anytime')).toBe('anytime');
  });
});
