import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../helpers/client-harness';
import { insertCast } from '../helpers/cast';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { sendDeleteCode, validateDeleteCode } from '../../src/features/account-deletion/account-deletion.api';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { pullOnce } from '../../src/sync/pull';
import { getSession, signIn } from '../../src/sync/session';
import { listMailbox } from '../../server/mail/mailbox-mailer';

/** The client half of account deletion: real Dexie (fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, []) });

async function newUser(): Promise<{ email: string; password: string }> {
  const email = `client-leaver-${Date.now()}@example.com`;
  const password = 'Leaver#2026';
  const res = await h.t.app.inject({
    method: 'POST',
    url: API.signUp,
    payload: {
      firstname: 'Lee',
      lastname: 'Ver',
      mobile: '0831234567',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email,
      password,
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

describe('account deletion on the device', () => {
  it('a second device of the deleted user drops its local data at its next sync', async () => {
    const user = await newUser();
    // This device.
    await signIn(user.email, user.password);
    stopSync();
    await syncIdle();
    await pullOnce();
    const session = await getSession();
    expect(session).toBeDefined();
    const userId = session!.userId;
    expect(await db.users.get(userId)).toBeDefined();
    // Another device runs the delete flow (same calls as the modal).
    const other = await h.t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: user.email, userPassword: user.password } });
    const otherToken = other.json<{ details: Array<{ accessToken: string }> }>().details[0]!.accessToken;
    const who = { userId, toUserId: userId, toEmailAddress: user.email };
    const send = await h.t.app.inject({
      method: 'POST',
      url: API.sendDeleteOtp,
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { ...who, password: user.password },
    });
    expect(send.statusCode).toBe(200);
    const code = (await listMailbox(h.t.ctx.db, user.email))[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const validate = await h.t.app.inject({
      method: 'POST',
      url: API.validateDeleteOtp,
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { ...who, otp: code },
    });
    expect(validate.json<{ details: Array<{ otpResult: string }> }>().details[0]!.otpResult).toBe('VERIFIED');

    // This device's next pull is refused, its refresh too: the session ends locally.
    await pullOnce().catch(() => undefined);
    await syncIdle();
    await expect.poll(async () => (await getSession()) ?? null, { timeout: 5000 }).toBeNull();
    expect(await db.users.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
  });

  it("the modal's calls: send, INCORRECT for a wrong code, VERIFIED for the mailed one", async () => {
    const user = await newUser();
    await signIn(user.email, user.password);
    stopSync();
    await syncIdle();
    const session = (await getSession())!;
    const who = { userId: session.userId, toUserId: session.userId, toEmailAddress: session.email };
    await sendDeleteCode({ ...who, password: user.password });
    const code = (await listMailbox(h.t.ctx.db, user.email))[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await validateDeleteCode({ ...who, otp: wrong })).toBe('INCORRECT');
    expect(await validateDeleteCode({ ...who, otp: code })).toBe('VERIFIED');
    expect(await h.t.ctx.db.selectFrom('users').select('id').where('id', '=', session.userId).executeTakeFirst()).toBeUndefined();
  });
});
