import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import type { UserRecord } from '../../src/contract/records';
import { VERIFY_EMAIL_MESSAGES as M } from '../../src/i18n/en/verify-email.messages';
import { LIMITS } from '../../server/auth/rate-limit';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { MANAGER, RESIDENT, useCast } from '../helpers/cast';
import { verificationMails } from '../helpers/email-verification';
import { makePeopleConfig, makeUser, signInAs, type Caller } from '../helpers/factories';
import { signIdToken, startKeyServer } from '../helpers/firebase-keys';
import { availableDialects } from '../helpers/test-app';
import { backfillUnits } from '../../server/modules/people/units.service';
import { pullAll, push } from '../sync/sync-helpers';
import { associatesUrl, call, peopleConfig, rowId, SA_IDS, spouseArgs } from './people-helpers';

/**
 * Issue 26: verified e-mail before anything is bound to an address. Sign-up's mail (code and
 * link), its limits, and the takeover the review found replayed: an attacker who registers the
 * address a resident named as their delegate gets nothing, through sign-up or Firebase.
 */

const dialects = await availableDialects();
const keys = await startKeyServer();
afterAll(() => keys.close());

const WC = 91;
const PUBLIC_URL = 'https://app.willowcreek.example';
const PROJECT = 'willow-creek-estate';
const ENV = {
  PUBLIC_URL,
  FIREBASE_PROJECT_ID: PROJECT,
  FIREBASE_API_KEY: 'AIzaSyTestKey',
  FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  FIREBASE_KEYS_URL: keys.url,
};

type Body = { status: string; details?: unknown[]; errorCode?: string; errorDescription?: string };
type Answer = { status: number; body: Body };

let made = 0;
const fresh = (name: string) => `${name}-${Date.now().toString(36)}-${++made}@example.com`;

