import webpush from 'web-push';
import type { AppContext, Job } from '../../context';
import type { Db } from '../../db/database';
import { PURGE_BATCH, reportPurged } from '../../lib/purge';
import * as repo from './push.repository';
import { vapidDetails, type VapidDetails } from './vapid.service';

/**
 * The push outbox: every push is a `push_outbox` row first, written in the transaction of the
 * notification it carries (push.service.ts), and sent from here after the commit: a first try by
 * the process that wrote it at once, then by the 'push outbox' job (one process of the fleet at a
 * time) with backoff. The request is made by web-push (VAPID, RFC 8291 aes128gcm) and sent with
 * fetch, so the tests' loopback push service may be plain http. 201/202: sent. 404/410: the
 * subscription no longer exists, it goes with its pushes not sent yet. 400/403/413 and other 4xx:
 * failed for good (logged). 429, 5xx and network errors: tried again (Retry-After respected), up to
 * PUSH_MAX_ATTEMPTS. A push older than its TTL is not sent any more.
 */

/** What the sender needs of the app's context, with the VAPID details it signs with. */
export type PushSender = Pick<AppContext, 'db' | 'config' | 'log'> & { vapid: VapidDetails };

/** A new push waits this long for its writer's first try before the outbox job takes it (a writer that died right after the commit). */
export const FIRST_TRY_WAIT_MS = 15_000;
/** A try in progress holds its row this long (longer than SEND_TIMEOUT_MS). */
const TRY_HOLD_MS = 60_000;
/** One request to a push service gives up after this long (a network error: tried again). */
const SEND_TIMEOUT_MS = 10_000;
/** The backoff between tries doubles up to this; a Retry-After is believed up to it too. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** Pushes one run of the job tries at most, and how many at once. */
const BATCH = 100;
const PARALLEL = 10;
/** How often the outbox job looks for due pushes. */
const OUTBOX_EVERY_MS = 5000;

/** The sender of each database's app, filled when the module's routes are registered (notify() has only the transaction). */
const senders = new WeakMap<Db, PushSender>();
/** First tries in flight, by database (tests and shutdown wait for them). */
const firstTries = new WeakMap<Db, Set<Promise<void>>>();

/** The app's sender, made once per database: the VAPID details are read (or made) then. */
export async function pushSenderOf(ctx: Pick<AppContext, 'db' | 'config' | 'log'>): Promise<PushSender> {
  const known = senders.get(ctx.db);
  if (known) return known;
  const sender: PushSender = { db: ctx.db, config: ctx.config, log: ctx.log, vapid: await vapidDetails(ctx.db, ctx.config) };
  senders.set(ctx.db, senders.get(ctx.db) ?? sender);
  return senders.get(ctx.db) ?? sender;
}

/**
 * The first try of pushes just committed, in the background (the write's answer does not wait for
 * push services). Without a sender for the database (a script's notify(), no app) the outbox job
 * sends them after FIRST_TRY_WAIT_MS.
 */
export function startFirstTries(db: Db, ids: readonly string[]): void {
  const sender = senders.get(db);
  if (!sender || ids.length === 0) return;
  const trying = inParallel(ids, (id) => tryPush(sender, id, Date.now(), true)).then(
    () => undefined,
    (error: unknown) => sender.log.error({ err: error }, 'push try could not be recorded; the push outbox tries it again'),
  );
  const inFlight = firstTries.get(db) ?? new Set<Promise<void>>();
  firstTries.set(db, inFlight);
  inFlight.add(trying);
  void trying.finally(() => inFlight.delete(trying));
}

/** Resolves once every first try begun so far on this database has ended. */
export async function pushFirstTriesSettled(db: Db): Promise<void> {
  await Promise.all([...(firstTries.get(db) ?? [])]);
}

type TryOutcome = 'sent' | 'retry' | 'failed' | 'gone' | 'skipped';

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(work));
}

/** Seconds or an HTTP date, as milliseconds from `now`; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*(\d+)\s*$/.exec(header)?.[1];
  if (seconds !== undefined) return Number(seconds) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The request web-push makes for one push, sent with fetch (no redirects followed: the endpoint was checked, where it leads was not). */
