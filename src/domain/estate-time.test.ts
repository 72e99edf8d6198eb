import { describe, expect, it } from 'vitest';
import { estateDateTime, estateDateTimeSeconds, estateDayTime, estateTime, estateUtcOffset, estateWindow } from './estate-time';

describe('estate time with seconds and offset', () => {
  const at = Date.UTC(2021, 5, 29, 13, 43, 35, 900);

  it('reads the estate wall clock to the second (PayWeb3 TRANSACTION_DATE)', () => {
    expect(estateDateTime(at)).toBe('2021-06-29 15:43');
    expect(estateDateTimeSeconds(at)).toBe('2021-06-29 15:43:35');
    expect(estateDateTimeSeconds(Date.UTC(2026, 11, 31, 22, 0, 5))).toBe('2027-01-01 00:00:05');
  });

  it("gives Johannesburg's offset from the time-zone data at the instant", () => {
    expect(estateUtcOffset(at)).toBe('+02:00');
    expect(estateUtcOffset(Date.UTC(1943, 0, 15, 12))).toBe('+03:00'); // South African war-time daylight saving
  });
});

describe('a pass window in words (estate time, Africa/Johannesburg)', () => {
  // Saturday 6 December 2025, 12:00 at the estate (10:00 UTC).
  const now = Date.parse('2025-12-06T10:00:00Z');
  const at = (iso: string) => Date.parse(iso);

  it('names the day and both times of a window on one day', () => {
    expect(estateWindow(at('2025-12-06T12:00:00Z'), at('2025-12-06T16:00:00Z'), now)).toEqual({ state: 'not-yet', from: 'Sat 14:00', to: '18:00' });
    expect(estateWindow(at('2025-12-06T08:00:00Z'), at('2025-12-06T16:00:00Z'), now)).toEqual({ state: 'open', from: 'Sat 10:00', to: '18:00' });
  });

  it('names the end day when the window crosses midnight, and says when it ended', () => {
    expect(estateWindow(at('2025-12-05T18:00:00Z'), at('2025-12-06T08:00:00Z'), now)).toEqual({ state: 'ended', from: 'Fri 20:00', to: 'Sat 10:00' });
  });

  it('adds the date beyond six days, where a weekday alone would be ambiguous', () => {
    expect(estateDayTime(at('2025-12-13T12:00:00Z'), now)).toBe('Sat 13 Dec 14:00');
    expect(estateDayTime(at('2025-12-12T12:00:00Z'), now)).toBe('Fri 14:00');
  });

  it('reads the estate clock, not the device one: 23:30 UTC is the next day at the estate', () => {
    expect(estateDayTime(at('2025-12-06T23:30:00Z'), now)).toBe('Sun 01:30');
    expect(estateTime(at('2025-12-06T23:30:00Z'))).toBe('01:30');
  });
});
