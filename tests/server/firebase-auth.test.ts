import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import { DEFAULT_ESTATE_ID } from '../../src/domain/estate-roles';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '../../src/i18n/en/auth';
import { UNUSABLE_PASSWORD_HASH } from '../../server/auth/passwords';
import { FIREBASE_REAUTH_MAX_AGE_S, isFreshFirebaseSignInOf } from '../../server/modules/auth/firebase.service';
import { LIMITS } from '../../server/auth/rate-limit';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { makeSigningKey, signIdToken, startKeyServer, unsignedIdToken, type IdTokenSpec } from '../helpers/firebase-keys';
import { availableDialects, useTestApp, type TestApp } from '../helpers/test-app';

/**
 * The Firebase exchange against the real server on SQLite and PostgreSQL, with
 * FIREBASE_KEYS_URL pointed at a real key server on 127.0.0.1 holding self-made RS256 keys.
 */

const dialects = await availableDialects();
const keys = await startKeyServer();
afterAll(() => keys.close());

const PROJECT = 'willow-creek-estate';
const FIREBASE_ENV = {
  FIREBASE_PROJECT_ID: PROJECT,
  FIREBASE_API_KEY: 'AIzaSyTestKey',
  FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  FIREBASE_KEYS_URL: keys.url,
};

type Body = { status: string; details?: unknown[]; errorCode?: string; errorDescription?: string };
type Answer = { status: number; body: Body; headers: Record<string, unknown> };

let uids = 0;
const freshUid = () => `fb-${Date.now().toString(36)}-${++uids}`;

function exchangeWith(t: TestApp) {
  return async (payload: unknown, remoteAddress?: string): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.firebaseExchange,
      payload: payload as Record<string, unknown>,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: res.statusCode, body: res.json<Body>(), headers: res.headers };
  };
}

const details = (answer: Answer) => answer.body.details?.[0] as TokenDetails;
const errorOf = (answer: Answer) => ({ status: answer.status, code: answer.body.errorCode, message: answer.body.errorDescription });

