import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { onCommittedVersion } from '../../server/sync/change-log';
import { availableDialects, useTestApp, type TestApp } from '../helpers/test-app';
import { enrolDevice, newDevice } from './gate-helpers';
import { pull, pullAll } from '../sync/sync-helpers';
import { GUARD, makeCastEstates, NEIGHBOUR, useCast, WILLOW_CREEK } from '../helpers/cast';
import { ROLES } from '../../src/domain/roles';
import { makeUser, signInAs, type Caller } from '../helpers/factories';

const dialects = await availableDialects();
const MESSAGES = { invalid: "OTP recipients don't match. Request new OTP." };

type Answer = { status: number; body: { status: string; details?: Array<{ otpResult?: string }>; errorDescription?: string } };

function suite(t: () => TestApp) {
  // A fresh resident of Willow Creek per test, signed in (the factory's password hash: the re-authentication runs the real check, cheaply).
  const newUser = () =>
    makeUser(t(), {
      password: 'Leaver#2026',
      firstName: 'Lee',
      lastName: 'Ver',
      mobile: '0831234567',
      roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident }],
    });
  const post = async (url: string, caller: Caller | null, payload: unknown): Promise<Answer> => {
    const res = await t().app.inject({
      method: 'POST',
      url,
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
      payload: payload as Record<string, unknown>,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const sendCode = (caller: Caller, body: Record<string, unknown>) => post(API.sendDeleteOtp, caller, body);
  const validateCode = async (caller: Caller, body: Record<string, unknown>) => post(API.validateDeleteOtp, caller, body);
  const latestCode = async (email: string): Promise<string> => {
    const [mail] = await listMailbox(t().ctx.db, email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code mailed');
    return code;
  };
  const otpRows = async (userId: string) =>
    t().ctx.db.selectFrom('delete_account_otps').selectAll().where('user_id', '=', userId).orderBy('issued_at').execute();
  const me = (u: { userId: string; email: string; password: string }) => ({
    userId: u.userId,
    toUserId: u.userId,
    toEmailAddress: u.email,
    password: u.password,
  });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { newUser, post, sendCode, validateCode, latestCode, otpRows, me, wrong };
}

describe.each(dialects)('delete account on %s', (dialect) => {
  const {
    t,
    people: [neighbour],
  } = useCast(dialect, [NEIGHBOUR]);
  const h = suite(() => t);
  const db0 = () => t.ctx.db;

  it('mails a 6-digit code, stores only its hash, and the newest code replaces the older one', async () => {
    const u = await h.newUser();
    const res = await h.sendCode(u, h.me(u));
    expect(res).toEqual({ status: 200, body: { status: 'success', details: [] } });
    const code = await h.latestCode(u.email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await h.otpRows(u.userId);
    expect(row).toBeDefined();
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(Number(row!.expires_at) - Number(row!.issued_at)).toBe(600_000);

    await new Promise((r) => setTimeout(r, 5));
    await h.sendCode(u, h.me(u));
    const second = await h.latestCode(u.email);
    const rows = await h.otpRows(u.userId);
    expect(rows.map((r) => Number(r.consumed))).toEqual([1, 0]);
    if (second !== code) expect((await h.validateCode(u, { ...h.me(u), otp: code })).body.details?.[0]?.otpResult).toBe('INCORRECT');
  });

  it('refuses to send a code for, or to, anyone but the caller, writing and mailing nothing', async () => {
    const u = await h.newUser();
    const mailsBefore = (await t.ctx.db.selectFrom('mailbox').select('id').execute()).length;
    expect((await h.post(API.sendDeleteOtp, null, h.me(u))).status).toBe(401);
    expect((await h.sendCode(neighbour, h.me(u))).status).toBe(403);
    expect((await h.sendCode(neighbour, { ...h.me(u), userId: neighbour.userId })).status).toBe(403);
    const otherAddress = await h.sendCode(u, { ...h.me(u), toEmailAddress: 'attacker@example.com' });
    expect(otherAddress.status).toBe(403);
    expect(otherAddress.body.errorDescription).toBe(MESSAGES.invalid);
    const badEmail = await h.sendCode(u, { ...h.me(u), toEmailAddress: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errorDescription).toBe('Please enter a valid email address');
    const noUser = await h.sendCode(u, { toUserId: u.userId, toEmailAddress: u.email, password: u.password });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errorDescription).toBe('User ID is empty');
    expect(await h.otpRows(u.userId)).toHaveLength(0);
    expect((await t.ctx.db.selectFrom('mailbox').select('id').execute()).length).toBe(mailsBefore);
  });

  it('asks for the account password first (re-authentication), limited to 5 wrong tries', async () => {
    const u = await h.newUser();
    const missing = await h.sendCode(u, { ...h.me(u), password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorDescription).toBe('Please enter password');
    for (let i = 0; i < 5; i++) {
      const wrong = await h.sendCode(u, { ...h.me(u), password: 'not-my-password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.errorDescription).toBe('Password does not match email provided.');
    }
    const locked = await h.sendCode(u, h.me(u));
    expect(locked.status).toBe(429);
    expect(locked.body.errorDescription).toBe('You have attempted to login too many times. Please try again later.');
    expect(await h.otpRows(u.userId)).toHaveLength(0);
    expect(await listMailbox(t.ctx.db, u.email)).toHaveLength(0);
  });

  it('counts re-authentication before the password hash: of 7 parallel wrong passwords exactly 5 are checked; the right one clears the count', async () => {
    const u = await h.newUser();
    const answers = await Promise.all(Array.from({ length: 7 }, () => h.sendCode(u, { ...h.me(u), password: 'not-my-password' })));
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    const v = await h.newUser();
    await h.sendCode(v, { ...h.me(v), password: 'not-my-password' });
    expect((await h.sendCode(v, h.me(v))).status).toBe(200);
    expect(await db0().selectFrom('rate_limits').select('key').where('key', '=', `delete-reauth:${v.userId}`).execute()).toEqual([]);
  });

  it('counts code checks before the code hash: once the hourly checks are used up, a guess is refused without being tried', async () => {
    const u = await h.newUser();
    await h.sendCode(u, h.me(u));
    const code = await h.latestCode(u.email);
    // 29 checks used already this hour (the limit is 30): of 3 parallel guesses exactly 1 is tried.
    await db0()
      .insertInto('rate_limits')
      .values({ key: `delete-otp-check:${u.userId}`, window_start: Date.now(), count: 29 })
      .execute();
    const answers = await Promise.all([0, 1, 2].map(() => h.validateCode(u, { ...h.me(u), otp: h.wrong(code) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(Number((await h.otpRows(u.userId))[0]!.attempts)).toBe(1);
    const right = await h.validateCode(u, { ...h.me(u), otp: code });
    expect(right.status).toBe(429);
    expect(right.body.errorDescription).toBe('You have attempted to login too many times. Please try again later.');
    expect(await db0().selectFrom('users').select('id').where('id', '=', u.userId).executeTakeFirst()).toBeDefined();
  });

  it('answers INCORRECT for a wrong code, kills the code after 5 wrong tries (EXPIRED), and INVALID for other recipients', async () => {
    const u = await h.newUser();
    await h.sendCode(u, h.me(u));
    const code = await h.latestCode(u.email);
    const invalid = await h.validateCode(u, { ...h.me(u), toEmailAddress: 'other@example.com', otp: code });
    expect(invalid.body.details?.[0]?.otpResult).toBe('INVALID');
    for (let i = 1; i <= 5; i++) {
      const res = await h.validateCode(u, { ...h.me(u), otp: h.wrong(code) });
      expect(res.status).toBe(200);
      expect(res.body.details?.[0]?.otpResult).toBe('INCORRECT');
      expect(Number((await h.otpRows(u.userId))[0]!.attempts)).toBe(i);
    }
    const dead = await h.validateCode(u, { ...h.me(u), otp: code });
    expect(dead.body.details?.[0]?.otpResult).toBe('EXPIRED');
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', u.userId).executeTakeFirst()).toBeDefined();
  });

  it('answers INVALID with no code issued, refuses bad input with 400 and another user with 403', async () => {
    const u = await h.newUser();
    expect((await h.validateCode(u, { ...h.me(u), otp: '123456' })).body.details?.[0]?.otpResult).toBe('INVALID');
    const short = await h.validateCode(u, { ...h.me(u), otp: '12a' });
    expect(short.status).toBe(400);
    expect(short.body.errorDescription).toBe('OTP is incorrect, please try again.');
    expect((await h.validateCode(u, h.me(u))).status).toBe(400);
    await h.sendCode(u, h.me(u));
    const code = await h.latestCode(u.email);
    // The neighbour tries to use (or burn) the user's code.
    const foreign = await h.validateCode(neighbour, { ...h.me(u), otp: code });
    expect(foreign.status).toBe(403);
    const asSelf = await h.validateCode(neighbour, { userId: neighbour.userId, toUserId: u.userId, toEmailAddress: u.email, otp: code });
    expect(asSelf.body.details?.[0]?.otpResult).toBe('INVALID');
    expect(Number((await h.otpRows(u.userId))[0]!.attempts)).toBe(0);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', u.userId).executeTakeFirst()).toBeDefined();
  });

  it('limits codes to 5 per hour per user', async () => {
    const u = await h.newUser();
    // 3 codes sent already this hour (each code is hashed at the product's N=2^17): the 4th and 5th go out, the 6th does not.
    await db0()
      .insertInto('rate_limits')
      .values({ key: `delete-otp:${u.userId}`, window_start: Date.now(), count: 3 })
      .execute();
    for (let i = 0; i < 2; i++) expect((await h.sendCode(u, h.me(u))).status).toBe(200);
    const sixth = await h.sendCode(u, h.me(u));
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorDescription).toBe('Unable to send OTP. Please try again later.');
  });

  it('VERIFIED deletes the account and its data, ends every session and sign-in, and pokes', async () => {
    const u = await h.newUser();
    const second = await signInAs(t.app, u); // another device of the same user
    await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: u.email, userPassword: 'a wrong one' } });
    expect((await db0().selectFrom('rate_limits').select('key').where('key', '=', `signin:email:${u.email}`).execute()).length).toBe(1);
    // Personal data in several tables.
    await t.app.inject({
      method: 'PUT',
      url: `${API.contact}?userID=${u.userId}`,
      headers: { authorization: `Bearer ${u.token}` },
      payload: { cell: '0825550000' },
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const upload = await t.app.inject({
      method: 'POST',
      url: API.files,
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(200);
    const fileId = upload.json<{ details: Array<{ id: string }> }>().details[0]!.id;
    const filePath = path.join(t.dataDir, 'files', fileId);
    expect(fs.existsSync(filePath)).toBe(true);
    await h.sendCode(u, h.me(u));
    const code = await h.latestCode(u.email);
    const neighbourBefore = await pullAll(t.app, neighbour);

    const versions: number[] = [];
    const stop = onCommittedVersion((v) => versions.push(v));
    const res = await h.validateCode(u, { ...h.me(u), otp: code });
    stop();
    expect(res).toEqual({ status: 200, body: { status: 'success', details: [{ otpResult: 'VERIFIED' }] } });
    expect(versions.length).toBeGreaterThan(0);

    const db = t.ctx.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', u.userId).execute()).toHaveLength(0);
    for (const table of ['user_roles', 'contacts', 'refresh_tokens', 'delete_account_otps', 'notifications', 'sync_clients', 'password_resets'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', u.userId).execute(), table).toHaveLength(0);
    }
    expect(await db.selectFrom('files').select('id').where('owner_id', '=', u.userId).execute()).toHaveLength(0);
    const counters = await db.selectFrom('rate_limits').select('key').execute();
    expect(counters.filter((c) => c.key.includes(u.userId) || c.key.includes(u.email))).toEqual([]);
    expect(fs.existsSync(filePath)).toBe(false);
    const log = await db.selectFrom('change_log').select(['tbl', 'op', 'data']).where('scope', '=', `user:${u.userId}`).execute();
    expect(log).toEqual([{ tbl: 'users', op: 'del', data: null }]);
    const anywhere = await db.selectFrom('change_log').select('v').where('data', 'like', `%${u.email}%`).execute();
    expect(anywhere).toHaveLength(0);

    // Both devices are signed out: access tokens, refresh tokens and sign-in all fail.
    for (const device of [u, second]) {
      expect((await pull(t.app, device)).status).toBe(401);
      const refresh = await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: device.refreshToken } });
      expect(refresh.statusCode).toBe(401);
    }
    const signIn = await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: u.email, userPassword: u.password } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json<{ errorDescription: string }>().errorDescription).toBe('The e-mail address or password is incorrect.');
    // The code cannot be replayed and the goodbye e-mail went out.
    expect((await h.validateCode(u, { ...h.me(u), otp: code })).status).toBe(401);
    const [goodbye] = await listMailbox(db, u.email);
    expect(goodbye?.subject).toBe('Your account was deleted');
    // The outbox keeps the farewell only (sent, its body gone; no user id), not the code mailed before.
    const outbox = await db.selectFrom('mail_outbox').select(['subject', 'state', 'text_body', 'html_body']).where('to_address', '=', u.email).execute();
    expect(outbox).toEqual([{ subject: 'Your account was deleted', state: 'sent', text_body: '', html_body: '' }]);
    // Other users are untouched.
    const neighbourAfter = await pullAll(t.app, neighbour);
    expect(neighbourAfter.changes.filter((c) => c.table !== 'mutationErrors').length).toBeGreaterThanOrEqual(neighbourBefore.changes.length);
    expect(await db.selectFrom('users').select('id').where('id', '=', neighbour.userId).execute()).toHaveLength(1);
  });
});

describe.each(dialects)('deleting an account with gate access on %s', (dialect) => {
  const t = useTestApp(dialect, makeCastEstates);
  const h = suite(() => t);

  it('revokes the gate credentials and keeps the revocation records the guards need', async () => {
    const guard = await makeUser(t, GUARD);
    const enrol = await enrolDevice(t.app, guard.token, newDevice());
    expect(enrol.status).toBe(200);
    await h.sendCode(guard, h.me(guard));
    const code = await h.latestCode(guard.email);
    expect((await h.validateCode(guard, { ...h.me(guard), otp: code })).body.details?.[0]?.otpResult).toBe('VERIFIED');
    const creds = await t.ctx.db.selectFrom('gate_credentials').select(['revoked_at', 'revoked_reason']).where('user_id', '=', guard.userId).execute();
    expect(creds.length).toBeGreaterThan(0);
    for (const c of creds) expect(c).toMatchObject({ revoked_reason: 'account-deleted' });
    expect(creds.every((c) => c.revoked_at !== null)).toBe(true);
    const bans = await t.ctx.db.selectFrom('gate_user_revocations').select(['estate_id', 'reason']).where('user_id', '=', guard.userId).execute();
    expect(bans.map((b) => [Number(b.estate_id), b.reason])).toEqual([[91, 'account-deleted']]);
    // The guards' copy of the person's card is tombstoned, not left on their devices.
    const card = await t.ctx.db
      .selectFrom('change_log')
      .select(['op', 'data'])
      .where('tbl', '=', 'gateResidents')
      .where('row_id', '=', `91:${guard.userId}`)
      .execute();
    expect(card).toEqual([{ op: 'del', data: null }]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', guard.userId).execute()).toHaveLength(0);
  });
});

describe.each(dialects)('delete-account code lifetime on %s', (dialect) => {
  const t = useTestApp(dialect, makeCastEstates, { DELETE_CODE_TTL_S: '1' });
  const h = suite(() => t);

  it('answers EXPIRED for the right code after DELETE_CODE_TTL_S, and the account stays', async () => {
    const u = await h.newUser();
    await h.sendCode(u, h.me(u));
    const code = await h.latestCode(u.email);
    expect((await listMailbox(t.ctx.db, u.email))[0]?.text).toContain('valid for 1 second and can be used once');
    await new Promise((r) => setTimeout(r, 1100));
    const res = await h.validateCode(u, { ...h.me(u), otp: code });
    expect(res.body.details?.[0]?.otpResult).toBe('EXPIRED');
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', u.userId).executeTakeFirst()).toBeDefined();
  });
});
