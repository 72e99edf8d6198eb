import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { clockOffsetMs, clockSample, forgetClockCache, isBetterSample, recordClockSample, serverNowMs } from './clock';

describe('device clock offset', () => {
  beforeEach(async () => {
    db.close();
    await db.delete();
    await db.open();
    forgetClockCache();
  });

  it('takes the midpoint of the round trip', () => {
    expect(clockSample(1000, 46_100, 1200)).toEqual({ offsetMs: 45_000, rttMs: 200, measuredAt: 1200 });
  });

  it('is 0 before the first measurement and corrects the device clock after it', async () => {
    expect(await clockOffsetMs()).toBe(0);
    await recordClockSample(clockSample(10_000, 55_050, 10_100));
    expect(await clockOffsetMs()).toBe(45_000);
    expect(await serverNowMs(20_000)).toBe(65_000);
    forgetClockCache();
    expect(await clockOffsetMs()).toBe(45_000); // kept in Dexie
  });

  it('keeps a precise sample over a much coarser one for a while, then takes the fresh one', () => {
    const precise = { offsetMs: 1000, rttMs: 40, measuredAt: 0 };
    expect(isBetterSample(precise, { offsetMs: 4000, rttMs: 6000, measuredAt: 60_000 })).toBe(false);
    expect(isBetterSample(precise, { offsetMs: 1100, rttMs: 60, measuredAt: 60_000 })).toBe(true);
    expect(isBetterSample(precise, { offsetMs: 4000, rttMs: 6000, measuredAt: 11 * 60_000 })).toBe(true);
    expect(isBetterSample(null, { offsetMs: 4000, rttMs: 20_000, measuredAt: 0 })).toBe(true);
    expect(isBetterSample(precise, { offsetMs: 4000, rttMs: 20_000, measuredAt: 11 * 60_000 })).toBe(false);
  });
});