describe.each(dialects)('Firebase sign-in on %s', (dialect) => {
  let profileEstate: number;
  const t = useTestApp(
    dialect,
    async (app) => {
      await makeEstate(app, { id: DEFAULT_ESTATE_ID, name: 'Default Estate' });
      profileEstate = await makeEstate(app, { name: 'Willow Creek Estate' });
    },
    FIREBASE_ENV,
  );
  const exchange = exchangeWith(t);
  const token = (spec: Omit<IdTokenSpec, 'projectId'>, overrides: Record<string, unknown> = {}) =>
    signIdToken(keys.key, { projectId: PROJECT, ...spec }, overrides);
  const db = () => t.ctx.db;
  const counts = async () => ({
    users: (await db().selectFrom('users').select('id').execute()).length,
    roles: (await db().selectFrom('user_roles').select('id').execute()).length,
    links: (await db().selectFrom('firebase_links').select('uid').execute()).length,
  });
  const linkOf = (uid: string) => db().selectFrom('firebase_links').selectAll().where('project_id', '=', PROJECT).where('uid', '=', uid).executeTakeFirst();
  const userRow = (id: string) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const acl = async (accessToken: string, userId: string) =>
    (await t.app.inject({ method: 'GET', url: API.acl(userId), headers: { authorization: `Bearer ${accessToken}` } })).statusCode;

  it('a new uid makes a local user as sign-up does (default estate and user type, names from the token; no role, unverified as the token says), and the same user ever after', async () => {
    const uid = freshUid();
    const email = `${uid}@Example.com`;
    const before = await counts();
    const first = await exchange({ idToken: await token({ uid, email, name: 'thandi  van wyk', emailVerified: false }) });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const d = details(first);
    expect(d.user).toMatchObject({ email: email.toLowerCase(), firstName: 'Thandi', lastName: 'Van Wyk', displayName: 'Thandi Van Wyk', photoURL: '' });
    expect(d.expiresIn).toBe(900);
    const user = await userRow(d.user.uid);
    expect(user).toMatchObject({ email: email.toLowerCase(), mobile: '', user_type: 'resident', password_hash: UNUSABLE_PASSWORD_HASH });
    expect(Number(user.default_estate_id)).toBe(DEFAULT_ESTATE_ID);
    // Issue 26: no role (a Firebase sign-in without the sign-up form asks to join nothing), and the address unproven.
    expect(await db().selectFrom('user_roles').selectAll().where('user_id', '=', d.user.uid).execute()).toEqual([]);
    expect(Number(user.email_verified)).toBe(0);
    expect((await listMailbox(t.ctx.db, email)).map((m) => m.subject)).toEqual(['Verify your e-mail address']);
    expect(await linkOf(uid)).toMatchObject({ user_id: d.user.uid });
    // Published as sign-up publishes: the user's row and contacts.
    const published = await db()
      .selectFrom('change_log')
      .select(['tbl', 'scope'])
      .where((eb) => eb.or([eb('scope', '=', `user:${d.user.uid}`), eb('row_id', 'like', `%${d.user.uid}%`)]))
      .execute();
    expect(new Set(published.map((c) => `${c.scope.split(':')[0]}/${c.tbl}`))).toEqual(new Set(['user/users', 'user/contacts']));
    expect(await counts()).toEqual({ users: before.users + 1, roles: before.roles, links: before.links + 1 });

    // The next sign-in (another token of the same uid, e-mail now verified): the same user, now verified, nothing new written.
    const again = await exchange({ idToken: await token({ uid, email, name: 'Someone Else', emailVerified: true }) });
    expect(again.status).toBe(200);
    expect(details(again).user.uid).toBe(d.user.uid);
    expect(details(again).user.firstName).toBe('Thandi');
    expect(Number((await userRow(d.user.uid)).email_verified)).toBe(1);
    expect(await counts()).toEqual({ users: before.users + 1, roles: before.roles, links: before.links + 1 });

    // The built-in sign-in cannot use the account: any password is a wrong one.
    const builtIn = await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: email, userPassword: UNUSABLE_PASSWORD_HASH } });
    expect(builtIn.statusCode).toBe(401);
    expect(builtIn.json<Body>().errorCode).toBe('auth/invalid-credential');
  });

  it("takes the names from the e-mail's local part when the token has no name", async () => {
    const uid = freshUid();
    const answer = await exchange({ idToken: await token({ uid, email: `sipho.ndlovu+${uids}@example.com` }) });
    expect(answer.status).toBe(200);
    expect(details(answer).user).toMatchObject({ firstName: 'Sipho', lastName: `Ndlovu ${uids}`, displayName: `Sipho Ndlovu ${uids}` });
  });

  it("with the sign-up form's profile: its estate, names, mobile and user type, checked as sign-up checks them (no role granted)", async () => {
    const profile = {
      firstname: 'olwethu',
      lastname: 'mahlangu',
      mobile: '082 765 4321',
      estateName: 'Willow Creek Estate',
      estateId: profileEstate,
      userType: 'owner',
      acceptedPrivacyPolicy: true,
    };
    const before = await counts();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ mobile: '0112345678' }, SIGN_UP_MESSAGES.invalidMobile],
      [{ userType: 'guard' }, SIGN_UP_MESSAGES.userTypeRequired],
      [{ estateId: 987_654 }, SIGN_UP_MESSAGES.estateRequired],
      [{ firstname: '' }, SIGN_UP_MESSAGES.firstNameRequired],
      [{ acceptedPrivacyPolicy: false }, SIGN_UP_MESSAGES.termsRequired],
    ];
    for (const [change, message] of refusals) {
      const refused = await exchange({ idToken: await token({ uid: freshUid() }), profile: { ...profile, ...change } });
      expect([change, errorOf(refused)]).toEqual([change, { status: 400, code: 'validation', message }]);
    }
    expect(await counts()).toEqual(before);

    const uid = freshUid();
    const made = await exchange({ idToken: await token({ uid, name: 'Not Used' }), profile });
    expect(made.status).toBe(200);
    const user = await userRow(details(made).user.uid);
    expect(user).toMatchObject({
      first_name: 'Olwethu',
      last_name: 'Mahlangu',
      mobile: '0827654321',
      user_type: 'owner',
      password_hash: UNUSABLE_PASSWORD_HASH,
    });
    expect(Number(user.default_estate_id)).toBe(profileEstate);
    expect(await db().selectFrom('user_roles').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it("links an existing local user whose e-mail Firebase has verified, ending the account's other sessions; from then on Firebase holds the password (the local one and its reset links retired)", async () => {
    const local = await makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] });
    const uid = freshUid();
    const before = await counts();
    const linked = await exchange({ idToken: await token({ uid, email: local.email.toUpperCase(), emailVerified: true }) });
    expect(linked.status).toBe(200);
    expect(details(linked).user.uid).toBe(local.userId);
    // The session the account had before is over (issue 26); the one just issued works.
    expect(await acl(local.token, local.userId)).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: local.refreshToken } })).statusCode).toBe(401);
    expect(await acl(details(linked).accessToken, local.userId)).toBe(200);
    expect(await linkOf(uid)).toMatchObject({ user_id: local.userId });
    expect(await counts()).toEqual({ ...before, links: before.links + 1 });
    const localSignIn = await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: local.email, userPassword: local.password } });
    expect({ status: localSignIn.statusCode, code: localSignIn.json<{ errorCode?: string }>().errorCode }).toEqual({
      status: 401,
      code: 'auth/invalid-credential',
    });
    // The built-in reset mails nothing for it: Firebase's own reset serves a linked account.
    const forgot = await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: local.email } });
    expect(forgot.statusCode).toBe(200);
    expect(await listMailbox(t.ctx.db, local.email)).toEqual([]);
    // The same Firebase user signs in again as before.
    expect(details(await exchange({ idToken: await token({ uid, email: local.email, emailVerified: true }) })).user.uid).toBe(local.userId);
  });

  it('never links an unverified Firebase e-mail to an existing account: 403, nothing written', async () => {
    const local = await makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] });
    const uid = freshUid();
    const before = await counts();
    const refused = await exchange({ idToken: await token({ uid, email: local.email, emailVerified: false }) });
    expect(errorOf(refused)).toEqual({ status: 403, code: 'auth/email-not-verified', message: AUTH_MESSAGES.emailNotVerified });
    expect(await linkOf(uid)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a second uid for an account already linked (409), and one uid never reaches another local user', async () => {
    const [x, y] = await Promise.all([
      makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] }),
      makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] }),
    ]);
    const uidX = freshUid();
    expect(details(await exchange({ idToken: await token({ uid: uidX, email: x.email, emailVerified: true }) })).user.uid).toBe(x.userId);
    const before = await counts();

    const otherUid = freshUid();
    const refused = await exchange({ idToken: await token({ uid: otherUid, email: x.email, emailVerified: true }) });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'auth/credential-already-in-use', message: AUTH_MESSAGES.firebaseLinkedElsewhere });
    expect(await linkOf(otherUid)).toBeUndefined();

    // X's uid now carrying Y's (verified) e-mail still answers X: the link decides, never the e-mail.
    const moved = await exchange({ idToken: await token({ uid: uidX, email: y.email, emailVerified: true }) });
    expect(details(moved).user.uid).toBe(x.userId);
    expect(details(moved).user.uid).not.toBe(y.userId);
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom('firebase_links').select('uid').where('user_id', '=', y.userId).execute()).toEqual([]);
  });

  it('refuses a bad signature, a foreign key, an unsigned token and a token of another project: 401, nothing written', async () => {
    const uid = freshUid();
    const before = await counts();
    const good = await token({ uid });
    const other = await token({ uid: freshUid() });
    const forged = `${good.split('.').slice(0, 2).join('.')}.${other.split('.')[2]}`;
    const foreign = await signIdToken(await makeSigningKey(keys.key.kid), { projectId: PROJECT, uid });
    const unsigned = unsignedIdToken({ projectId: PROJECT, uid });
    const otherProject = await signIdToken(keys.key, { projectId: 'another-estate', uid });
    for (const idToken of [forged, foreign, unsigned, otherProject, 'not-a-token']) {
      expect(errorOf(await exchange({ idToken }))).toEqual({ status: 401, code: 'auth/custom-auth-failed', message: AUTH_MESSAGES.firebaseFailed });
    }
    expect(await linkOf(uid)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a token without an e-mail (400) and an invalid body with the schema message (400)', async () => {
    const before = await counts();
    expect(errorOf(await exchange({ idToken: await token({ uid: freshUid(), email: null }) }))).toEqual({
      status: 400,
      code: 'auth/missing-email',
      message: AUTH_MESSAGES.firebaseNoEmail,
    });
    expect(errorOf(await exchange({ idToken: '' }))).toEqual({ status: 400, code: 'validation', message: AUTH_MESSAGES.firebaseFailed });
    expect(errorOf(await exchange({ idToken: 'x'.repeat(8193) }))).toEqual({ status: 400, code: 'validation', message: AUTH_MESSAGES.firebaseFailed });
    const missing = await exchange({});
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('validation');
    expect(missing.body.errorDescription).toContain('idToken');
    expect(await counts()).toEqual(before);
  });

  it('answers a session like sign-in: the access token opens an authenticated call and the refresh token rotates', async () => {
    const answer = await exchange({ idToken: await token({ uid: freshUid() }) });
    const d = details(answer);
    expect(await acl(d.accessToken, d.user.uid)).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: d.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ details: TokenDetails[] }>().details[0]!;
    expect(next.refreshToken).not.toBe(d.refreshToken);
    expect(next.user.uid).toBe(d.user.uid);
    expect(await acl(next.accessToken, d.user.uid)).toBe(200);
    // The used token is spent: presenting it again after the grace window's one retry ends the session.
    await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: next.refreshToken } });
    const reused = await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: d.refreshToken } });
    expect(reused.statusCode).toBe(401);
  });

  it('two first sign-ins of one uid at once: one user, one link, both answered with it', async () => {
    const uid = freshUid();
    const before = await counts();
    const idToken = await token({ uid });
    const answers = await Promise.all([exchange({ idToken }), exchange({ idToken }), exchange({ idToken })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => details(a).user.uid)).size).toBe(1);
    expect(await counts()).toEqual({ users: before.users + 1, roles: before.roles, links: before.links + 1 });
  });

  it('deleting the account deletes the link; the same uid then starts a new account', async () => {
    const local = await makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] });
    const uid = freshUid();
    const linked = details(await exchange({ idToken: await token({ uid, email: local.email, emailVerified: true }) }));
    expect(await linkOf(uid)).toBeDefined();
    await deleteAccount(t, { ...local, token: linked.accessToken }, { idToken: await token({ uid, email: local.email, emailVerified: true }) });
    expect(await db().selectFrom('users').select('id').where('id', '=', local.userId).executeTakeFirst()).toBeUndefined();
    expect(await linkOf(uid)).toBeUndefined();
    expect(await db().selectFrom('firebase_links').select('uid').where('user_id', '=', local.userId).execute()).toEqual([]);

    const fresh = await exchange({ idToken: await token({ uid, email: local.email, emailVerified: true }) });
    expect(fresh.status).toBe(200);
    expect(details(fresh).user.uid).not.toBe(local.userId);
    expect(await linkOf(uid)).toMatchObject({ user_id: details(fresh).user.uid });
  });

  it('counts exchanges per address before verifying: over the sign-in limit, 429', async () => {
    const address = `10.13.${dialect === 'sqlite' ? 1 : 2}.7`;
    for (let i = 0; i < LIMITS.signInPerIp.limit; i++) expect((await exchange({ idToken: 'not-a-token' }, address)).status).toBe(401);
    const limited = await exchange({ idToken: await token({ uid: freshUid() }) }, address);
    expect(errorOf(limited)).toEqual({ status: 429, code: 'auth/too-many-requests', message: AUTH_MESSAGES.tooManySignIns });
  });

  it('a fresh Firebase sign-in of the linked user stands for a re-authentication; a stale one, another user or a bad token do not', async () => {
    const uid = freshUid();
    const mine = details(await exchange({ idToken: await token({ uid }) })).user.uid;
    const other = await makeUser(t, { roles: [{ estateId: profileEstate, role: 'resident' }] });
    const nowS = Math.floor(Date.now() / 1000);
    expect(await isFreshFirebaseSignInOf(t.ctx, mine, await token({ uid }))).toBe(true);
    expect(await isFreshFirebaseSignInOf(t.ctx, mine, await token({ uid }, { auth_time: nowS - FIREBASE_REAUTH_MAX_AGE_S - 5 }))).toBe(false);
    expect(await isFreshFirebaseSignInOf(t.ctx, other.userId, await token({ uid }))).toBe(false);
    expect(await isFreshFirebaseSignInOf(t.ctx, mine, await token({ uid: freshUid() }))).toBe(false);
    expect(await isFreshFirebaseSignInOf(t.ctx, mine, unsignedIdToken({ projectId: PROJECT, uid }))).toBe(false);
  });

  it("a Firebase-only account asks for its delete code with a fresh ID token (its password is Firebase's): stale, foreign or missing proofs refused", async () => {
    const uid = freshUid();
    const email = `${uid.toLowerCase()}@example.com`;
    const signedIn = details(await exchange({ idToken: await token({ uid, email, emailVerified: true }) }));
    const userId = signedIn.user.uid;
    const headers = { authorization: `Bearer ${signedIn.accessToken}` };
    const me = { userId, toUserId: userId, toEmailAddress: email };
    const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: API.sendDeleteOtp, headers, payload: { ...me, ...payload } });
    const nowS = Math.floor(Date.now() / 1000);
    const refusals = [
      await send({ idToken: await token({ uid, email }, { auth_time: nowS - FIREBASE_REAUTH_MAX_AGE_S - 5 }) }),
      await send({ idToken: await token({ uid: freshUid(), email }) }),
      await send({ password: 'whatever-was-typed' }),
    ];
    for (const refused of refusals)
      expect({ status: refused.statusCode, code: refused.json<{ errorCode?: string }>().errorCode }).toEqual({ status: 403, code: 'auth/wrong-password' });
    const missing = await send({});
    expect({ status: missing.statusCode, message: missing.json<{ errorDescription?: string }>().errorDescription }).toEqual({
      status: 400,
      message: AUTH_MESSAGES.enterPassword,
    });
    expect(await listMailbox(t.ctx.db, email)).toEqual([]);

    expect((await send({ idToken: await token({ uid, email }) })).statusCode).toBe(200);
    const [mail] = await listMailbox(t.ctx.db, email);
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1];
    const validated = await t.app.inject({ method: 'POST', url: API.validateDeleteOtp, headers, payload: { ...me, otp } });
    expect(validated.json<{ details: Array<{ otpResult: string }> }>().details[0]?.otpResult).toBe('VERIFIED');
    expect(await linkOf(uid)).toBeUndefined();
  });

  it('the public config names the project, without an emulator', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.publicConfig });
    expect(res.json<{ details: Array<{ firebase?: unknown }> }>().details[0]?.firebase).toEqual({
      projectId: PROJECT,
      apiKey: 'AIzaSyTestKey',
      authDomain: `${PROJECT}.firebaseapp.com`,
    });
  });
});

