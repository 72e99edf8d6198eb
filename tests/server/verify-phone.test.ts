import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { MIN_APP_VERSION_HEADER } from '../../src/contract/version';
import { listStoredSms } from '../../server/sms/stored-sms-sender';
import { VERIFY_PHONE_MESSAGES } from '../../src/i18n/en/verify-phone';
import { ROLES } from '../../src/domain/roles';
import { availableDialects, useTestApp, type TestApp } from '../helpers/test-app';
import { makeCastEstates, NEIGHBOUR, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makeUser, type Caller } from '../helpers/factories';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

type Answer = { status: number; body: { status: string; details?: Array<Record<string, unknown>>; errorDescription?: string } };

function helpers(t: () => TestApp) {
  // No mobile yet: the factory counts a given mobile as verified.
  const newUser = () => makeUser(t(), { roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident }] });
  const post = async (url: string, caller: Caller | null, payload: Record<string, unknown>): Promise<Answer> => {
    const res = await t().app.inject({ method: 'POST', url, headers: caller ? { authorization: `Bearer ${caller.token}` } : {}, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const send = (caller: Caller, mobile: string) => post(API.sendPhoneOtp, caller, { mobile });
  const check = (caller: Caller, mobile: string, otp: string) => post(API.checkPhoneOtp, caller, { mobile, otp });
  const latestCode = async (e164: string): Promise<string> => {
    const [sms] = await listStoredSms(t().ctx.db, e164);
    const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${e164}`);
    return code;
  };
  const codes = (userId: string) => t().ctx.db.selectFrom('phone_verification_codes').selectAll().where('user_id', '=', userId).orderBy('issued_at').execute();
  const userRow = (userId: string) => t().ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { newUser, post, send, check, latestCode, codes, userRow, wrong };
}

describe.each(dialects)('phone verification on %s', (dialect) => {
  const {
    t,
    people: [neighbour],
  } = useCast(dialect, [NEIGHBOUR]);
  const h = helpers(() => t);

  it('sends a 6-digit code by SMS to any South African mobile number, stores only its hash, and verifies it once', async () => {
    const u = await h.newUser();
    expect(Number((await h.userRow(u.userId)).mobile_verified)).toBe(0);
    const sent = await h.send(u, '071 555 0111');
    expect(sent).toEqual({ status: 200, body: { status: 'success', details: [{ mobile: '+27715550111' }] } });
    const code = await h.latestCode('+27715550111');
    const [row] = await h.codes(u.userId);
    expect(row?.code_hash).toMatch(/^scrypt\$/);
    expect(row?.code_hash).not.toContain(code);
    expect(Number(row?.expires_at) - Number(row?.issued_at)).toBe(600_000);

    const verified = await h.check(u, '0715550111', code);
    expect(verified).toEqual({ status: 200, body: { status: 'success', details: [{ result: 'VERIFIED', mobile: '+27715550111' }] } });
    const user = await h.userRow(u.userId);
    expect(Number(user.mobile_verified)).toBe(1);
    expect(user.mobile).toBe('0715550111');
    // The user row reaches the user's devices (the profile shows it offline from Dexie).
    const pulled = await pullAll(t.app, u);
    expect(pulled.changes.filter((c) => c.table === 'users' && c.id === u.userId).at(-1)?.data).toMatchObject({ mobile: '0715550111', mobileVerified: true });
    // Single use.
    expect(await h.check(u, '0715550111', code)).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
  });

  it("refuses numbers that are not South African mobiles with the spec's message, sending and storing nothing", async () => {
    const u = await h.newUser();
    for (const mobile of ['', '12345', '011 555 0111', 'abc', '+44 7911 123456', '0715550111999']) {
      const res = await h.send(u, mobile);
      expect(res.status).toBe(400);
      expect(res.body.errorDescription).toBe(VERIFY_PHONE_MESSAGES.invalidMobile);
    }
    expect(await h.codes(u.userId)).toEqual([]);
    expect(await h.send(u, '060 123 4567')).toMatchObject({ status: 200 });
  });

  it("a wrong code, an older code and another number's code say the spec's wrong-code message; the fifth wrong try kills the code", async () => {
    const u = await h.newUser();
    await h.send(u, '0731110001');
    const first = await h.latestCode('+27731110001');
    await new Promise((r) => setTimeout(r, 5));
    await h.send(u, '0731110001');
    const second = await h.latestCode('+27731110001');
    if (first !== second)
      expect(await h.check(u, '0731110001', first)).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
    expect(await h.check(u, '0731110002', second)).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
    const tries = first !== second ? 1 : 0;
    for (let i = tries; i < 4; i += 1) {
      expect(await h.check(u, '0731110001', h.wrong(second))).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
    }
    expect(await h.check(u, '0731110001', h.wrong(second))).toMatchObject({ status: 429, body: { errorDescription: VERIFY_PHONE_MESSAGES.tooMany } });
    // Dead now, even with the right code.
    expect(await h.check(u, '0731110001', second)).toMatchObject({ status: 429, body: { errorDescription: VERIFY_PHONE_MESSAGES.tooMany } });
    expect(Number((await h.userRow(u.userId)).mobile_verified)).toBe(0);
  });

  it('a code past its lifetime is refused', async () => {
    const u = await h.newUser();
    await h.send(u, '0741110001');
    const code = await h.latestCode('+27741110001');
    const [row] = await h.codes(u.userId);
    await t.ctx.db
      .updateTable('phone_verification_codes')
      .set({ issued_at: Number(row?.issued_at) - 600_000 })
      .where('id', '=', row?.id ?? '')
      .execute();
    expect(await h.check(u, '0741110001', code)).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
    expect(Number((await h.userRow(u.userId)).mobile_verified)).toBe(0);
  });

  it("limits sends per user and per number with the spec's too-many message", async () => {
    const u = await h.newUser();
    for (let i = 0; i < 5; i += 1) expect((await h.send(u, `07611100${String(i).padStart(2, '0')}`)).status).toBe(200);
    expect(await h.send(u, '0761110099')).toMatchObject({ status: 429, body: { errorDescription: VERIFY_PHONE_MESSAGES.tooMany } });
    // One number, many accounts.
    for (let i = 0; i < 5; i += 1) expect((await h.send(await h.newUser(), '0781110001')).status).toBe(200);
    expect(await h.send(await h.newUser(), '078 111 0001')).toMatchObject({ status: 429, body: { errorDescription: VERIFY_PHONE_MESSAGES.tooMany } });
  });

  it("another user's code verifies nothing of theirs: codes are per account", async () => {
    const u = await h.newUser();
    await h.send(u, '0791110001');
    const code = await h.latestCode('+27791110001');
    expect(await h.check(neighbour, '0791110001', code)).toMatchObject({ status: 400, body: { errorDescription: VERIFY_PHONE_MESSAGES.wrongCode } });
    expect((await h.userRow(neighbour.userId)).mobile).not.toBe('0791110001');
    expect(Number((await h.userRow(u.userId)).mobile_verified)).toBe(0);
    expect((await h.post(API.sendPhoneOtp, null, { mobile: '0791110001' })).status).toBe(401);
  });
});

describe.each(dialects)('phone verification with a failing SMS sender on %s', (dialect) => {
  const t = useTestApp(dialect, (app) => makeCastEstates(app));
  const h = helpers(() => t);

  it("answers 'Unable to send OTP.' and leaves no live code when the sender fails", async () => {
    const u = await h.newUser();
    const original = t.ctx.sms.send;
    t.ctx.sms.send = async () => {
      throw new Error('provider away');
    };
    try {
      expect(await h.send(u, '0715550199')).toMatchObject({ status: 502, body: { errorDescription: VERIFY_PHONE_MESSAGES.sendFailure } });
    } finally {
      t.ctx.sms.send = original;
    }
    expect((await h.codes(u.userId)).map((r) => Number(r.consumed))).toEqual([1]);
  });
});

describe('the minimum app version', () => {
  const t = useTestApp('sqlite', async () => undefined, { MIN_APP_VERSION: '5.0.0' });

  it('rides on every /sdk answer and on the health answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: API.health });
    expect(health.headers[MIN_APP_VERSION_HEADER.toLowerCase()]).toBe('5.0.0');
    expect(health.json().details[0].minAppVersion).toBe('5.0.0');
    const refused = await t.app.inject({ method: 'POST', url: API.sendPhoneOtp, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[MIN_APP_VERSION_HEADER.toLowerCase()]).toBe('5.0.0');
  });
});