describe.each(dialects)('e-mail verification on %s', (dialect) => {
  const { t } = useCast(dialect, [RESIDENT, MANAGER], { env: ENV, setUp: (app) => makePeopleConfig(app, WC, peopleConfig(6)) });

  const post = async (url: string, payload: object | undefined, who?: { token: string } | null, remoteAddress?: string): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(who ? { headers: { authorization: `Bearer ${who.token}` } } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: res.statusCode, body: res.json<Body>() };
  };
  const refusal = (answer: Answer) => [answer.status, answer.body.errorDescription];
  const tokensOf = (answer: Answer) => answer.body.details?.[0] as TokenDetails;
  const sessionOf = (answer: Answer, email: string) => {
    const d = tokensOf(answer);
    return { token: d.accessToken, refreshToken: d.refreshToken, userId: d.user.uid, email };
  };

  let addresses = 0;
  const signUp = async (email: string, extra: object = {}, remoteAddress = `10.26.${dialect === 'sqlite' ? 1 : 2}.${++addresses}`) =>
    post(
      API.signUp,
      {
        firstname: 'Sam',
        lastname: 'Squatter',
        mobile: '0825550123',
        estateName: 'Willow Creek Estate',
        estateId: WC,
        email,
        password: 'Correct horse 9',
        userType: 'owner',
        acceptedPrivacyPolicy: true,
        ...extra,
      },
      null,
      remoteAddress,
    );
  const signedUp = async (email: string, extra: object = {}) => {
    const answer = await signUp(email, extra);
    expect(answer.status).toBe(201);
    return sessionOf(answer, email);
  };
  const verifyCode = (who: { token: string }, code: string) => post(API.verifyEmail, { code }, who);
  const verifyLink = (token: string, who?: { token: string }) => post(API.verifyEmailLink, { token }, who);
  const resend = (who: { token: string }) => post(API.verifyEmailResend, undefined, who);
  const newest = async (email: string) => {
    const [mail] = await verificationMails(t.ctx.db, email);
    if (!mail) throw new Error(`no verification mail to ${email}`);
    return mail;
  };
  const isVerified = async (userId: string) =>
    Number((await t.ctx.db.selectFrom('users').select('email_verified').where('id', '=', userId).executeTakeFirstOrThrow()).email_verified) === 1;
  const rolesOf = async (userId: string) =>
    (await t.ctx.db.selectFrom('user_roles').select(['role_name', 'unit_no']).where('user_id', '=', userId).execute()).map(
      (r) => `${r.role_name}:${r.unit_no}`,
    );
  const syncedUser = async (who: Caller) =>
    (await pullAll(t.app, who)).changes.filter((c) => c.table === 'users' && c.id === who.userId).at(-1)?.data as UserRecord | undefined;
  const acl = async (who: { token: string; userId: string }) =>
    (await t.app.inject({ method: 'GET', url: API.acl(who.userId), headers: { authorization: `Bearer ${who.token}` } })).statusCode;
  const refresh = async (refreshToken: string) => (await t.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken } })).statusCode;
  const firebaseToken = (uid: string, email: string, emailVerified: boolean) => signIdToken(keys.key, { projectId: PROJECT, uid, email, emailVerified });
  const exchange = async (idToken: string) => post(API.firebaseExchange, { idToken });

  let units = 0;
  /** A resident of a unit of their own adds two adults and names the first, with `email`, the unit's delegate over REST. */
  async function residentNamesDelegate(email: string): Promise<{ delegateId: string; otherId: string; unitNo: string }> {
    const unitNo = `${dialect === 'sqlite' ? 'S' : 'P'}${++units}`;
    const resident = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo }] });
    await backfillUnits(t.ctx.db);
    const delegate = spouseArgs(WC, unitNo, { firstName: 'Ayanda', email, passportOrIDNumber: SA_IDS[1] });
    const other = spouseArgs(WC, unitNo, { firstName: 'Lerato', email: '', passportOrIDNumber: SA_IDS[2] });
    const pushed = await push(t.app, resident, rowId('cl'), [
      { id: 1, name: 'associates.create', args: delegate },
      { id: 2, name: 'associates.create', args: other },
    ]);
    expect(pushed.body.results).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    const named = await call(
      t.app,
      'PUT',
      `${API.associateDelegate}?userID=${resident.userId}&estateID=${WC}&unitNo=${unitNo}&associateId=${delegate.associateId}`,
      resident,
    );
    expect(named.status).toBe(200);
    return { delegateId: delegate.associateId, otherId: other.associateId, unitNo };
  }
  /** What an account may see of the unit's people: the associates list and an associate's full ID number. */
  const unitAccess = async (who: Caller, { otherId, unitNo }: { otherId: string; unitNo: string }) => ({
    list: (await call(t.app, 'GET', associatesUrl(who, WC, unitNo), who)).status,
    identity: (await call(t.app, 'GET', API.associateIdentity(otherId), who)).status,
  });
  const delegateOf = async (associateId: string) =>
    (await t.ctx.db.selectFrom('associates').select('delegate_user_id').where('id', '=', associateId).executeTakeFirstOrThrow()).delegate_user_id;

  it('sign-up: no role, one mail with a link and a 6-digit code; the code verifies at once and the synced users row says so', async () => {
    const email = fresh('nomsa');
    const me = await signedUp(email, { unitNo: '12' });
    expect(await rolesOf(me.userId)).toEqual([]);
    expect(await isVerified(me.userId)).toBe(false);
    expect((await syncedUser(me))?.emailVerified).toBe(false);
    const [mail] = await listMailbox(t.ctx.db, email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    const { code, token } = await newest(email);
    expect(code).toMatch(/^\d{6}$/);
    // Only hashes are stored.
    const stored = await t.ctx.db.selectFrom('email_verifications').selectAll().where('user_id', '=', me.userId).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await verifyCode(me, ` ${code} `);
    expect([verified.status, verified.body.details]).toEqual([200, [{ emailVerified: true }]]);
    expect(await isVerified(me.userId)).toBe(true);
    expect((await syncedUser(me))?.emailVerified).toBe(true);
    // A second tap, or the link opened afterwards: the same success, nothing more.
    expect((await verifyCode(me, code)).status).toBe(200);
    expect((await verifyLink(token, me)).status).toBe(200);
    expect(refusal(await resend(me))).toEqual([409, M.alreadyVerified]);
    // Still no role: joining the estate is the manager's decision, not the verification's.
    expect(await rolesOf(me.userId)).toEqual([]);
  });

  it('the link verifies only its own account signed in; a link or code of a mail a newer one replaced, and an unknown link, do not', async () => {
    const email = fresh('link');
    const me = await signedUp(email);
    const first = await newest(email);
    expect((await resend(me)).status).toBe(200);
    const second = await newest(email);
    expect(second.token).not.toBe(first.token);
    expect(refusal(await verifyLink(first.token, me))).toEqual([400, M.linkInvalid]);
    if (first.code !== second.code) expect(refusal(await verifyCode(me, first.code))).toEqual([400, M.wrongCode]);
    expect(refusal(await verifyLink('x'.repeat(43), me))).toEqual([400, M.linkInvalid]);
    // The person whose address a stranger signed up with opens the mail: signed out the click does
    // nothing, signed in as anyone else it is refused, and the stranger's account stays unverified.
    expect((await verifyLink(second.token)).status).toBe(401);
    const someoneElse = await signedUp(fresh('someone-else'));
    expect(refusal(await verifyLink(second.token, someoneElse))).toEqual([403, M.linkOtherAccount]);
    expect(await isVerified(me.userId)).toBe(false);

    const opened = await verifyLink(second.token, me);
    expect([opened.status, opened.body.details]).toEqual([200, [{ emailVerified: true }]]);
    expect(await isVerified(me.userId)).toBe(true);
    expect((await syncedUser(me))?.emailVerified).toBe(true);
  });

  it('five tries per code: then even the right code is refused until a new mail; an expired code and link are refused; a malformed code writes nothing', async () => {
    const email = fresh('tries');
    const me = await signedUp(email);
    const { code } = await newest(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect(refusal(await verifyCode(me, wrong(i)))).toEqual([400, M.wrongCode]);
    expect(refusal(await verifyCode(me, code))).toEqual([429, M.tooManyWrongCodes]);
    expect(await isVerified(me.userId)).toBe(false);
    const malformed = await verifyCode(me, '12a456');
    expect(refusal(malformed)).toEqual([400, M.codeFormat]);

    expect((await resend(me)).status).toBe(200);
    const renewed = await newest(email);
    await t.ctx.db
      .updateTable('email_verifications')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', me.userId)
      .where('used_at', 'is', null)
      .execute();
    expect(refusal(await verifyCode(me, renewed.code))).toEqual([400, M.codeExpired]);
    expect(refusal(await verifyLink(renewed.token, me))).toEqual([400, M.linkInvalid]);
    expect(await isVerified(me.userId)).toBe(false);
  });

  it('resend: three mails an hour per user, then 429 with its message and no mail; signed out 401', async () => {
    const email = fresh('resend');
    const me = await signedUp(email);
    for (let i = 0; i < LIMITS.verifyResendPerUser.limit; i++) expect((await resend(me)).status).toBe(200);
    expect(await verificationMails(t.ctx.db, email)).toHaveLength(1 + LIMITS.verifyResendPerUser.limit);
    expect(refusal(await resend(me))).toEqual([429, M.tooManyResends]);
    expect(await verificationMails(t.ctx.db, email)).toHaveLength(1 + LIMITS.verifyResendPerUser.limit);
    expect((await resend({ token: 'nobody' })).status).toBe(401);
    // The newest mail's code still works.
    expect((await verifyCode(me, (await newest(email)).code)).status).toBe(200);
  });

  it('sign-up is counted per e-mail and per client address; a form refused for a typo uses up nothing', async () => {
    const email = fresh('limit');
    expect((await signUp(email)).status).toBe(201);
    for (let i = 1; i < LIMITS.signUpPerEmail.limit; i++) expect((await signUp(email)).status).toBe(409);
    expect(refusal(await signUp(email))).toEqual([429, M.tooManySignUps]);

    const address = `10.26.${dialect === 'sqlite' ? 101 : 102}.9`;
    await t.ctx.db
      .insertInto('rate_limits')
      .values({ key: `signup:ip:${address}`, window_start: Date.now(), count: LIMITS.signUpPerIp.limit - 1 })
      .execute();
    expect((await signUp(fresh('typo'), { mobile: '0212345678' }, address)).status).toBe(400);
    expect((await signUp(fresh('last'), {}, address)).status).toBe(201);
    const over = fresh('over');
    expect(refusal(await signUp(over, {}, address))).toEqual([429, M.tooManySignUps]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', over).executeTakeFirst()).toBeUndefined();
    expect((await signUp(over)).status).toBe(201);
  });

  it('the takeover replayed: an attacker who signs up with the address a resident named as delegate gets no role and no ID number; the owner resets the password (proving the address), the attacker is signed out and the role is the owner’s', async () => {
    const victim = fresh('delegate');
    const named = await residentNamesDelegate(victim);
    const attacker = await signedUp(victim);
    expect(await rolesOf(attacker.userId)).toEqual([]);
    expect(await delegateOf(named.delegateId)).toBe('');
    expect(await unitAccess(attacker, named)).toEqual({ list: 403, identity: 404 });

    // The owner of the mailbox takes the address back: the reset link went to it.
    expect((await post(API.forgotPassword, { email: victim })).status).toBe(200);
    const resetMail = (await listMailbox(t.ctx.db, victim)).find((m) => m.subject === 'Reset your password');
    const resetToken = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(resetMail?.text ?? '')?.[1] ?? '');
    expect((await post(API.resetPassword, { token: resetToken, password: 'Owner#2026-back' })).status).toBe(200);
    expect(await acl(attacker)).toBe(401);
    expect(await refresh(attacker.refreshToken)).toBe(401);
    expect(await isVerified(attacker.userId)).toBe(true);

    const owner = await signInAs(t.app, { email: victim, password: 'Owner#2026-back' });
    expect(await rolesOf(owner.userId)).toEqual([`associateDelegate:${named.unitNo}`]);
    expect(await delegateOf(named.delegateId)).toBe(owner.userId);
    expect(await unitAccess(owner, named)).toEqual({ list: 200, identity: 200 });
  });

  it('naming an existing but unverified account delegate grants nothing until it verifies; then the role is bound', async () => {
    const person = await makeUser(t, { emailVerified: false, defaultEstateId: WC });
    const named = await residentNamesDelegate(person.email);
    expect(await rolesOf(person.userId)).toEqual([]);
    expect(await unitAccess(person, named)).toEqual({ list: 403, identity: 404 });
    expect((await resend(person)).status).toBe(200);
    expect((await verifyCode(person, (await newest(person.email)).code)).status).toBe(200);
    expect(await rolesOf(person.userId)).toEqual([`associateDelegate:${named.unitNo}`]);
    expect(await delegateOf(named.delegateId)).toBe(person.userId);
    expect(await unitAccess(person, named)).toEqual({ list: 200, identity: 200 });
    const roles = (await pullAll(t.app, person)).changes.filter((c) => c.table === 'userRoles');
    expect(roles.map((c) => (c.data as { roleName: string }).roleName)).toEqual(['associateDelegate']);
  });

  it('through Firebase with email_verified false: a new account with no role and no ID number; a later verified token of the uid binds the role and ends the earlier sessions', async () => {
    const victim = fresh('fbdelegate');
    const named = await residentNamesDelegate(victim);
    const uid = `fb-${rowId('u')}`;
    const unverified = await exchange(await firebaseToken(uid, victim, false));
    expect(unverified.status).toBe(200);
    const attacker = sessionOf(unverified, victim);
    expect(await isVerified(attacker.userId)).toBe(false);
    expect(await rolesOf(attacker.userId)).toEqual([]);
    expect(await unitAccess(attacker, named)).toEqual({ list: 403, identity: 404 });
    // A second unverified sign-in changes nothing.
    expect((await exchange(await firebaseToken(uid, victim, false))).status).toBe(200);
    expect(await rolesOf(attacker.userId)).toEqual([]);

    // The address's owner proves it to Firebase (e.g. its password reset), and signs in.
    const proven = await exchange(await firebaseToken(uid, victim, true));
    const owner = sessionOf(proven, victim);
    expect(owner.userId).toBe(attacker.userId);
    expect(await acl(attacker)).toBe(401);
    expect(await refresh(attacker.refreshToken)).toBe(401);
    expect(await rolesOf(owner.userId)).toEqual([`associateDelegate:${named.unitNo}`]);
    expect(await delegateOf(named.delegateId)).toBe(owner.userId);
    expect(await unitAccess(owner, named)).toEqual({ list: 200, identity: 200 });
  });

  it('a verified Firebase sign-in of an address a squatter registered locally links the account, signs the squatter out and binds what waited', async () => {
    const victim = fresh('fblink');
    const named = await residentNamesDelegate(victim);
    const squatter = await signedUp(victim);
    expect(await unitAccess(squatter, named)).toEqual({ list: 403, identity: 404 });

    const linked = await exchange(await firebaseToken(`fb-${rowId('u')}`, victim, true));
    expect(linked.status).toBe(200);
    const owner = sessionOf(linked, victim);
    expect(owner.userId).toBe(squatter.userId);
    expect(await acl(squatter)).toBe(401);
    expect(await refresh(squatter.refreshToken)).toBe(401);
    expect(await unitAccess(squatter, named)).toEqual({ list: 401, identity: 401 });
    const localSignIn = await post(API.signIn, { userEmail: victim, userPassword: 'Correct horse 9' });
    expect(localSignIn.status).toBe(401);
    expect(await isVerified(owner.userId)).toBe(true);
    expect(await rolesOf(owner.userId)).toEqual([`associateDelegate:${named.unitNo}`]);
    expect(await unitAccess(owner, named)).toEqual({ list: 200, identity: 200 });
  });
});