async function post(sender: PushSender, row: repo.PushRow, subscription: repo.SubscriptionRow): Promise<Response> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    row.payload,
    {
      vapidDetails: sender.vapid,
      TTL: Number(row.ttl_s),
      urgency: row.urgency === 'high' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  return fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

/**
 * One try of one push, if this process can claim it (`first`: the writer's own try, else a due
 * one). Each failed try is logged as a warning, a push failed for good as an error.
 */
async function tryPush(sender: PushSender, id: string, now: number, first: boolean): Promise<TryOutcome> {
  const { db, log } = sender;
  const row = await repo.claimPush(db, id, { now, holdUntil: now + TRY_HOLD_MS, first });
  if (!row) return 'skipped';
  const attempt = Number(row.attempts);
  const details = { pushId: id, attempts: attempt };
  const failed = async (error: string): Promise<TryOutcome> => {
    await repo.finishPushTry(db, id, attempt, { state: 'failed', error });
    log.error({ ...details, error }, 'push failed for good');
    return 'failed';
  };
  if (now > Number(row.created_at) + Number(row.ttl_s) * 1000) return failed('older than its TTL');
  const subscription = await repo.findSubscription(db, row.subscription_id);
  if (!subscription) return failed('the subscription was removed');
  let status: number;
  let retryAfter: string | null = null;
  let problem: string;
  try {
    const response = await post(sender, row, subscription);
    status = response.status;
    retryAfter = response.headers.get('retry-after');
    problem = `push service answered ${status}`;
    await response.body?.cancel();
  } catch (error) {
    status = 0;
    problem = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  }
  if (status === 201 || status === 202 || status === 200) {
    await repo.finishPushTry(db, id, attempt, { state: 'sent', at: now });
    return 'sent';
  }
  if (status === 404 || status === 410) {
    await repo.deleteSubscription(db, subscription.id);
    log.info({ ...details, subscriptionId: subscription.id, status }, 'push subscription expired; removed');
    return 'gone';
  }
  const transient = status === 0 || status === 429 || status >= 500;
  const { maxAttempts, retryBaseMs } = sender.config.push;
  if (!transient || attempt >= maxAttempts) return failed(problem);
  const backoff = Math.min(retryBaseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  const nextAttemptAt = now + Math.min(Math.max(backoff, retryAfterMs(retryAfter, now) ?? 0), MAX_BACKOFF_MS);
  await repo.finishPushTry(db, id, attempt, { state: 'pending', error: problem, nextAttemptAt });
  log.warn({ ...details, error: problem, nextAttemptAt }, 'push try failed; the push outbox tries it again');
  return 'retry';
}

/** Tries the pushes whose next try is due at `now`, oldest first, up to a batch. */
export async function sendDuePushes(sender: PushSender, now: number): Promise<Record<TryOutcome, number>> {
  const done: Record<TryOutcome, number> = { sent: 0, retry: 0, failed: 0, gone: 0, skipped: 0 };
  await inParallel(await repo.listDuePushIds(sender.db, now, BATCH), async (id) => {
    done[await tryPush(sender, id, now, false)] += 1;
  });
  return done;
}

/** The outbox's job: due pushes every few seconds, in one process of the fleet at a time (server/jobs.ts). */
export const pushOutboxJob: Job = {
  name: 'push outbox',
  everyMs: OUTBOX_EVERY_MS,
  async run(ctx) {
    await sendDuePushes(await pushSenderOf(ctx), Date.now());
  },
};

/** Sent and failed pushes go after PUSH_KEEP_DAYS. */
export const pushOutboxPurgeJob: Job = {
  name: 'push outbox purge',
  everyMs: 60 * 60_000,
  async run(ctx, log) {
    const deleted = await repo.purgePushes(ctx.db, Date.now() - ctx.config.push.keepMs, PURGE_BATCH);
    reportPurged(ctx, log, { push_outbox: deleted }, 'deleted sent and failed pushes past their keeping time');
  },
};

const watched = new WeakSet<AppContext['metrics']>();

/** The `push_outbox_messages{state}` gauge, read at scrape time (nothing while the database is away). */
export function watchPushOutbox(ctx: Pick<AppContext, 'db' | 'metrics'>): void {
  if (watched.has(ctx.metrics)) return;
  watched.add(ctx.metrics);
  ctx.metrics.gauge('push_outbox_messages', 'Push outbox rows by state', ['state'], async (set) => {
    const counts = await repo.countPushesByState(ctx.db).catch(() => undefined);
    if (!counts) return;
    for (const state of ['pending', 'sent', 'failed'] as const) set({ state }, counts.find((c) => c.state === state)?.count ?? 0);
  });
}
