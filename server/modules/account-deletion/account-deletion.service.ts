import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { SendDeleteOtpRequestSchema, ValidateDeleteOtpRequestSchema } from '../../../src/contract/delete-account';
import { OTP_MAX_ATTEMPTS, decideOtpOutcome, type OtpOutcome } from '../../../src/domain/delete-account';
import { DELETE_ACCOUNT_MESSAGES, REAUTH_MESSAGES } from '../../../src/i18n/en/delete-account';
import { accountDeletedMail, deleteCodeMail } from '../../../src/i18n/en/mail';
import { dummyVerify, hashPassword, verifyPassword } from '../../auth/passwords';
import { hit, reset, resetKeys } from '../../auth/rate-limit';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { deliverMail, forgetMailTo } from '../../mail/outbox.service';
import { publish, purgeScope, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { revokeUserEverywhere } from '../access/revocation.service';
import * as repo from './account-deletion.repository';
import { filesHeldBy } from '../files/files.service';
import { isFreshFirebaseSignInOf } from '../auth/firebase.service';
import * as core from '../core/core.service';

/** At most this many codes per user per hour (each allows OTP_MAX_ATTEMPTS guesses). */
export const SEND_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
/** Password checks at the re-authentication step, per user per 15 minutes (a success clears it). */
export const PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;
/** Code checks per user per hour: every code's tries, counted before the code's hash is checked. */
export const VALIDATE_LIMIT = { limit: SEND_LIMIT.limit * OTP_MAX_ATTEMPTS + 5, windowMs: 60 * 60_000 } as const;

type SendInput = v.InferOutput<typeof SendDeleteOtpRequestSchema>;
type ValidateInput = v.InferOutput<typeof ValidateDeleteOtpRequestSchema>;

const recipientOf = (toUserId: string, toEmailAddress: string) => `${toUserId}|${toEmailAddress.trim().toLowerCase()}`;

/**
 * Codes are stored like passwords (scrypt, random 16-byte salt): six digits carry under 112
 * bits, so a fast hash of a leaked table would be reversed at once (ASVS 6.5.2).
 */
const hashCode = (code: string) => hashPassword(code);
const codeMatches = (code: string, stored: string) => verifyPassword(code, stored);

/**
 * SendUserDeleteOTP: after re-authentication with the account password, a fresh 6-digit code,
 * stored hashed, is mailed to the account's own address. Earlier codes die. The recipient must
 * be the caller's own id and e-mail: a code is never sent to another address.
 */
export async function sendDeleteOtp(ctx: AppContext, callerId: string, input: SendInput): Promise<void> {
  // Only for the caller's own account, and a code is only ever sent to the caller.
  await requireAccess(ctx.db, callerId, { self: input.userId });
  await requireAccess(ctx.db, callerId, { self: input.toUserId });
  const user = await core.findUserById(ctx.db, callerId);
  if (!user) throw unauthorized();
  if (user.email.toLowerCase() !== input.toEmailAddress) throw forbidden(DELETE_ACCOUNT_MESSAGES.invalid, 'delete-account/recipient');
  // Counted before the password hash, atomically: parallel guesses cannot pass the limit.
  const passwordKey = `delete-reauth:${callerId}`;
  const attempts = await hit(ctx.db, passwordKey, PASSWORD_LIMIT.limit, PASSWORD_LIMIT.windowMs);
  if (!attempts.allowed) throw tooManyRequests(REAUTH_MESSAGES.tooMany, 'auth/too-many-requests');
  // A Firebase user proves it with a sign-in made within the last minutes, linked to this account.
  const reauthenticated =
    input.idToken !== undefined ? await isFreshFirebaseSignInOf(ctx, callerId, input.idToken) : await verifyPassword(input.password, user.password_hash);
  if (!reauthenticated) throw forbidden(REAUTH_MESSAGES.wrongPassword, 'auth/wrong-password');
  await reset(ctx.db, passwordKey);
  const limit = await hit(ctx.db, `delete-otp:${callerId}`, SEND_LIMIT.limit, SEND_LIMIT.windowMs);
  if (!limit.allowed) throw tooManyRequests(DELETE_ACCOUNT_MESSAGES.sendFailure, 'delete-account/too-many');

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  const ttlMs = ctx.config.deleteCodeTtlS * 1000;
  const codeHash = await hashCode(code);
  await writeTransaction(ctx.db, async (trx) => {
    await repo.consumeLiveOtps(trx, callerId);
    await repo.insertOtp(trx, {
      id: crypto.randomUUID(),
      user_id: callerId,
      recipient: recipientOf(input.toUserId, input.toEmailAddress),
      code_hash: codeHash,
      issued_at: now,
      expires_at: now + ttlMs,
      attempts: 0,
      consumed: 0,
    });
    // With the code's row: the outbox sends it after the commit and tries again while the mail server is away.
    await deliverMail(ctx, { to: user.email, ...deleteCodeMail({ firstName: user.first_name, code, ttlMs }) }, 'account deletion code mail', trx);
  });
}

/**
 * ValidateOTP: decides VERIFIED / INVALID / INCORRECT / EXPIRED (domain rules) and stores the
 * attempt. VERIFIED deletes the account in the same transaction, so a code is never spent
 * without the account going, nor the account gone without the code spent.
 */
export async function validateDeleteOtp(ctx: AppContext, callerId: string, input: ValidateInput): Promise<OtpOutcome> {
  await requireAccess(ctx.db, callerId, { self: input.userId });
  // Counted before the code's (scrypt) hash is checked, so guesses cannot make the server hash without limit.
  const checks = await hit(ctx.db, `delete-otp-check:${callerId}`, VALIDATE_LIMIT.limit, VALIDATE_LIMIT.windowMs);
  if (!checks.allowed) throw tooManyRequests(REAUTH_MESSAGES.tooMany, 'auth/too-many-requests');
  // The slow hash check runs before the write transaction, which then re-reads the row locked.
  const candidate = await repo.latestOtp(ctx.db, ctx.dialect, callerId);
  const candidateMatches = candidate ? await codeMatches(input.otp, candidate.code_hash) : (await dummyVerify(input.otp), false);
  const { outcome, farewell } = await writeTransaction(ctx.db, async (trx) => {
    const row = await repo.latestOtp(trx, ctx.dialect, callerId);
    const record = row
      ? { issuedAt: Number(row.issued_at), attempts: Number(row.attempts), consumed: Number(row.consumed) === 1, recipient: row.recipient }
      : null;
    // A newer code issued meanwhile is checked on its own hash.
    const matches = !row ? false : candidate && row.id === candidate.id ? candidateMatches : await codeMatches(input.otp, row.code_hash);
    const decision = decideOtpOutcome({
      record,
      recipient: recipientOf(input.toUserId, input.toEmailAddress),
      codeMatches: matches,
      now: Date.now(),
      ttlMs: ctx.config.deleteCodeTtlS * 1000,
    });
    if (row && decision.record) {
      await repo.updateOtp(trx, row.id, { attempts: Math.min(decision.record.attempts, OTP_MAX_ATTEMPTS), consumed: decision.record.consumed ? 1 : 0 });
    }
    const deleted = decision.outcome === 'VERIFIED' ? await deleteAccount(trx, ctx, callerId) : null;
    // The farewell goes with the deletion, or not at all: the outbox row holds the mail and nothing of the account.
    if (deleted) await deliverMail(ctx, { to: deleted.email, ...accountDeletedMail({ firstName: deleted.firstName }) }, 'account deleted mail', trx);
    return { outcome: decision.outcome, farewell: deleted };
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, userId: callerId }, 'account deletion failed');
    throw new AppError(500, 'delete-account/failed', DELETE_ACCOUNT_MESSAGES.deleteFailure);
  });
  if (farewell) {
    // The photos' bytes go after the rows are committed (a rollback must not lose them).
    for (const id of farewell.fileIds) await ctx.files.delete(id).catch(() => undefined);
  }
  return outcome;
}