/** The delete-account flow (re-authentication with a fresh Firebase sign-in, the mailed code). */
async function deleteAccount(t: TestApp, user: TestUser, proof: { idToken: string }): Promise<void> {
  const headers = { authorization: `Bearer ${user.token}` };
  const me = { userId: user.userId, toUserId: user.userId, toEmailAddress: user.email };
  const sent = await t.app.inject({ method: 'POST', url: API.sendDeleteOtp, headers, payload: { ...me, ...proof } });
  expect(sent.statusCode).toBe(200);
  const [mail] = await listMailbox(t.ctx.db, user.email);
  const otp = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(otp).toBeDefined();
  const validated = await t.app.inject({ method: 'POST', url: API.validateDeleteOtp, headers, payload: { ...me, otp } });
  expect(validated.json<{ details: Array<{ otpResult: string }> }>().details[0]?.otpResult).toBe('VERIFIED');
}

describe('Firebase sign-in not configured', () => {
  const t = useTestApp('sqlite', async () => undefined);
  const exchange = exchangeWith(t);

  it('answers 404 whatever the body, and the public config has no firebase part', async () => {
    for (const payload of [{ idToken: 'a.b.c' }, {}]) {
      expect(errorOf(await exchange(payload))).toEqual({ status: 404, code: 'auth/firebase-not-configured', message: AUTH_MESSAGES.firebaseNotConfigured });
    }
    const res = await t.app.inject({ method: 'GET', url: API.publicConfig });
    expect(res.json<{ details: Array<Record<string, unknown>> }>().details[0]).not.toHaveProperty('firebase');
    expect(await isFreshFirebaseSignInOf(t.ctx, 'anyone', await signIdToken(keys.key, { projectId: PROJECT }))).toBe(false);
  });
});

