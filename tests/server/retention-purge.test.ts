import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import { hit, LONGEST_WINDOW_MS, purgePassedWindows } from '../../server/auth/rate-limit';
import { hashToken } from '../../server/auth/tokens';
import type { AppContext, JobLog } from '../../server/context';
import { runJobOnce, serverJobs } from '../../server/jobs';
import { listMailbox, purgeMailbox } from '../../server/mail/mailbox-mailer';
import { purgeOutbox } from '../../server/mail/outbox.service';
import { purgeOldGateEvents } from '../../server/modules/access/gate-retention.service';
import { purgeEndedSessions } from '../../server/modules/auth/sessions.service';
import { markRead, notify, notifyEstate, purgeOldNotifications } from '../../server/modules/notifications/notifications.service';
import { writeTransaction } from '../../server/sync/change-log';
import { GUARD, MANAGER, RESIDENT, useCast } from '../helpers/cast';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';

const dialects = await availableDialects();
const DAY_MS = 24 * 60 * 60_000;
const WC = 91;
const quiet: JobLog = { info: () => undefined, error: () => undefined };
const id = (prefix: string) => `${prefix}-${crypto.randomBytes(6).toString('hex')}`;

/**
 * Bounded history (issue 28): each retention purge deletes exactly the rows past their keeping
 * time, batch after batch until none is left, and keeps the rest; synced rows leave the change log
 * with them and no tombstone is written; every purge is a job its module declares.
 */
