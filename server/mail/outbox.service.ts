import crypto from 'node:crypto';
import type { AppContext, Job } from '../context';
import type { Db } from '../db/database';
import { afterCommit, type Trx } from '../sync/change-log';
import { PURGE_BATCH, reportPurged } from '../lib/purge';
import type { MailMessage } from './mailer';
import * as repo from './outbox.repository';

/** What the outbox needs of the app's context. */
type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>;

/** A new mail waits this long for its writer's own first try before the outbox job takes it (a writer that died right after the commit). */
const FIRST_TRY_WAIT_MS = 60_000;
/**
 * A try in progress holds its row this long: longer than an SMTP try can last (the timeouts in
 * smtp-mailer.ts), so no other process tries the same mail meanwhile; a process that dies in the
 * middle of a try gives the mail up after it.
 */
const TRY_HOLD_MS = 5 * 60_000;
/** The backoff between tries doubles up to this. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** Mails one run of the outbox job tries at most; the rest wait for the next run, seconds later. */
const BATCH = 50;
/** How often the outbox job looks for due mail. */
const OUTBOX_EVERY_MS = 5000;

/** First tries in flight, by database (tests wait for the SMTP ones, which nobody awaits). */
const firstTries = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Sends one mail through the durable outbox: a row in `mail_outbox`, then a first try. With `trx`
 * (a `writeTransaction`'s) the row is written in it and the try begins once it commits: a write
 * rolled back sends nothing, a write committed cannot lose its mail. With the stored mailbox the
 * first try is awaited (a test reads the mailbox when the call answers); with SMTP it runs in the
 * background, so an answer's timing does not depend on the mail server. A failed try is tried again
 * by the outbox job with backoff (`mailOutboxJob`). `what` names the mail's purpose in the logs and
 * the operator's list.
 */
export async function deliverMail(ctx: MailContext, message: MailMessage, what: string, trx?: Trx): Promise<void> {
  const now = Date.now();
  const row: repo.OutboxRow = {
    id: crypto.randomUUID(),
    to_address: message.to.trim(),
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    what,
    state: 'pending',
    attempts: 0,
    next_attempt_at: now + FIRST_TRY_WAIT_MS,
    last_attempt_at: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  };
  if (trx) {
    await repo.insertOutboxMail(trx, row);
    afterCommit(trx, () => firstTry(ctx, row.id));
    return;
  }
  await repo.insertOutboxMail(ctx.db, row);
  await firstTry(ctx, row.id);
}

function firstTry(ctx: MailContext, id: string): Promise<void> {
  const trying = tryMail(ctx, id, Date.now(), true).then(
    () => undefined,
    (error: unknown) => ctx.log.error({ err: error, mailId: id }, 'mail try could not be recorded; the outbox job tries it again'),
  );
  const inFlight = firstTries.get(ctx.db) ?? new Set<Promise<void>>();
  firstTries.set(ctx.db, inFlight);
  inFlight.add(trying);
  void trying.finally(() => inFlight.delete(trying));
  return ctx.mailer.kind === 'mailbox' ? trying : Promise.resolve();
}

/** Resolves once every first try begun so far on this database has ended (SMTP's run in the background). */
export async function firstTriesSettled(db: Db): Promise<void> {
  await Promise.all([...(firstTries.get(db) ?? [])]);
}

type TryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * One try of one mail, if this process can claim it (`first`: the writer's own try, else a due
 * one): sent, or pending again after the backoff, or failed once MAIL_MAX_ATTEMPTS tries have
 * failed. Each failed try is logged as a warning, the last as an error.
 */
async function tryMail(ctx: MailContext, id: string, now: number, first: boolean): Promise<TryOutcome> {
  const row = await repo.claimOutboxMail(ctx.db, id, { now, holdUntil: now + TRY_HOLD_MS, first });
  if (!row) return 'skipped';
  const attempt = Number(row.attempts);
  try {
    await ctx.mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
  } catch (error) {
    const details = { err: error, mailId: id, what: row.what, attempts: attempt };
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const { maxAttempts, retryBaseMs } = ctx.config.mailOutbox;
    if (attempt >= maxAttempts) {
      await repo.finishOutboxTry(ctx.db, id, attempt, { state: 'failed', error: message });
      ctx.log.error(details, 'mail failed for good; `npm run operator -- mail` lists it and retries it');
      return 'failed';
    }
    const nextAttemptAt = now + Math.min(retryBaseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
    await repo.finishOutboxTry(ctx.db, id, attempt, { state: 'pending', error: message, nextAttemptAt });
    ctx.log.warn({ ...details, nextAttemptAt }, 'mail try failed; the outbox tries it again');
    return 'retry';
  }
  await repo.finishOutboxTry(ctx.db, id, attempt, { state: 'sent', at: now });
  return 'sent';
}

/**
 * Tries the mails whose next try is due at `now`, oldest first, up to a batch. A run stops at its
 * first failed try (the mail server is likely away); the others keep their turn for the next run.
 */
export async function sendDueMail(ctx: MailContext, now: number): Promise<Record<TryOutcome, number>> {
  const done: Record<TryOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  for (const id of await repo.listDueOutboxIds(ctx.db, now, BATCH)) {
    const outcome = await tryMail(ctx, id, now, false);
    done[outcome] += 1;
    if (outcome === 'retry' || outcome === 'failed') break;
  }
  return done;
}

/** Deletes sent rows older than MAIL_KEEP_SENT_DAYS and failed ones last tried before MAIL_KEEP_FAILED_DAYS, `batch` per statement. */
export async function purgeOutbox(ctx: Pick<AppContext, 'db' | 'config'>, now: number, batch = PURGE_BATCH): Promise<number> {
  const { keepSentMs, keepFailedMs } = ctx.config.mailOutbox;
  return repo.purgeOutbox(ctx.db, now - keepSentMs, now - keepFailedMs, batch);
}

/** The outbox's job: due mail every few seconds, in one process of the fleet at a time (server/jobs.ts). */
export const mailOutboxJob: Job = {
  name: 'mail outbox',
  everyMs: OUTBOX_EVERY_MS,
  async run(ctx) {
    await sendDueMail(ctx, Date.now());
  },
};

export const mailOutboxPurgeJob: Job = {
  name: 'mail outbox purge',
  everyMs: 60 * 60_000,
  async run(ctx, log) {
    reportPurged(ctx, log, { mail_outbox: await purgeOutbox(ctx, Date.now()) }, 'deleted sent and failed mails past their keeping time');
  },
};

/**
 * The `mail_outbox_messages{state}` gauge, read at scrape time. A scrape while the database is away
 * shows no outbox figures rather than failing the whole page.
 */
export function watchOutbox(ctx: Pick<AppContext, 'db' | 'metrics'>): void {
  ctx.metrics.gauge('mail_outbox_messages', 'Mail outbox rows by state', ['state'], async (set) => {
    const counts = await repo.countOutboxByState(ctx.db).catch(() => undefined);
    if (!counts) return;
    for (const state of ['pending', 'sent', 'failed'] as const) set({ state }, counts.find((c) => c.state === state)?.count ?? 0);
  });
}

/** An account's deletion: every mail to its address goes, in the deletion's transaction (its farewell is written after). */
export async function forgetMailTo(trx: Trx, address: string): Promise<void> {
  await repo.deleteOutboxMailTo(trx, address);
}

/** The operator's list (scripts/operator.ts): pending and failed mails, oldest first. */
export function listOpenMail(db: Db, limit = 500): Promise<repo.OpenOutboxMail[]> {
  return repo.listOpenOutboxMail(db, limit);
}

/** The operator's retry: one mail by id, or every failed one, due now with a full set of tries. Answers how many. */
export function requeueMail(db: Db, which: { id: string } | 'all-failed', now = Date.now()): Promise<number> {
  return repo.requeueOutboxMail(db, which, now);
}
