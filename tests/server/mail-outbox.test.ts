import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { deliverMail, firstTriesSettled, purgeOutbox, requeueMail, sendDueMail } from '../../server/mail/outbox.service';
import { writeTransaction } from '../../server/sync/change-log';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';

const dialects = await availableDialects();
const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60_000;

type LogLine = { level: number; msg: string; mailId?: string; what?: string; attempts?: number };

/** The app's context with a logger whose lines the test reads (the test apps log nothing). */
function withLogCapture(t: TestApp): { ctx: AppContext; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } } }).log;
  return { ctx: { ...t.ctx, log: logger }, lines };
}

const outboxRow = (t: TestApp, subject: string) => t.ctx.db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
const mail = (subject: string) => ({ to: 'resident@example.com', subject, text: `${subject}: the text`, html: `<p>${subject}</p>` });
const none = { sent: 0, retry: 0, failed: 0, skipped: 0 };

describe.each(dialects)('mail outbox with a mail server that refuses (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let ctx: AppContext;
  let lines: LogLine[];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No boot jobs: the test drives the outbox itself, with a clock of its own.
    t = await buildTestApp(dialect, { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_S: '30' }, { seed: false, jobs: false });
    ({ ctx, lines } = withLogCapture(t));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tries again after each refusal, waiting twice as long each time, and sends on the third try', async () => {
    const before = smtp.tries();
    smtp.refuse((n) => n <= before + 2);
    await deliverMail(ctx, mail('Retried'), 'test mail');
    // With SMTP the first try runs in the background, as an API call's would.
    await firstTriesSettled(ctx.db);
    const first = await outboxRow(t, 'Retried');
    expect(first).toMatchObject({ state: 'pending', what: 'test mail', sent_at: null });
    expect(Number(first.attempts)).toBe(1);
    expect(first.last_error).toContain('451 4.3.0 Try again later');
    const firstTry = Number(first.last_attempt_at);
    expect(Number(first.next_attempt_at) - firstTry).toBe(30_000);

    // Not due yet: nothing is tried.
    expect(await sendDueMail(ctx, firstTry + 29_999)).toEqual(none);
    expect(smtp.tries()).toBe(before + 1);
    expect(await sendDueMail(ctx, firstTry + 30_000)).toEqual({ ...none, retry: 1 });
    const second = await outboxRow(t, 'Retried');
    expect(Number(second.attempts)).toBe(2);
    expect(Number(second.next_attempt_at)).toBe(firstTry + 30_000 + 60_000);
    expect(await sendDueMail(ctx, firstTry + 89_999)).toEqual(none);
    expect(await sendDueMail(ctx, firstTry + 90_000)).toEqual({ ...none, sent: 1 });

    const sent = await outboxRow(t, 'Retried');
    // Sent: the body (a link, a code) leaves the database; the address and subject stay a few days.
    expect(sent).toMatchObject({ state: 'sent', sent_at: firstTry + 90_000, text_body: '', html_body: '', to_address: 'resident@example.com' });
    expect(Number(sent.attempts)).toBe(3);
    expect(smtp.tries()).toBe(before + 3);
    const delivered = smtp.received.filter((m) => m.data.includes('Subject: Retried'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual(['<resident@example.com>']);
    expect(delivered[0]?.data).toContain('Retried: the text');

    const logged = lines.filter((l) => l.mailId === sent.id);
    expect(logged.map((l) => [l.level, l.attempts, l.what])).toEqual([
      [40, 1, 'test mail'],
      [40, 2, 'test mail'],
    ]);
    // The log names the mail by id, never its address.
    expect(JSON.stringify(logged)).not.toContain('resident@example.com');
  });

  it('marks a mail failed after MAIL_MAX_ATTEMPTS tries, logs it as an error, and tries it no more until the operator queues it again', async () => {
    smtp.refuse(() => true);
    await deliverMail(ctx, mail('Refused'), 'test mail');
    await firstTriesSettled(ctx.db);
    const firstTry = Number((await outboxRow(t, 'Refused')).last_attempt_at);
    expect(await sendDueMail(ctx, firstTry + 30_000)).toEqual({ ...none, retry: 1 });
    expect(await sendDueMail(ctx, firstTry + 90_000)).toEqual({ ...none, failed: 1 });
    const failed = await outboxRow(t, 'Refused');
    expect(failed).toMatchObject({ state: 'failed', sent_at: null, text_body: 'Refused: the text' });
    expect(Number(failed.attempts)).toBe(3);
    expect(lines.filter((l) => l.mailId === failed.id).map((l) => l.level)).toEqual([40, 40, 50]);
    expect(lines.find((l) => l.mailId === failed.id && l.level === 50)?.msg).toMatch(/failed for good.*npm run operator -- mail/);

    const tries = smtp.tries();
    expect(await sendDueMail(ctx, firstTry + 365 * DAY_MS)).toEqual(none);
    expect(smtp.tries()).toBe(tries);

    smtp.refuse(() => false);
    expect(await requeueMail(ctx.db, 'all-failed', firstTry + 100_000)).toBe(1);
    expect(await outboxRow(t, 'Refused')).toMatchObject({ state: 'pending', attempts: 0, next_attempt_at: firstTry + 100_000 });
    expect(await sendDueMail(ctx, firstTry + 100_000)).toEqual({ ...none, sent: 1 });
    expect(await outboxRow(t, 'Refused')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await requeueMail(ctx.db, { id: failed.id })).toBe(0);
  });

  it('sends nothing for a write rolled back, and the mail of a committed one', async () => {
    smtp.refuse(() => false);
    await expect(
      writeTransaction(ctx.db, async (trx) => {
        await deliverMail(ctx, mail('Rolled back'), 'test mail', trx);
        throw new Error('the write is refused');
      }),
    ).rejects.toThrow('the write is refused');
    await writeTransaction(ctx.db, (trx) => deliverMail(ctx, mail('Committed'), 'test mail', trx));
    await firstTriesSettled(ctx.db);
    expect(await sendDueMail(ctx, Date.now() + 365 * DAY_MS)).toEqual(none);
    expect(await t.ctx.db.selectFrom('mail_outbox').select('subject').where('subject', 'in', ['Rolled back', 'Committed']).execute()).toEqual([
      { subject: 'Committed' },
    ]);
    expect(smtp.received.filter((m) => m.data.includes('Subject: Rolled back'))).toEqual([]);
    expect(smtp.received.filter((m) => m.data.includes('Subject: Committed'))).toHaveLength(1);
  });

  it('counts the outbox by state for /metrics', async () => {
    await t.ctx.db
      .insertInto('mail_outbox')
      .values(outboxValues('Waiting', 'pending', Date.now()))
      .execute();
    const counts = await t.ctx.db
      .selectFrom('mail_outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
    const page = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(page).toContain('# TYPE mail_outbox_messages gauge');
    for (const state of ['pending', 'sent', 'failed']) expect(page).toContain(`mail_outbox_messages{state="${state}"} ${count(state)}`);
    expect(count('pending')).toBeGreaterThan(0);
  });

  it('deletes sent rows after MAIL_KEEP_SENT_DAYS and failed ones after MAIL_KEEP_FAILED_DAYS; pending ones stay', async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    const now = 10_000 * DAY_MS;
    await t.ctx.db
      .insertInto('mail_outbox')
      .values([
        outboxValues('sent 4 days ago', 'sent', now - 4 * DAY_MS),
        outboxValues('sent 2 days ago', 'sent', now - 2 * DAY_MS),
        outboxValues('failed 15 days ago', 'failed', now - 15 * DAY_MS),
        outboxValues('failed 13 days ago', 'failed', now - 13 * DAY_MS),
        outboxValues('pending for 30 days', 'pending', now - 30 * DAY_MS),
      ])
      .execute();
    expect(await purgeOutbox(t.ctx, now)).toBe(2);
    const left = await t.ctx.db.selectFrom('mail_outbox').select('subject').orderBy('subject').execute();
    expect(left.map((r) => r.subject)).toEqual(['failed 13 days ago', 'pending for 30 days', 'sent 2 days ago']);
  });
});

