import { db, META } from '../db/db';

/**
 * This device's clock against the server's. Every pull carries the server's time; the
 * offset is `serverTime - (sent + received) / 2`, so its error is at most half the round
 * trip. Gate codes are stamped (resident) and checked (guard) in corrected time
 * (`Date.now() + offsetMs`), so two phones whose clocks drift apart still agree.
 */
export type ClockSample = {
  /** Add to the device clock to get server time, in ms. */
  offsetMs: number;
  /** Round trip of the request the sample came from, in ms (the sample's error is at most half). */
  rttMs: number;
  /** Device time of the measurement, epoch ms. */
  measuredAt: number;
};

/** A sample whose round trip took longer than this is too coarse to replace a better one. */
const MAX_USEFUL_RTT_MS = 10_000;
/** A better (shorter round trip) sample is kept over a worse new one for this long. */
const KEEP_BETTER_SAMPLE_MS = 10 * 60_000;

export function clockSample(sentMs: number, serverTimeMs: number, receivedMs: number): ClockSample {
  return { offsetMs: Math.round(serverTimeMs - (sentMs + receivedMs) / 2), rttMs: Math.max(0, receivedMs - sentMs), measuredAt: receivedMs };
}

let cached: ClockSample | null | undefined;

function isSample(value: unknown): value is ClockSample {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return typeof s.offsetMs === 'number' && Number.isFinite(s.offsetMs) && typeof s.rttMs === 'number' && typeof s.measuredAt === 'number';
}

/** Whether `next` should replace `current`: a fresher or at least as precise measurement wins. */
export function isBetterSample(current: ClockSample | null | undefined, next: ClockSample): boolean {
  if (next.rttMs > MAX_USEFUL_RTT_MS) return !current;
  if (!current) return true;
  if (next.rttMs <= current.rttMs * 2 + 50) return true;
  return next.measuredAt - current.measuredAt > KEEP_BETTER_SAMPLE_MS || next.measuredAt < current.measuredAt;
}

/** Stores a measurement (from a pull or any call that answers the server's time). */
export async function recordClockSample(sample: ClockSample): Promise<void> {
  const current = await readClockSample();
  if (!isBetterSample(current, sample)) return;
  cached = sample;
  await db.meta.put({ key: META.clockOffset, value: sample });
}

/** The last kept measurement, or null when this device has never reached the server. */
export async function readClockSample(): Promise<ClockSample | null> {
  if (cached !== undefined) return cached;
  const row = await db.meta.get(META.clockOffset);
  cached = isSample(row?.value) ? row.value : null;
  return cached;
}

/** Milliseconds to add to `Date.now()` for server time (0 until the first measurement). */
export async function clockOffsetMs(): Promise<number> {
  return (await readClockSample())?.offsetMs ?? 0;
}

/** Server time now, in epoch ms, from the device clock and the stored offset. */
export async function serverNowMs(deviceNowMs = Date.now()): Promise<number> {
  return deviceNowMs + (await clockOffsetMs());
}

/** Forgets the in-memory copy (tests that delete the database, sign-out). */
export function forgetClockCache(): void {
  cached = undefined;
}
