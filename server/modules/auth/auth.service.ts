import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { SignUpRequestSchema, TokenDetails } from '../../../src/contract/auth';
import { DEFAULT_USER_TYPE, isSaMobile, isSelfServiceUserType, saMobileLocal, titleCase } from '../../../src/domain/sign-up';
import { AUTH_MESSAGES, passwordLengthMessage, SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import { VERIFY_EMAIL_MESSAGES } from '../../../src/i18n/en/verify-email.messages';
import { passwordChangedMail, resetPasswordMail } from '../../../src/i18n/en/mail';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { dummyVerify, hashPassword, isPasswordLongEnough, verifyPassword } from '../../auth/passwords';
import { LIMITS, hit, refund, reset } from '../../auth/rate-limit';
import { hashToken, randomToken } from '../../auth/tokens';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { saveContacts } from '../contacts/contacts.service';
import * as repo from './auth.repository';
import { issueSession } from './sessions.service';
import { toUserRecord } from './user-rows';
import { markEmailVerified, startEmailVerification } from './email-verification.service';
import { deliverMail } from '../../mail/outbox.service';
import { isEstateId } from '../../auth/authorize';
import * as core from '../core/core.service';

export const RESET_TOKEN_TTL_MS = 3600_000;

type SignUpInput = v.InferOutput<typeof SignUpRequestSchema>;

const signInKeys = (email: string, ip: string) => ({ email: `signin:email:${email}`, ip: `signin:ip:${ip}` });

/** A new account's contact numbers, until the user fills them in. */
const NO_CONTACT_NUMBERS = { cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' };

type Limit = { limit: number; windowMs: number };

/** Counts one attempt under each key at once, atomically; 429 with `message` when any is over its limit. */
async function countAttempt(ctx: AppContext, counts: readonly (readonly [key: string, limit: Limit])[], message: string): Promise<void> {
  const results = await Promise.all(counts.map(([key, { limit, windowMs }]) => hit(ctx.db, key, limit, windowMs)));
  if (results.some((result) => !result.allowed)) throw tooManyRequests(message, 'auth/too-many-requests');
}

function requirePasswordLength(ctx: AppContext, password: string): void {
  if (!isPasswordLongEnough(password, ctx.config.passwordMinLength)) throw badRequest(passwordLengthMessage(ctx.config.passwordMinLength), 'validation');
}

/**
 * Counts the attempt per e-mail and per address BEFORE the password hash, atomically: of any
 * number of parallel attempts at most the limit reach scrypt, the rest answer 429 at once.
 * Unknown e-mails are counted (and hashed) the same way. A success clears the e-mail's
 * counter and gives the address its count back.
 */
export async function signIn(ctx: AppContext, input: { userEmail: string; userPassword: string }, ip: string): Promise<TokenDetails> {
  const keys = signInKeys(input.userEmail, ip);
  await countAttempt(
    ctx,
    [
      [keys.email, LIMITS.signInPerEmail],
      [keys.ip, LIMITS.signInPerIp],
    ],
    AUTH_MESSAGES.tooManySignIns,
  );

  const user = await core.findUserByEmail(ctx.db, input.userEmail);
  const valid = user ? await verifyPassword(input.userPassword, user.password_hash) : (await dummyVerify(input.userPassword), false);
  // One answer for both (README, deliberate departures): the spec's two messages told a stranger whether an account exists.
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'auth/invalid-credential');
  await Promise.all([reset(ctx.db, keys.email), refund(ctx.db, keys.ip)]);
  return issueSession(ctx, ctx.db, user);
}

/**
 * Sign-up (issue 26): the form's checks, then the attempt counted per client address and per
 * e-mail (a form refused for a typo uses up nothing) before the e-mail's lookup and the password
 * hash; the account
 * is made unverified and holds no role: the estate, user type and unit asked for become a request
 * to join (`ctx.hooks.joinRequested`), and a mail with a link and a code goes to the address. The
 * answer is a session, as before: the app shows the no-role home with the banner to verify.
 */
export async function signUp(ctx: AppContext, input: SignUpInput, ip: string): Promise<TokenDetails> {
  const profile = await checkNewAccount(ctx, ctx.db, input, input.password);
  await countAttempt(
    ctx,
    [
      [`signup:email:${input.email}`, LIMITS.signUpPerEmail],
      [`signup:ip:${ip}`, LIMITS.signUpPerIp],
    ],
    VERIFY_EMAIL_MESSAGES.tooManySignUps,
  );
  if (await core.findUserByEmail(ctx.db, input.email)) throw emailInUse();

  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      const user = await createAccount(
        ctx,
        trx,
        { ...profile, email: input.email, passwordHash, unitNo: input.unitNo, requestsJoin: true, emailVerified: false },
        now,
      );
      return issueSession(ctx, trx, user, now);
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * What a new local account is made of: sign-up's form, or a first Firebase sign-in (firebase.service.ts).
 * `estateId` (also the default estate), `userType` and `unitNo`: the request to join, made when
 * `requestsJoin` (not for a Firebase sign-in without the sign-up form, which asked for nothing).
 * `emailVerified`: whether the address is proven already (a Firebase token that says so).
 */
export type NewAccount = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string;
  estateId: number;
  userType: string;
  unitNo: string;
  requestsJoin: boolean;
  emailVerified: boolean;
};

type ProfileInput = Pick<SignUpInput, 'firstname' | 'lastname' | 'mobile' | 'estateId' | 'userType'>;

/**
 * The sign-up form's checks after its schema, in the spec's order (mobile, password, user type,
 * estate); the password's length only when this server holds the password. Answers the account's
 * fields with the names title-cased and the mobile normalised.
 */
export async function checkNewAccount(
  ctx: AppContext,
  db: Db,
  input: ProfileInput,
  password?: string,
): Promise<Omit<NewAccount, 'email' | 'passwordHash' | 'unitNo' | 'requestsJoin' | 'emailVerified'>> {
  if (!isSaMobile(input.mobile)) throw badRequest(SIGN_UP_MESSAGES.invalidMobile, 'validation');
  if (password !== undefined) requirePasswordLength(ctx, password);
  const userType = input.userType.trim() === '' ? DEFAULT_USER_TYPE : input.userType.trim();
  if (!isSelfServiceUserType(userType)) throw badRequest(SIGN_UP_MESSAGES.userTypeRequired, 'validation');
  // An id past PostgreSQL's integer range is no estate: checked here, as PostgreSQL fails the lookup (500) rather than finding nothing.
  if (!isEstateId(input.estateId) || !(await core.estateOpenForSignUp(db, input.estateId))) throw badRequest(SIGN_UP_MESSAGES.estateRequired, 'validation');
  return {
    firstName: titleCase(input.firstname),
    lastName: titleCase(input.lastname),
    mobile: saMobileLocal(input.mobile),
    estateId: input.estateId,
    userType,
  };
}

/**
 * Writes a new account inside the caller's write transaction (issue 26: it holds no role): the
 * user published to their scope, empty contact numbers, every module's sign-up step, the request
 * to join the estate asked for (`ctx.hooks.joinRequested`); then, for an address proven already,
 * what its verification runs, else the mail with a link and a code (sent after the commit).
 */
export async function createAccount(ctx: AppContext, trx: Trx, account: NewAccount, now: number): Promise<repo.UserRow> {
  const userId = crypto.randomUUID();
  const user = await core.insertUser(trx, {
    id: userId,
    email: account.email,
    password_hash: account.passwordHash,
    first_name: account.firstName,
    last_name: account.lastName,
    display_name: [account.firstName, account.lastName].filter((name) => name !== '').join(' '),
    mobile: account.mobile,
    mobile_verified: 0,
    photo_url: '',
    id_number: '',
    default_estate_id: account.estateId,
    user_type: account.userType,
    email_verified: 0,
    created_at: now,
    updated_at: now,
  });
  await publish(trx, scopes.user(userId), 'users', userId, toUserRecord(user));
  await saveContacts(trx, userId, NO_CONTACT_NUMBERS);
  for (const step of ctx.hooks.signUp) await step(trx, { id: userId, email: account.email }, ctx);
  if (account.requestsJoin) {
    await ctx.hooks.joinRequested?.(trx, ctx, { userId, estateId: account.estateId, userType: account.userType, unitNo: account.unitNo });
  }
  if (account.emailVerified) {
    await markEmailVerified(ctx, trx, userId, now);
    return { ...user, email_verified: 1 };
  }
  await startEmailVerification(ctx, trx, user, now);
  return user;
}

/**
 * A new account that holds no role at any estate (the operator's, from a set-up link: above
 * estates, never a member), written inside the caller's write transaction: the user published to
 * their scope, empty contact numbers, then every module's sign-up step. The password is hashed
 * before the transaction (`hashNewPassword`). Its address is not verified (issue 26): the set-up
 * link comes from the server's log or command line, not from the address, so it proves nothing
 * about it; the verification mail goes after the commit.
 */
export async function createAccountWithoutEstate(
  ctx: AppContext,
  trx: Trx,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
  now: number,
): Promise<repo.UserRow> {
  if (await core.findUserByEmail(trx, account.email)) throw emailInUse();
  const firstName = titleCase(account.firstName);
  const lastName = titleCase(account.lastName);
  const user = await core.insertUser(trx, {
    id: crypto.randomUUID(),
    email: account.email,
    password_hash: account.passwordHash,
    first_name: firstName,
    last_name: lastName,
    display_name: [firstName, lastName].filter((name) => name !== '').join(' '),
    mobile: '',
    mobile_verified: 0,
    photo_url: '',
    id_number: '',
    default_estate_id: 0,
    user_type: '',
    email_verified: 0,
    created_at: now,
    updated_at: now,
  });
  await publish(trx, scopes.user(user.id), 'users', user.id, toUserRecord(user));
  await saveContacts(trx, user.id, NO_CONTACT_NUMBERS);
  for (const step of ctx.hooks.signUp) await step(trx, { id: user.id, email: account.email }, ctx);
  await startEmailVerification(ctx, trx, user, now);
  return user;
}

/** Sign-up's password policy, then the scrypt hash (before any write transaction). */
export async function hashNewPassword(ctx: AppContext, password: string): Promise<string> {
  requirePasswordLength(ctx, password);
  return hashPassword(password);
}

/** Whether `password` is the account's (scrypt); an unknown account is hashed the same way and answers false. */
export async function isAccountPassword(user: repo.UserRow | undefined, password: string): Promise<boolean> {
  if (user) return verifyPassword(password, user.password_hash);
  await dummyVerify(password);
  return false;
}

const emailInUse = () => conflict(AUTH_MESSAGES.emailInUse, 'auth/email-already-in-use');

/**
 * Same answer whether or not the account exists (no enumeration), and for an account whose
 * password Firebase holds (linked, with Firebase configured), which gets no local link. The link is built from
 * PUBLIC_URL, never from the request's Host header. Mail to SMTP is sent in the background
 * so the answer's timing does not depend on whether an e-mail went out.
 */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  await countAttempt(
    ctx,
    [
      [`forgot:email:${email}`, LIMITS.forgotPerEmail],
      [`forgot:ip:${ip}`, LIMITS.forgotPerIp],
    ],
    AUTH_MESSAGES.forgotFailed,
  );

  const user = await core.findUserByEmail(ctx.db, email);
  if (!user) return;
  // Firebase holds the password of a linked account: Firebase's own reset mail serves it.
  if (ctx.config.firebase && (await repo.findFirebaseLinkOfUser(ctx.db, ctx.config.firebase.projectId, user.id))) return;
  const token = randomToken();
  const now = Date.now();
  await repo.insertPasswordReset(ctx.db, {
    id: crypto.randomUUID(),
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: now + RESET_TOKEN_TTL_MS,
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deliverMail(ctx, { to: user.email, ...resetPasswordMail({ firstName: user.first_name, link }) }, 'password reset mail');
}

/**
 * Sets a new password from a single-use reset link, and in the same transaction marks every
 * other outstanding link of the user used, ends every session and counts the address verified (the
 * link was mailed to it); does not sign in.
 */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  requirePasswordLength(ctx, input.password);
  const now = Date.now();
  const reset = await repo.findLivePasswordReset(ctx.db, hashToken(input.token), now);
  if (!reset) throw invalidResetToken();
  const passwordHash = await hashPassword(input.password);
  const user = await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.markPasswordResetUsed(trx, reset.id, Date.now()))) return null;
    await repo.markUserPasswordResetsUsed(trx, reset.user_id, Date.now());
    await core.updatePasswordHash(trx, reset.user_id, passwordHash, Date.now());
    await repo.revokeAllFamiliesOfUser(trx, reset.user_id, Date.now());
    // The link went to the address: using it proves the address (issue 26).
    await markEmailVerified(ctx, trx, reset.user_id);
    const changed = await core.findUserById(trx, reset.user_id);
    if (changed) {
      const mail = { to: changed.email, ...passwordChangedMail({ firstName: changed.first_name, publicUrl: ctx.config.publicUrl }) };
      await deliverMail(ctx, mail, 'password changed mail', trx);
    }
    return changed;
  });
  if (!user) throw invalidResetToken();
}

const invalidResetToken = () => badRequest(AUTH_MESSAGES.invalidResetToken, 'reset/invalid-token');
