import crypto from 'node:crypto';
import type { EmailVerifiedAnswer } from '../../../src/contract/auth';
import { verifyEmailMail } from '../../../src/i18n/en/mail';
import { VERIFY_EMAIL_MESSAGES as M } from '../../../src/i18n/en/verify-email.messages';
import { hit, LIMITS } from '../../auth/rate-limit';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { badRequest, forbidden, conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import { deliverMail } from '../../mail/outbox.service';
import * as repo from './auth.repository';
import { toUserRecord } from './user-rows';

/**
 * E-mail verification (issue 26). Nothing is bound to an address (a delegate, an invitation, a
 * letting role, a membership request the managers see) until its owner proves it: the link or the
 * 6-digit code of the mail sign-up sends, a Firebase token that says the address is verified, an
 * invitation link accepted, a used password-reset link. Each of those runs `markEmailVerified`.
 *
 * A mail's link token and code are stored as hashes only; the code's is an HMAC under the server's
 * secret (a million codes are tried in no time against a bare hash). A newer mail closes the
 * older ones; each code takes `MAX_CODE_ATTEMPTS` tries, counted atomically before the compare.
 */

export const EMAIL_VERIFICATION_TTL_MS = 24 * 3600_000;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (secret: string, verificationId: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`email-code:${verificationId}:${code}`).digest('base64url');

const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A code mailed before a secret rotation still verifies: its hash is checked under every secret of the keyring. */
const codeMatches = (ctx: AppContext, row: { id: string; code_hash: string }, code: string) =>
  ctx.tokenKeys.all.some((key) => sameHash(codeHash(key.secret, row.id, code), row.code_hash));

const verified: EmailVerifiedAnswer = { emailVerified: true };

/**
 * Writes a new verification for the user's address in the caller's write transaction (closing
 * the older ones) and mails its link and code once the transaction commits.
 */
export async function startEmailVerification(ctx: AppContext, trx: Trx, user: { id: string; email: string; first_name: string }, now: number): Promise<void> {
  await repo.closeEmailVerificationsOf(trx, user.id, now);
  const id = crypto.randomUUID();
  const token = randomToken();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertEmailVerification(trx, {
    id,
    user_id: user.id,
    email: user.email,
    token_hash: hashToken(token),
    code_hash: codeHash(ctx.tokenKeys.current.secret, id, code),
    attempts: 0,
    created_at: now,
    expires_at: now + EMAIL_VERIFICATION_TTL_MS,
    used_at: null,
  });
  const link = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = { to: user.email, ...verifyEmailMail({ firstName: user.first_name, link, code, ttlMs: EMAIL_VERIFICATION_TTL_MS }) };
  await deliverMail(ctx, mail, 'e-mail verification mail', trx);
}

/**
 * Marks the user's address verified in the caller's write transaction: open verifications closed,
 * every module's step (`ctx.hooks.emailVerified`: what waited for the address is bound now), then
 * the users row published to the user's scope. Nothing when it was verified already. Answers
 * whether this call verified it.
 */
export async function markEmailVerified(ctx: AppContext, trx: Trx, userId: string, now = Date.now()): Promise<boolean> {
  const user = await core.markEmailVerified(trx, userId, now);
  if (!user) return false;
  await repo.closeEmailVerificationsOf(trx, userId, now);
  for (const step of ctx.hooks.emailVerified) await step(trx, { id: user.id, email: user.email }, ctx);
  await publish(trx, scopes.user(userId), 'users', userId, toUserRecord(user));
  return true;
}

/**
 * POST API.verifyEmail (signed in): the code of the newest mail. An address verified already
 * answers the same success (a second tap, another device).
 */
export async function verifyWithCode(ctx: AppContext, userId: string, code: string): Promise<EmailVerifiedAnswer> {
  const user = await core.findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (Number(user.email_verified) === 1) return verified;
  const row = await repo.findLiveEmailVerificationOf(ctx.db, userId, Date.now());
  if (!row || row.email !== user.email) throw badRequest(M.codeExpired, 'verify/code-expired');
  if (!(await repo.countCodeAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS))) throw tooManyRequests(M.tooManyWrongCodes, 'verify/too-many-codes');
  if (!codeMatches(ctx, row, code)) throw badRequest(M.wrongCode, 'verify/wrong-code');
  await writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    if (!(await repo.markEmailVerificationUsed(trx, row.id, now))) throw badRequest(M.codeExpired, 'verify/code-expired');
    await markEmailVerified(ctx, trx, userId, now);
  });
  return verified;
}

/**
 * POST API.verifyEmailLink (signed in, counted per client address): the token of a mail's link,
 * used once, while its address is still the account's, by that account only. Signed in as the
 * account is required so that a person who opens a mail they did not ask for (someone else signed
 * up with their address) cannot verify the stranger's account by the click: the link of another
 * account is refused and stays usable. A link of an address verified already answers success
 * (opened twice, or the code was used first).
 */
export async function verifyWithLink(ctx: AppContext, callerId: string, token: string, ip: string): Promise<EmailVerifiedAnswer> {
  const { limit, windowMs } = LIMITS.verifyLinkPerIp;
  if (!(await hit(ctx.db, `verify-link:ip:${ip}`, limit, windowMs)).allowed) throw tooManyRequests(M.tooManyAttempts, 'verify/too-many-attempts');
  const invalid = () => badRequest(M.linkInvalid, 'verify/link-invalid');
  const row = await repo.findEmailVerificationByTokenHash(ctx.db, hashToken(token));
  const user = row ? await core.findUserById(ctx.db, row.user_id) : undefined;
  if (!row || !user || user.email !== row.email) throw invalid();
  if (user.id !== callerId) throw forbidden(M.linkOtherAccount, 'verify/other-account');
  if (Number(user.email_verified) === 1) return verified;
  if (row.used_at !== null || Number(row.expires_at) <= Date.now()) throw invalid();
  await writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    if (!(await repo.markEmailVerificationUsed(trx, row.id, now))) throw invalid();
    await markEmailVerified(ctx, trx, user.id, now);
  });
  return verified;
}

/** POST API.verifyEmailResend (signed in): a new mail (the older links and codes stop working), limited per user. */
export async function resendVerification(ctx: AppContext, userId: string): Promise<void> {
  const user = await core.findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (Number(user.email_verified) === 1) throw conflict(M.alreadyVerified, 'verify/already-verified');
  const { limit, windowMs } = LIMITS.verifyResendPerUser;
  if (!(await hit(ctx.db, `verify-resend:user:${userId}`, limit, windowMs)).allowed) throw tooManyRequests(M.tooManyResends, 'verify/too-many-resends');
  await writeTransaction(ctx.db, (trx) => startEmailVerification(ctx, trx, user, Date.now()));
}