describe('Firebase sign-in with the Auth emulator (demo- project)', () => {
  const DEMO = 'demo-willow-creek';
  const t = useTestApp('sqlite', (app) => makeEstate(app, { id: DEFAULT_ESTATE_ID }), {
    FIREBASE_PROJECT_ID: DEMO,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FIREBASE_KEYS_URL: keys.url,
  });
  const exchange = exchangeWith(t);

  it("accepts the emulator's unsigned tokens of the demo project only, and the public config names the emulator", async () => {
    const answer = await exchange({ idToken: unsignedIdToken({ projectId: DEMO, uid: 'emulated-1', email: 'emulated@example.com', name: 'Emma Ulator' }) });
    expect(answer.status).toBe(200);
    expect(details(answer).user).toMatchObject({ email: 'emulated@example.com', firstName: 'Emma', lastName: 'Ulator' });
    expect(errorOf(await exchange({ idToken: unsignedIdToken({ projectId: 'demo-other', uid: 'emulated-2' }) })).status).toBe(401);
    expect(
      errorOf(await exchange({ idToken: unsignedIdToken({ projectId: DEMO, uid: 'emulated-3' }, { exp: Math.floor(Date.now() / 1000) - 60 }) })).status,
    ).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: API.publicConfig });
    expect(res.json<{ details: Array<{ firebase?: unknown }> }>().details[0]?.firebase).toEqual({
      projectId: DEMO,
      apiKey: 'demo-api-key',
      authDomain: `${DEMO}.firebaseapp.com`,
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });
});