describe.each(dialects)('retention purges (%s)', (dialect) => {
  const {
    t,
    people: [resident, guard],
  } = useCast(dialect, [RESIDENT, GUARD, MANAGER]);

  const logRows = (table: string, rowIds: readonly string[]) =>
    t.ctx.db.selectFrom('change_log').select(['row_id', 'op']).where('tbl', '=', table).where('row_id', 'in', rowIds).execute();

  it('deletes notifications older than 30 days with their change-log rows and no tombstone, in batches, keeping the newer ones', async () => {
    const now = Date.now();
    const made = await writeTransaction(t.ctx.db, async (trx) => {
      const at = async (title: string, ageMs: number) =>
        (await notify(trx, { userId: resident.userId, type: 'HOA', title, createdAt: now - ageMs })).notificationId;
      return {
        old: [await at('Old 1', 31 * DAY_MS), await at('Old 2', 45 * DAY_MS), await at('Old 3', 400 * DAY_MS)],
        kept: [await at('Exactly 30 days', 30 * DAY_MS), await at('Recent', 29 * DAY_MS)],
      };
    });
    const before = await pullAll(t.app, resident);
    const tombstonesBefore = await t.ctx.db.selectFrom('change_log').select('v').where('op', '=', 'del').execute();

    // Two rows a batch: three old ones take two batches, the second short.
    expect(await purgeOldNotifications(t.ctx.db, now, 2)).toEqual({ notifications: 3, change_log: 3, estate_notices: 0 });

    const left = await t.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('id', 'in', [...made.old, ...made.kept])
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([...made.kept].sort());
    expect(await logRows('notifications', made.old)).toEqual([]);
    expect((await logRows('notifications', made.kept)).map((r) => r.op)).toEqual(['put', 'put']);
    expect(await t.ctx.db.selectFrom('change_log').select('v').where('op', '=', 'del').execute()).toEqual(tombstonesBefore);
    // A device that had them hears nothing (it ages them itself); a new device never gets them.
    const since = await pullAll(t.app, resident, 1000, before.last.cursor, before.last.scopes);
    expect(since.changes.filter((c) => c.table === 'notifications')).toEqual([]);
    const fresh = (await pullAll(t.app, resident)).changes.filter((c) => c.table === 'notifications').map((c) => c.id);
    expect(fresh).toEqual(expect.arrayContaining(made.kept));
    expect(fresh.some((x) => made.old.includes(x))).toBe(false);
    expect(await purgeOldNotifications(t.ctx.db, now, 2)).toEqual({ notifications: 0, change_log: 0, estate_notices: 0 });
  });

  it("deletes estate notices older than 30 days with each member's read state and their change-log rows, keeping newer ones", async () => {
    const now = Date.now();
    const [old, kept] = await writeTransaction(t.ctx.db, async (trx) => [
      await notifyEstate(trx, WC, { type: 'Estate Manager', title: 'Old notice', createdAt: now - 31 * DAY_MS }),
      await notifyEstate(trx, WC, { type: 'Estate Manager', title: 'New notice', createdAt: now - DAY_MS }),
    ]);
    const ids = [old?.notificationId ?? '', kept?.notificationId ?? ''];
    for (const noticeId of ids) await writeTransaction(t.ctx.db, (trx) => markRead(trx, resident.userId, { notificationId: noticeId }));
    expect((await logRows('notifications', ids)).length).toBe(2);

    // (The test before left a notification exactly 30 days old, now a moment older: it goes too.)
    expect(await purgeOldNotifications(t.ctx.db, now, 2)).toMatchObject({ estate_notices: 1 });

    const notices = await t.ctx.db.selectFrom('estate_notices').select('id').where('id', 'in', ids).execute();
    expect(notices.map((n) => n.id)).toEqual([ids[1]]);
    const reads = await t.ctx.db.selectFrom('estate_notice_reads').select('notice_id').where('notice_id', 'in', ids).execute();
    expect(reads.map((r) => r.notice_id)).toEqual([ids[1]]);
    expect((await logRows('estateNotices', ids)).map((r) => r.row_id)).toEqual([ids[1]]);
    expect((await logRows('notifications', ids)).map((r) => r.row_id)).toEqual([ids[1]]);
  });

  it("deletes residents' gate events and their visitor-log lines past GATE_LOG_KEEP_DAYS, without tombstones; pass lines and newer ones stay", async () => {
    const now = Date.now();
    const event = (scannedAt: number) => ({
      id: id('evt'),
      estateId: WC,
      decision: 'ALLOW',
      reason: 'ok',
      credId: 'cred-0001',
      residentUserId: resident.userId,
      t: 875000000,
      scannedAt,
    });
    const old = [event(now - 400 * DAY_MS), event(now - 366 * DAY_MS), event(now - 380 * DAY_MS)];
    const month = event(now - 40 * DAY_MS);
    const recent = event(now - 60_000);
    const all = [...old, month, recent];
    const pushed = await push(
      t.app,
      guard,
      id('console'),
      all.map((args, i) => ({ id: i + 1, name: 'gate.recordEvent', args })),
    );
    expect(pushed.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    // A pass's line as old: the invites module's, kept for the estate's visitor retention.
    const passLine = id('use');
    await t.ctx.db
      .insertInto('gate_log')
      .values({
        id: passLine,
        estate_id: WC,
        kind: 'pass',
        pass_kind: 'visitor',
        person_name: 'Ayanda Zulu',
        person_user_id: '',
        unit_no: '12',
        zone_id: 0,
        decision: 'ALLOW',
        reason: 'ok',
        guard_user_id: guard.userId,
        guard_name: 'Sipho Dlamini',
        decided_at: now - 400 * DAY_MS,
        synced_at: now - 400 * DAY_MS,
      })
      .execute();
    const oldIds = old.map((e) => e.id);
    expect(await logRows('gateEvents', oldIds)).toHaveLength(3);
    expect(await logRows('gateLog', oldIds)).toHaveLength(3);

    // The default keeps a year (365 days); one event a batch: the loop runs until none is left.
    expect(await purgeOldGateEvents(t.ctx, now, 1)).toEqual({ gate_events: 3, gate_log: 3, change_log: 6 });
    const events = await t.ctx.db.selectFrom('gate_events').select('id').where('estate_id', '=', WC).execute();
    expect(events.map((r) => r.id).sort()).toEqual([month.id, recent.id].sort());
    const lines = await t.ctx.db.selectFrom('gate_log').select('id').where('estate_id', '=', WC).execute();
    expect(lines.map((r) => r.id).sort()).toEqual([month.id, recent.id, passLine].sort());
    expect(await logRows('gateEvents', oldIds)).toEqual([]);
    expect(await logRows('gateLog', oldIds)).toEqual([]);
    expect((await logRows('gateLog', [month.id, recent.id])).map((r) => r.op)).toEqual(['put', 'put']);
    expect(await t.ctx.db.selectFrom('change_log').select('v').where('op', '=', 'del').where('tbl', 'in', ['gateEvents', 'gateLog']).execute()).toEqual([]);

    // A shorter setting takes the month-old one too.
    const monthly = { ...t.ctx, config: { ...t.ctx.config, gateLogKeepDays: 30 } };
    expect(await purgeOldGateEvents(monthly, now)).toEqual({ gate_events: 1, gate_log: 1, change_log: 2 });
    expect(await t.ctx.db.selectFrom('gate_events').select('id').where('estate_id', '=', WC).execute()).toEqual([{ id: recent.id }]);
  });

  it('deletes the tokens of sessions no token of which can be used again, and an old token of a live session still ends it as reuse', async () => {
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      return { status: res.statusCode, body: res.json<{ details?: TokenDetails[]; errorCode?: string }>() };
    };
    const signIn = async () => {
      const res = await post(API.signIn, { userEmail: RESIDENT.email, userPassword: RESIDENT.password });
      const details = res.body.details?.[0];
      if (!details) throw new Error('no tokens');
      return details;
    };
    const refresh = async (token: string) => {
      const details = (await post(API.refresh, { refreshToken: token })).body.details?.[0];
      if (!details) throw new Error('no tokens');
      return details;
    };
    const familyOf = async (token: string) =>
      (await t.ctx.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).family_id;
    const now = Date.now();
    const setFamily = (family: string, change: { expires_at?: number; revoked_at?: number }) =>
      t.ctx.db.updateTable('refresh_tokens').set(change).where('family_id', '=', family).execute();
    const tokensOf = async (family: string) => (await t.ctx.db.selectFrom('refresh_tokens').select('id').where('family_id', '=', family).execute()).length;

    // A live session: its first token used and long expired, its newest current.
    const first = await signIn();
    const second = await refresh(first.refreshToken);
    const current = await refresh(second.refreshToken);
    const live = await familyOf(first.refreshToken);
    await t.ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: now - 60 * DAY_MS, created_at: now - 90 * DAY_MS, used_at: now - 89 * DAY_MS })
      .where('token_hash', '=', hashToken(first.refreshToken))
      .execute();
    // Sessions whose every token expired a day ago: left idle, and signed out.
    const idle = await familyOf((await refresh((await signIn()).refreshToken)).refreshToken);
    await setFamily(idle, { expires_at: now - DAY_MS });
    const signedOut = await familyOf((await signIn()).refreshToken);
    await setFamily(signedOut, { expires_at: now - DAY_MS, revoked_at: now - 2 * DAY_MS });
    // Kept: signed out but its newest token not expired yet, and one expired a minute ago (its
    // access tokens may still be in their 15 minutes).
    const revoked = await familyOf((await signIn()).refreshToken);
    await setFamily(revoked, { revoked_at: now - 60_000 });
    const justExpired = await familyOf((await signIn()).refreshToken);
    await setFamily(justExpired, { expires_at: now - 60_000 });

    // One token a statement and one session a page: every loop turns more than once.
    expect(await purgeEndedSessions(t.ctx, now, 1)).toBe(3);
    expect([await tokensOf(idle), await tokensOf(signedOut)]).toEqual([0, 0]);
    expect([await tokensOf(live), await tokensOf(revoked), await tokensOf(justExpired)]).toEqual([3, 1, 1]);

    // The old token of the live session is still known: presenting it is reuse and ends the session.
    const reuse = await post(API.refresh, { refreshToken: first.refreshToken });
    expect([reuse.status, reuse.body.errorCode]).toEqual([401, 'auth/token-reused']);
    expect((await post(API.refresh, { refreshToken: current.refreshToken })).status).toBe(401);
  });

  it('deletes rate-limit counters whose window has passed, in batches, and keeps the ones that may still count', async () => {
    const now = Date.now();
    const keys = { passed: [id('rl'), id('rl'), id('rl')], recent: id('rl'), current: id('rl') };
    for (const key of keys.passed) await hit(t.ctx.db, key, 10, 60 * 60_000, now - LONGEST_WINDOW_MS - 1);
    await hit(t.ctx.db, keys.recent, 10, 60 * 60_000, now - 2 * 60 * 60_000);
    await hit(t.ctx.db, keys.current, 10, 60 * 60_000, now);
    const mine = [...keys.passed, keys.recent, keys.current];

    expect(await purgePassedWindows(t.ctx.db, now, 2)).toBe(3);
    const left = await t.ctx.db.selectFrom('rate_limits').select('key').where('key', 'in', mine).execute();
    expect(left.map((r) => r.key).sort()).toEqual([keys.recent, keys.current].sort());
    // A window longer than the purge allows for is refused where it is declared.
    await expect(hit(t.ctx.db, id('rl'), 1, LONGEST_WINDOW_MS + 1)).rejects.toThrow('at most');
  });

  it('deletes stored mails past MAILBOX_KEEP_DAYS in batches; the mailbox still lists the others', async () => {
    const now = Date.now();
    const stored = (to: string, ageMs: number) => ({
      id: crypto.randomUUID(),
      to_address: to,
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
      created_at: now - ageMs,
    });
    const to = `${id('box')}@example.com`;
    await t.ctx.db
      .insertInto('mailbox')
      .values([stored(to, 31 * DAY_MS), stored(to, 60 * DAY_MS), stored(to, 90 * DAY_MS), stored(to, DAY_MS)])
      .execute();
    expect(await purgeMailbox(t.ctx.db, now - 30 * DAY_MS, 2)).toBe(3);
    expect((await listMailbox(t.ctx.db, to)).map((m) => m.createdAt)).toEqual([now - DAY_MS]);
  });

  it('deletes sent and failed outbox mails past their keeping time in batches; pending ones and newer ones stay', async () => {
    const now = Date.now();
    const row = (state: 'pending' | 'sent' | 'failed', ageMs: number) => ({
      id: crypto.randomUUID(),
      to_address: 'resident@example.com',
      subject: 'Outbox',
      text_body: '',
      html_body: '',
      what: 'retention test',
      state,
      attempts: 1,
      next_attempt_at: now - ageMs,
      last_attempt_at: now - ageMs,
      last_error: state === 'failed' ? 'refused' : null,
      created_at: now - ageMs,
      sent_at: state === 'sent' ? now - ageMs : null,
    });
    const rows = [
      row('sent', 4 * DAY_MS),
      row('sent', 5 * DAY_MS),
      row('sent', 6 * DAY_MS),
      row('failed', 15 * DAY_MS),
      row('sent', DAY_MS),
      row('failed', DAY_MS),
    ];
    const pending = row('pending', 30 * DAY_MS);
    await t.ctx.db
      .insertInto('mail_outbox')
      .values([...rows, pending])
      .execute();
    // MAIL_KEEP_SENT_DAYS 3 and MAIL_KEEP_FAILED_DAYS 14 (the defaults).
    expect(await purgeOutbox(t.ctx, now, 2)).toBe(4);
    const left = await t.ctx.db.selectFrom('mail_outbox').select('id').where('what', '=', 'retention test').execute();
    expect(left.map((r) => r.id).sort()).toEqual([rows[4]?.id, rows[5]?.id, pending.id].sort());
  });

  it('runs each purge as a job its module declares, counted in purged_rows_total{what}', async () => {
    const now = Date.now();
    const old = await writeTransaction(t.ctx.db, (trx) =>
      notify(trx, { userId: resident.userId, type: 'HOA', title: 'Counted', createdAt: now - 40 * DAY_MS }),
    );
    await hit(t.ctx.db, id('rl'), 10, 60_000, now - LONGEST_WINDOW_MS - 1);
    const counted = async (ctx: AppContext, what: string) => (await ctx.metrics.purgedRows.get()).values.find((v) => v.labels.what === what)?.value ?? 0;
    const before = { notifications: await counted(t.ctx, 'notifications'), rate_limits: await counted(t.ctx, 'rate_limits') };
    const names = ['notifications purge', 'gate events purge', 'sessions purge', 'rate limits purge', 'mailbox purge', 'mail outbox purge'];
    const jobs = serverJobs().filter((job) => names.includes(job.name));
    expect(jobs.map((job) => job.name).sort()).toEqual([...names].sort());
    // The boot ran them a moment ago; the fleet's schedule makes them due an hour later: the test makes them due now.
    await t.ctx.db.updateTable('job_runs').set({ next_run_at: 0 }).where('name', 'in', names).execute();
    for (const job of jobs) expect(await runJobOnce(t.ctx, quiet, job, { holder: 'retention-test', now: Date.now() })).toBe('ok');
    // (The first test's notification of exactly 30 days has passed them meanwhile.)
    expect(await counted(t.ctx, 'notifications')).toBeGreaterThanOrEqual(before.notifications + 1);
    expect(await t.ctx.db.selectFrom('notifications').select('id').where('id', '=', old.notificationId).execute()).toEqual([]);
    expect(await counted(t.ctx, 'rate_limits')).toBe(before.rate_limits + 1);
    const text = await t.ctx.metrics.registry.metrics();
    expect(text).toContain('purged_rows_total{what="notifications"}');
  });
});
