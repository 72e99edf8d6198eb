import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import { hashToken } from '../../server/auth/tokens';
import { verifyPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { GUARD, insertCast, MANAGER, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { insertUser, type UserSpec } from '../helpers/factories';
import { ROLES } from '../../src/domain/roles';

const dialects = await availableDialects();
const PUBLIC_URL = 'https://app.willowcreek.example';

/**
 * The one user whose password the product's hashPassword hashed (scrypt N=2^17): the hash format and the wrong
 * password are checked on it. The cast's hashes are the factories' cheaper ones, which the same code verifies.
 */
const HASHED = {
  email: 'hashed@example.com',
  password: 'Hashed#2026',
  passwordHash: 'product',
  roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident, unitNo: '16' }],
} as const satisfies UserSpec;

type Body = { status: string; details?: unknown[]; errorCode?: string; errorDescription?: string; errorDetails?: { detail: string } };

describe.each(dialects)('auth on %s', (dialect) => {
  const t = useTestApp(dialect, (app) => insertCast(app, [RESIDENT, NEIGHBOUR, GUARD, MANAGER, HASHED]), { PUBLIC_URL });

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers });
    return { status: res.statusCode, body: res.json<Body>(), headers: res.headers };
  };
  const signIn = (userEmail: string, userPassword: string) => post(API.signIn, { userEmail, userPassword });
  const tokens = (body: Body) => body.details?.[0] as TokenDetails;
  const refresh = (refreshToken: string) => post(API.refresh, { refreshToken });
  const acl = async (accessToken: string, userId: string) =>
    (await t.app.inject({ method: 'GET', url: API.acl(userId), headers: { authorization: `Bearer ${accessToken}` } })).statusCode;
  const ageToken = (token: string, ms: number) =>
    t.ctx.db
      .updateTable('refresh_tokens')
      .set({ used_at: Date.now() - ms, created_at: Date.now() - ms })
      .where('token_hash', '=', hashToken(token))
      .execute();

  describe('sign-in', () => {
    it('answers tokens and the session user for the right password', async () => {
      const res = await signIn('Resident@Example.com', 'Resident#2026');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      const d = tokens(res.body);
      expect(d.accessToken).toMatch(/\./);
      expect(d.refreshToken.length).toBeGreaterThan(30);
      expect(d.expiresIn).toBe(900);
      expect(d.user).toMatchObject({ email: 'resident@example.com', displayName: 'Thandi Mokoena', firstName: 'Thandi', lastName: 'Mokoena', photoURL: '' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await acl(d.accessToken, d.user.uid)).toBe(200);
    });

    it('stores the scrypt parameters with the hash', async () => {
      const row = await t.ctx.db.selectFrom('users').select('password_hash').where('email', '=', HASHED.email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(await verifyPassword('Hashed#2026', row.password_hash)).toBe(true);
      expect(await verifyPassword('hashed#2026', row.password_hash)).toBe(false);
    });

    it('refuses a wrong password and an unknown e-mail with one answer (no account enumeration)', async () => {
      const wrong = await signIn(HASHED.email, 'not-the-password');
      const unknown = await signIn('nobody@example.com', 'whatever123');
      const expected = {
        status: 'error',
        errorCode: 'auth/invalid-credential',
        errorDescription: 'The e-mail address or password is incorrect.',
        errorDetails: { detail: 'The e-mail address or password is incorrect.' },
      };
      expect([wrong.status, wrong.body]).toEqual([401, expected]);
      expect([unknown.status, unknown.body]).toEqual([401, expected]);
    });

    it('refuses an invalid e-mail', async () => {
      const res = await signIn('not-an-email', 'whatever123');
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('auth/invalid-email');
      expect(res.body.errorDescription).toBe('Please enter a valid email address');
    });

    it('refuses the 11th attempt after 10 failures, even with the right password', async () => {
      for (let i = 0; i < 10; i++) expect((await signIn('guard@example.com', `wrong-${i}`)).status).toBe(401);
      const res = await signIn('guard@example.com', 'Guard#2026');
      expect(res.status).toBe(429);
      expect(res.body.errorCode).toBe('auth/too-many-requests');
      expect(res.body.errorDescription).toBe('You have attempted to login too many times. Please try again later.');
      // The window is per e-mail: other accounts on the same IP still sign in.
      expect((await signIn('manager@example.com', 'Manager#2026')).status).toBe(200);
    });
  });

  describe('sign-in limits counted before the password hash', () => {
    const signInFrom = async (remoteAddress: string, userEmail: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail, userPassword: 'wrong-password' }, remoteAddress, headers });
      return { status: res.statusCode, body: res.json<Body>() };
    };
    const counters = async (prefix: string) =>
      (await t.ctx.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', `${prefix}%`).orderBy('key').execute()).map((r) => ({
        key: r.key,
        count: Number(r.count),
      }));

    it('13 parallel wrong passwords for one e-mail: exactly 10 reach the password check, 3 answer 429', async () => {
      const { email } = await insertUser(t, {
        email: `parallel-${dialect}@example.com`,
        password: 'Parallel#2026',
        roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident }],
      });
      const answers = await Promise.all(Array.from({ length: 13 }, () => signIn(email, 'not-the-password')));
      expect(answers.filter((a) => a.status === 401 && a.body.errorCode === 'auth/invalid-credential')).toHaveLength(10);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(3);
      for (const r of refused) expect(r.body.errorDescription).toBe('You have attempted to login too many times. Please try again later.');
      // Locked for the window: the right password is refused before it is checked.
      expect((await signIn(email, 'Parallel#2026')).status).toBe(429);
    });

    it('unknown e-mails are counted the same way', async () => {
      // 7 failures already this window (the limit is 10): each unknown e-mail spends a full N=2^17 dummy hash.
      const email = 'nobody-parallel@example.com';
      await t.ctx.db
        .insertInto('rate_limits')
        .values({ key: `signin:email:${email}`, window_start: Date.now(), count: 7 })
        .execute();
      const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(email, 'whatever123')));
      expect(answers.filter((a) => a.status === 401 && a.body.errorCode === 'auth/invalid-credential')).toHaveLength(3);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
      expect(await counters(`signin:email:${email}`)).toEqual([{ key: `signin:email:${email}`, count: 13 }]);
    });

    it("a success clears the e-mail's count and gives the address its count back", async () => {
      const remote = '192.0.2.44';
      for (let i = 0; i < 3; i++) expect((await signInFrom(remote, 'neighbour@example.com')).status).toBe(401);
      const ok = await t.app.inject({
        method: 'POST',
        url: API.signIn,
        payload: { userEmail: 'neighbour@example.com', userPassword: 'Neighbour#2026' },
        remoteAddress: remote,
      });
      expect(ok.statusCode).toBe(200);
      expect(await counters('signin:email:neighbour@')).toEqual([]);
      expect(await counters(`signin:ip:${remote}`)).toEqual([{ key: `signin:ip:${remote}`, count: 3 }]);
    });

    it('a forwarded-for header from an untrusted remote does not reset the per-address limit', async () => {
      const remote = '203.0.113.5';
      // 49 attempts from this address this window (the limit is 50).
      await t.ctx.db
        .insertInto('rate_limits')
        .values({ key: `signin:ip:${remote}`, window_start: Date.now(), count: 49 })
        .execute();
      expect((await signInFrom(remote, 'spoof-1@example.com', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(401);
      const refused = await signInFrom(remote, 'spoof-2@example.com', { 'x-forwarded-for': '198.51.100.2' });
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe('auth/too-many-requests');
      expect((await signInFrom(remote, 'spoof-3@example.com', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '198.51.100.3' })).status).toBe(429);
      expect(await counters('signin:ip:198.51.100.')).toEqual([]);
    });
  });

  describe('refresh tokens', () => {
    it('rotates: a new pair each time, the new access token works', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const res = await refresh(first.refreshToken);
      expect(res.status).toBe(200);
      const second = tokens(res.body);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.user.uid).toBe(first.user.uid);
      expect(await acl(second.accessToken, second.user.uid)).toBe(200);
      const third = tokens((await refresh(second.refreshToken)).body);
      expect(third.refreshToken).not.toBe(second.refreshToken);
      const rows = await t.ctx.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where(
          'token_hash',
          'in',
          [first, second, third].map((d) => hashToken(d.refreshToken)),
        )
        .execute();
      expect(new Set(rows.map((r) => r.family_id)).size).toBe(1);
      expect(rows.filter((r) => r.used_at !== null)).toHaveLength(2);
    });

    it('revokes the whole family when a used token comes back after the grace window', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const second = tokens((await refresh(first.refreshToken)).body);
      await ageToken(first.refreshToken, 60_000);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body.errorCode).toBe('auth/token-reused');
      expect(reuse.body.errorDescription).toBe('Authentication failed');
      const later = await refresh(second.refreshToken);
      expect(later.status).toBe(401);
      expect(later.body.errorCode).toBe('auth/invalid-refresh-token');
      expect(await acl(second.accessToken, second.user.uid)).toBe(401);
    });

    it('revokes the family when a used token comes back after its child was used', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const second = tokens((await refresh(first.refreshToken)).body);
      const third = tokens((await refresh(second.refreshToken)).body);
      expect((await refresh(first.refreshToken)).body.errorCode).toBe('auth/token-reused');
      expect((await refresh(third.refreshToken)).status).toBe(401);
    });

    it('grace: one retry within 30 s of an answer that was lost gets a fresh child, and the session goes on', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const lost = tokens((await refresh(first.refreshToken)).body);
      await ageToken(first.refreshToken, 10_000);
      const retry = await refresh(first.refreshToken);
      expect(retry.status).toBe(200);
      const fresh = tokens(retry.body);
      expect(fresh.refreshToken).not.toBe(lost.refreshToken);
      let current = fresh;
      for (let i = 0; i < 3; i++) {
        const next = await refresh(current.refreshToken);
        expect(next.status).toBe(200);
        current = tokens(next.body);
      }
      expect(await acl(current.accessToken, current.user.uid)).toBe(200);
      // The superseded child never reached the client; it is dead.
      const row = await t.ctx.db
        .selectFrom('refresh_tokens')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(lost.refreshToken))
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });

    it('a thief replaying the previous token inside the grace window: the rightful next refresh ends the session for both', async () => {
      const stolen = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const rightful = tokens((await refresh(stolen.refreshToken)).body);
      const replay = await refresh(stolen.refreshToken);
      expect(replay.status).toBe(200);
      const thief = tokens(replay.body);
      const next = await refresh(rightful.refreshToken);
      expect(next.status).toBe(401);
      expect(next.body.errorCode).toBe('auth/token-reused');
      const thiefNext = await refresh(thief.refreshToken);
      expect(thiefNext.status).toBe(401);
      expect(await acl(thief.accessToken, thief.user.uid)).toBe(401);
      expect(await acl(rightful.accessToken, rightful.user.uid)).toBe(401);
      const live = await t.ctx.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where(
          'family_id',
          '=',
          (await t.ctx.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(stolen.refreshToken)).executeTakeFirstOrThrow())
            .family_id,
        )
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
    });

    it('a second retry of the same parent ends the session', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      await refresh(first.refreshToken);
      const once = await refresh(first.refreshToken);
      expect(once.status).toBe(200);
      const twice = await refresh(first.refreshToken);
      expect(twice.status).toBe(401);
      expect(twice.body.errorCode).toBe('auth/token-reused');
      expect((await refresh(tokens(once.body).refreshToken)).status).toBe(401);
      expect(await acl(tokens(once.body).accessToken, first.user.uid)).toBe(401);
    });

    it('two concurrent retries of the same parent: at most one child, and the session ends', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      await refresh(first.refreshToken);
      const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
      expect(answers.find((a) => a.status === 401)?.body.errorCode).toBe('auth/token-reused');
      const winner = tokens(answers.find((a) => a.status === 200)?.body ?? { status: '' });
      expect((await refresh(winner.refreshToken)).status).toBe(401);
    });

    it('three parallel refreshes of one fresh token end the session (one rotation, one retry, then reuse)', async () => {
      const first = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const answers = await Promise.all([0, 1, 2].map(() => refresh(first.refreshToken)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 401]);
      for (const a of answers.filter((x) => x.status === 200)) expect((await refresh(tokens(a.body).refreshToken)).status).toBe(401);
    });

    it('refuses unknown and expired tokens', async () => {
      expect((await refresh('x'.repeat(43))).body.errorCode).toBe('auth/invalid-refresh-token');
      const d = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      await t.ctx.db
        .updateTable('refresh_tokens')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashToken(d.refreshToken))
        .execute();
      const res = await refresh(d.refreshToken);
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('auth/invalid-refresh-token');
    });

    it('an access token in the query string is refused on every route (pull, the events stream, user data)', async () => {
      const d = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const q = `access_token=${encodeURIComponent(d.accessToken)}`;
      for (const url of [`${API.syncPull}?${q}`, `${API.syncEvents}?${q}`, `${API.acl(d.user.uid)}?${q}`, `${API.userDetail}?${q}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(401);
      }
      // The header still works.
      expect((await t.app.inject({ method: 'GET', url: API.syncPull, headers: { authorization: `Bearer ${d.accessToken}` } })).statusCode).toBe(200);
    });

    it('sign-out revokes the session: the access and refresh tokens stop working', async () => {
      const d = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const other = tokens((await signIn('resident@example.com', 'Resident#2026')).body);
      const res = await post(API.signOut, {}, { authorization: `Bearer ${d.accessToken}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', details: [] });
      expect(await acl(d.accessToken, d.user.uid)).toBe(401);
      expect((await refresh(d.refreshToken)).status).toBe(401);
      expect(await acl(other.accessToken, other.user.uid)).toBe(200);
      expect((await post(API.signOut, {})).status).toBe(401);
    });
  });

  describe('sign-up', () => {
    const valid = {
      firstname: '  nomsa ',
      lastname: 'van der merwe',
      mobile: '082 765 4321',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email: 'nomsa@example.com',
      password: 'Correct horse 9',
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    };
    const count = async () => {
      const [u, r, c, l] = await Promise.all(
        (['users', 'user_roles', 'contacts', 'change_log'] as const).map((tbl) =>
          t.ctx.db
            .selectFrom(tbl)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return [u, r, c, l].map((x) => Number(x?.n));
    };

    it.each([
      [{ firstname: '' }, 'Please enter your first name'],
      [{ firstname: 'J0hn' }, 'Please enter a valid name.'],
      [{ lastname: ' ' }, 'Please enter your last name'],
      [{ lastname: 'Smith!' }, 'Please enter a valid name.'],
      [{ mobile: '' }, 'Please enter your mobile number'],
      [{ mobile: '0112345678' }, 'Please enter a valid phone number.'],
      [{ mobile: '082123456' }, 'Please enter a valid phone number.'],
      [{ estateId: 999 }, 'Please select an estate'],
      [{ estateId: 'x' }, 'Please select an estate'],
      [{ email: '' }, 'Please enter your email'],
      [{ email: 'nomsa@' }, 'Please enter a valid email address'],
      [{ password: '' }, 'Please enter a password'],
      [{ password: 'short12' }, 'Please make sure that your password is at least 8 characters long.'],
      [{ userType: 'guard' }, 'Please choose a user type'],
      [{ userType: 'estateManager' }, 'Please choose a user type'],
      [{ acceptedPrivacyPolicy: false }, 'Please accept the terms and privacy policy'],
      [{ unitNo: '-12' }, 'Please enter a valid unit number (letters, digits, spaces, / or -, at most 20 characters).'],
      [{ unitNo: '1'.repeat(21) }, 'Please enter a valid unit number (letters, digits, spaces, / or -, at most 20 characters).'],
    ])('refuses %o with the spec message and writes nothing', async (change, message) => {
      const before = await count();
      const res = await post(API.signUp, { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.errorDescription).toBe(message);
      expect(res.body.errorDetails?.detail).toBe(message);
      expect(await count()).toEqual(before);
    });

    it('creates the user and contacts in one transaction, unverified and with NO role, publishes them, mails the verification and signs in', async () => {
      const before = await count();
      const res = await post(API.signUp, valid);
      expect(res.status).toBe(201);
      const d = tokens(res.body);
      expect(d.user).toMatchObject({ email: 'nomsa@example.com', firstName: 'Nomsa', lastName: 'Van Der Merwe', displayName: 'Nomsa Van Der Merwe' });
      // change log: users and contacts; no role row, no member card (issue 26: joining is a request).
      expect(await count()).toEqual([before[0]! + 1, before[1]!, before[2]! + 1, before[3]! + 3]);
      const user = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', d.user.uid).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ mobile: '0827654321', default_estate_id: 91, user_type: 'resident' });
      expect(Number(user.mobile_verified)).toBe(0);
      expect(Number(user.email_verified)).toBe(0);
      expect(await t.ctx.db.selectFrom('user_roles').selectAll().where('user_id', '=', d.user.uid).execute()).toEqual([]);
      const changes = await t.ctx.db.selectFrom('change_log').select(['tbl', 'data']).where('scope', '=', `user:${d.user.uid}`).execute();
      // The join request (membership module) is the person's own row too, until the estate's managers see it once verified.
      expect(changes.map((c) => c.tbl).sort()).toEqual(['contacts', 'membershipRequests', 'users']);
      expect(JSON.parse(changes.find((c) => c.tbl === 'users')?.data ?? '{}')).toMatchObject({
        uid: d.user.uid,
        mobileVerified: false,
        emailVerified: false,
        defaultEstate: 91,
      });
      const mail = await t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', 'nomsa@example.com').execute();
      expect(mail.map((m) => m.subject)).toEqual(['Verify your e-mail address']);
      expect(mail[0]?.text_body).toMatch(new RegExp(`${PUBLIC_URL}/verify-email\\?token=\\S+`));
      expect(mail[0]?.text_body).toMatch(/\b\d{6}\b/);
      expect(await acl(d.accessToken, d.user.uid)).toBe(200);
      expect((await signIn('nomsa@example.com', valid.password)).status).toBe(200);
    });

    it('keeps the user type asked for on the account (resident by default, owner allowed) without granting it', async () => {
      const { userType: _ignored, ...noType } = valid;
      const res = await post(API.signUp, { ...noType, email: 'sam@example.com', mobile: '+27731112222' });
      expect(res.status).toBe(201);
      const owner = await post(API.signUp, { ...valid, email: 'olwethu@example.com', userType: 'owner', estateId: 92, unitNo: ' 12A ' });
      expect(owner.status).toBe(201);
      const ownerId = tokens(owner.body).user.uid;
      expect((await t.ctx.db.selectFrom('users').select('user_type').where('id', '=', ownerId).executeTakeFirstOrThrow()).user_type).toBe('owner');
      expect(await t.ctx.db.selectFrom('user_roles').selectAll().where('user_id', '=', ownerId).execute()).toEqual([]);
    });

    it('refuses an e-mail in use (any case) and writes nothing', async () => {
      const before = await count();
      const res = await post(API.signUp, { ...valid, email: 'Resident@Example.com' });
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('auth/email-already-in-use');
      expect(res.body.errorDescription).toBe('You already have an account, please reset password if you forgot it.');
      expect(await count()).toEqual(before);
    });

    it('two sign-ups racing for one e-mail: one account, one 409, no stray rows', async () => {
      const before = await count();
      const [a, b] = await Promise.all([post(API.signUp, { ...valid, email: 'race@example.com' }), post(API.signUp, { ...valid, email: 'race@example.com' })]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      // change log: users, contacts and the join request (no role: issue 26).
      expect(await count()).toEqual([before[0]! + 1, before[1]!, before[2]! + 1, before[3]! + 3]);
    });
  });

  describe('forgot and reset password', () => {
    const mailTo = async (to: string) => t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').execute();
    const linkToken = (text: string) => {
      const match = /(\S+)\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
      return { base: match?.[1], token: decodeURIComponent(match?.[2] ?? '') };
    };

    it('mails a link built from PUBLIC_URL, never the Host header; unknown e-mails get the same answer and no mail', async () => {
      const known = await post(API.forgotPassword, { email: 'neighbour@example.com' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      const unknown = await post(API.forgotPassword, { email: 'ghost@example.com' }, { host: 'evil.example' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({ status: 'success', details: [] });
      const mails = await mailTo('neighbour@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text_body).not.toContain('evil.example');
      expect(mails[0]?.html_body).not.toContain('evil.example');
      expect(linkToken(mails[0]?.text_body ?? '').base).toBe(PUBLIC_URL);
      expect(await mailTo('ghost@example.com')).toHaveLength(0);
      const stored = await t.ctx.db.selectFrom('password_resets').selectAll().execute();
      expect(stored.some((r) => r.token_hash === linkToken(mails[0]?.text_body ?? '').token)).toBe(false);
    });

    it('reset: length rule, single use, revokes sessions, notifies, does not sign in', async () => {
      const session = tokens((await signIn('manager@example.com', 'Manager#2026')).body);
      await post(API.forgotPassword, { email: 'manager@example.com' });
      const { token } = linkToken((await mailTo('manager@example.com'))[0]?.text_body ?? '');
      const short = await post(API.resetPassword, { token, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.errorDescription).toBe('Please make sure that your password is at least 8 characters long.');
      const res = await post(API.resetPassword, { token, password: 'New manager pass 1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', details: [] });
      const again = await post(API.resetPassword, { token, password: 'Another pass 22' });
      expect(again.status).toBe(400);
      expect(again.body.errorCode).toBe('reset/invalid-token');
      expect(again.body.errorDescription).toBe('This reset link is invalid or has expired. Please request a new one.');
      expect(await acl(session.accessToken, session.user.uid)).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await signIn('manager@example.com', 'Manager#2026')).status).toBe(401);
      expect((await signIn('manager@example.com', 'New manager pass 1')).status).toBe(200);
      const mails = await mailTo('manager@example.com');
      expect(mails[0]?.subject).toBe('Your password was changed');
      expect(mails[0]?.text_body).not.toContain('New manager pass 1');
    });

    it('using one link invalidates every other outstanding link of the user', async () => {
      for (let i = 0; i < 3; i++) await post(API.forgotPassword, { email: 'neighbour@example.com' });
      const links = (await mailTo('neighbour@example.com')).slice(0, 3).map((m) => linkToken(m.text_body).token);
      expect(new Set(links).size).toBe(3);
      const session = tokens((await signIn('neighbour@example.com', 'Neighbour#2026')).body);
      expect((await post(API.resetPassword, { token: links[1], password: 'Neighbour new 1' })).status).toBe(200);
      for (const other of [links[0], links[2]]) {
        const res = await post(API.resetPassword, { token: other, password: 'Attacker pass 9' });
        expect(res.status).toBe(400);
        expect(res.body.errorCode).toBe('reset/invalid-token');
      }
      const open = await t.ctx.db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select('password_resets.id')
        .where('users.email', '=', 'neighbour@example.com')
        .where('password_resets.used_at', 'is', null)
        .execute();
      expect(open).toEqual([]);
      // The reset ended the sessions; the new password works, the attacker's does not.
      expect(await acl(session.accessToken, session.user.uid)).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await signIn('neighbour@example.com', 'Attacker pass 9')).status).toBe(401);
      expect((await signIn('neighbour@example.com', 'Neighbour new 1')).status).toBe(200);
    });

    it('two links used at once: exactly one sets the password', async () => {
      for (let i = 0; i < 2; i++) await post(API.forgotPassword, { email: 'guard@example.com' });
      const links = (await mailTo('guard@example.com')).slice(0, 2).map((m) => linkToken(m.text_body).token);
      const answers = await Promise.all(links.map((token, i) => post(API.resetPassword, { token, password: `Guard parallel ${i}x` })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    });

    it('an expired link is refused', async () => {
      await post(API.forgotPassword, { email: 'resident@example.com' });
      const { token } = linkToken((await mailTo('resident@example.com'))[0]?.text_body ?? '');
      await t.ctx.db
        .updateTable('password_resets')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const res = await post(API.resetPassword, { token, password: 'Long enough 123' });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('reset/invalid-token');
      expect((await signIn('resident@example.com', 'Resident#2026')).status).toBe(200);
    });

    it('limits requests per e-mail: the 6th in an hour is refused', async () => {
      for (let i = 0; i < 5; i++) expect((await post(API.forgotPassword, { email: 'limit@example.com' })).status).toBe(200);
      const res = await post(API.forgotPassword, { email: 'limit@example.com' });
      expect(res.status).toBe(429);
      expect(res.body.errorDescription).toBe('Unable to process your request at this time.');
    });
  });
});

describe.each(dialects)('TRUST_PROXY on %s', (dialect) => {
  const proxy = '203.0.113.5';
  // A known user's wrong password: an unknown e-mail would spend a full N=2^17 dummy hash on each attempt.
  const t = useTestApp(dialect, (app) => insertCast(app, [NEIGHBOUR]), { TRUST_PROXY: `${proxy}, 10.0.0.0/8` });
  const signInFrom = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: NEIGHBOUR.email, userPassword: 'wrong-password' }, remoteAddress, headers });
  const ipCounters = async () =>
    (await t.ctx.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'signin:ip:%').orderBy('key').execute()).map(
      (r) => `${r.key}=${Number(r.count)}`,
    );

  it('uses the forwarded address from a named proxy (address or CIDR), and the TCP peer for anyone else', async () => {
    expect((await signInFrom(proxy, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(401);
    expect((await signInFrom('10.1.2.3', { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.9', { 'x-forwarded-for': '198.51.100.9' })).statusCode).toBe(401);
    expect(await ipCounters()).toEqual(['signin:ip:192.0.2.9=1', 'signin:ip:198.51.100.7=1', 'signin:ip:198.51.100.8=1']);
  });

  it('refuses a TRUST_PROXY that is not addresses or CIDRs', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1 , ::1, fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });
});
