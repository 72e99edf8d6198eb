import { sql } from 'kysely';
import type { Db } from '../db/database';
import { PURGE_BATCH } from '../lib/purge';

/**
 * Fixed-window counters in the `rate_limits` table, so every server process sharing the
 * database sees the same counts. One row per key: the window start and the count in it; the
 * auth module's hourly job deletes it once its window has passed (`purgePassedWindows`).
 *
 * Every limit counts BEFORE the expensive work (a 128 MiB scrypt), with one atomic `hit`
 * (insert-or-increment returning the new count): of any number of parallel attempts at most
 * `limit` get through, and nothing is hashed for the rest. Sign-in counts every attempt per
 * e-mail (known or not) and per client address (the TCP peer, or X-Forwarded-For only from
 * a proxy named in TRUST_PROXY); a successful sign-in clears the e-mail's counter and gives
 * its address count back. Once an e-mail's limit is reached even the right password waits
 * for the window (15 minutes), so a stream of failures cannot lock an account for longer,
 * and the per-address limit caps credential stuffing across many accounts.
 */
export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

export const LIMITS = {
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 50, windowMs: 15 * 60_000 },
  forgotPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /** Sign-up (issue 26): accounts made per address and per e-mail, counted before the password hash. */
  signUpPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  signUpPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /** Verification mails a signed-in user may ask for (sign-up's own mail not counted). */
  verifyResendPerUser: { limit: 3, windowMs: 60 * 60_000 },
  /** The public verification link, tried per client address (the token is the credential). */
  verifyLinkPerIp: { limit: 60, windowMs: 15 * 60_000 },
} as const;

/**
 * The longest window a limit may have. A counter whose window began longer ago than this has
 * passed it whatever its limit: the purge deletes it (a `hit` would have started it over anyway).
 */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/** Counts one event for `key`; allowed while the count in the current window is <= limit. */
export async function hit(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  if (windowMs > LONGEST_WINDOW_MS) throw new Error(`A rate-limit window may last at most ${LONGEST_WINDOW_MS} ms (the purge of passed windows counts on it)`);
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

/** Gives one counted event back (a success that should not use up the limit). */
export async function refund(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`rate_limits.count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Clears several counters at once (a deleted account's). */
export async function resetKeys(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

/**
 * Deletes the counters whose window has passed (began LONGEST_WINDOW_MS or more before `now`),
 * `batch` per statement, walking the keys in order; a counter hit meanwhile (a new window) stays.
 * Answers how many went.
 */
export async function purgePassedWindows(db: Db, now = Date.now(), batch = PURGE_BATCH): Promise<number> {
  const before = now - LONGEST_WINDOW_MS;
  let after = '';
  let deleted = 0;
  for (;;) {
    const keys = (
      await db.selectFrom('rate_limits').select('key').where('key', '>', after).where('window_start', '<=', before).orderBy('key').limit(batch).execute()
    ).map((r) => r.key);
    if (keys.length === 0) return deleted;
    const result = await db.deleteFrom('rate_limits').where('key', 'in', keys).where('window_start', '<=', before).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (keys.length < batch) return deleted;
    after = keys[keys.length - 1] ?? after;
  }
}