/** An outbox row in a given state whose last event (sent, last try, creation) was at `at`. */
function outboxValues(subject: string, state: 'pending' | 'sent' | 'failed', at: number) {
  return {
    id: `test-${subject.replace(/\W+/g, '-')}`,
    to_address: 'someone@example.com',
    subject,
    text_body: state === 'sent' ? '' : 'text',
    html_body: '',
    what: 'test mail',
    state,
    attempts: state === 'pending' ? 0 : 1,
    next_attempt_at: state === 'pending' ? at + 365 * DAY_MS : at,
    last_attempt_at: state === 'pending' ? null : at,
    last_error: state === 'failed' ? '451 4.3.0 Try again later' : null,
    created_at: at,
    sent_at: state === 'sent' ? at : null,
  };
}

describe.each(dialects)('the stored mailbox through the outbox (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false, jobs: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the mail in the mailbox when the write that sent it answers, and none for a write rolled back', async () => {
    await writeTransaction(t.ctx.db, (trx) => deliverMail(t.ctx, { ...mail('Kept'), to: 'Box@Example.com' }, 'test mail', trx));
    expect((await listMailbox(t.ctx.db, 'box@example.com')).map((m) => m.subject)).toEqual(['Kept']);
    await expect(
      writeTransaction(t.ctx.db, async (trx) => {
        await deliverMail(t.ctx, { ...mail('Dropped'), to: 'box@example.com' }, 'test mail', trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await sendDueMail(t.ctx, Date.now() + DAY_MS)).toEqual(none);
    expect((await listMailbox(t.ctx.db, 'box@example.com')).map((m) => m.subject)).toEqual(['Kept']);
    expect(await outboxRow(t, 'Kept')).toMatchObject({ state: 'sent', attempts: 1, text_body: '' });
  });
});

describe('npm run operator -- mail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtp.refuse(() => true);
    t = await buildTestApp('sqlite', { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '1' }, { seed: false, jobs: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lists pending and failed mails with their tries and last error, and queues them again', async () => {
    await deliverMail(t.ctx, { ...mail('Your gate pass'), to: 'visitor@example.com' }, 'letting pass mail');
    await firstTriesSettled(t.ctx.db);
    await t.ctx.db
      .insertInto('mail_outbox')
      .values(outboxValues('Still waiting', 'pending', Date.now()))
      .execute();
    await t.ctx.db
      .insertInto('mail_outbox')
      .values(outboxValues('Already sent', 'sent', Date.now()))
      .execute();
    const failed = await outboxRow(t, 'Your gate pass');
    expect(failed.state).toBe('failed');

    const env: Record<string, string> = { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' } as Record<string, string>;
    delete env.DATABASE_URL;
    const root = path.resolve(import.meta.dirname, '../..');
    const operator = (...args: string[]) => run('node', ['--import', 'tsx', 'scripts/operator.ts', ...args], { cwd: root, env });

    const list = (await operator('mail')).stdout;
    expect(list).toContain(`${failed.id}  FAILED  1 try`);
    expect(list).toContain('to:       visitor@example.com');
    expect(list).toContain('subject:  Your gate pass (letting pass mail');
    expect(list).toContain('error:    Mail command failed: 451 4.3.0 Try again later');
    expect(list).toContain('Still waiting');
    expect(list).not.toContain('Already sent');
    expect(list).toContain('1 pending, 1 failed.');

    expect((await operator('mail', 'retry', failed.id)).stdout).toContain('Queued 1 mail again');
    expect(await outboxRow(t, 'Your gate pass')).toMatchObject({ state: 'pending', attempts: 0 });
    await expect(operator('mail', 'retry', 'all-failed')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No failed mail to retry.') });
    await expect(operator('mail', 'resend')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('npm run operator -- mail retry <id|all-failed>'),
    });
  }, 120_000);
});