/**
 * Deletes the account inside the caller's transaction: gate credentials revoked and the
 * modules' `onAccountDeletion` steps (ctx.hooks.accountDeletion) first, then every row owned
 * by the user (sessions and refresh tokens, reset links, codes, sync clients, contacts, roles,
 * notifications, profile rows, file records, rate-limit counters), then the user. The user's change-log scope is emptied and one
 * tombstone published, whose poke tells the user's other devices to pull; their sessions are
 * gone, so they sign out. The caller removes the returned files' bytes after commit.
 */
export async function deleteAccount(trx: Trx, ctx: AppContext, userId: string): Promise<{ email: string; firstName: string; fileIds: string[] } | null> {
  const user = await core.findUserById(trx, userId);
  if (!user) return null;
  // Gate credentials first, before any module's step publishes (the gate's lock order):
  // revoked, the user banned, and the guards' lists republished.
  await revokeUserEverywhere(ctx, trx, userId);
  for (const step of ctx.hooks.accountDeletion) await step(trx, userId, ctx);
  // After the steps: a step may give the user back files it held for them (associates' photos).
  const fileIds = await filesHeldBy(trx, [userId]);
  for (const { table, column } of await repo.tablesWithOwnerColumns(trx, ctx.dialect)) {
    if (ctx.hooks.keptOnAccountDeletion.has(table) || table === 'users') continue;
    await repo.deleteOwnedRows(trx, table, column, userId);
  }
  const email = user.email.toLowerCase();
  // Mail to the address not sent yet (a code, a link) is moot now, and sent rows would only keep the address.
  await forgetMailTo(trx, email);
  await resetKeys(trx, [`signin:email:${email}`, `forgot:email:${email}`, `delete-otp:${userId}`, `delete-otp-check:${userId}`, `delete-reauth:${userId}`]);
  await core.deleteUserRow(trx, userId);
  const scope = scopes.user(userId);
  await purgeScope(trx, scope);
  await publish(trx, scope, 'users', userId, null);
  return { email: user.email, firstName: user.first_name, fileIds };
}
