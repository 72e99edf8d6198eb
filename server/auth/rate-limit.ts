import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Fixed-window counters in the `rate_limits` table, so every server process sharing the
 * database sees the same counts. One row per key: the window start and the count in it.
 *
 * Sign-in counts failures only (per e-mail and per IP) and checks them before the password
 * is verified; a successful sign-in clears the e-mail's counter. Lockout is limited to the
 * window (15 minutes) so a malicious stream of failures cannot lock an account for longer,
 * and the per-IP limit caps credential stuffing across many accounts.
 */
export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

export const LIMITS = {
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 50, windowMs: 15 * 60_000 },
  forgotPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { limit: 20, windowMs: 60 * 60_000 },
} as const;

/** Counts one event for `key`; allowed while the count in the current window is <= limit. */
export async function hit(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const expired = sql<boolean>`rate_limits.window_start <= ${now - windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const windowStart = Number(row.window_start);
  return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : Math.max(0, windowStart + windowMs - now) };
}

/** Reads without counting: refused once `limit` events are already in the current window. */
export async function check(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row) return { allowed: true, retryAfterMs: 0 };
  const windowStart = Number(row.window_start);
  if (windowStart <= now - windowMs || Number(row.count) < limit) return { allowed: true, retryAfterMs: 0 };
  return { allowed: false, retryAfterMs: Math.max(0, windowStart + windowMs - now) };
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
