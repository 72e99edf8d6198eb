import { describe, expect, it } from 'vitest';
import { estateDateTime, estateDateTimeSeconds, estateDateTimeWithOffset, estateUtcOffset } from './estate-time';

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

  it('writes a payment time with its offset as the payment screens show it', () => {
    expect(estateDateTimeWithOffset(at)).toBe('2021-06-29 15:43 (UTC+02:00)');
  });
});
