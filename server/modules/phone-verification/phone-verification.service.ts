import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { CheckPhoneOtpRequestSchema, SendPhoneOtpRequestSchema } from '../../../src/contract/verify-phone';
import { OTP_MAX_ATTEMPTS, decideOtpOutcome, type OtpOutcome } from '../../../src/domain/delete-account';
import { VERIFY_PHONE_MESSAGES, verifyPhoneSms } from '../../../src/i18n/en/verify-phone';
import { dummyVerify, hashPassword, verifyPassword } from '../../auth/passwords';
import { hit } from '../../auth/rate-limit';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { publishToOwner } from '../../lib/own-rows';
import { writeTransaction } from '../../sync/change-log';
import { toUserRecord } from '../auth/user-rows';
import * as core from '../core/core.service';
import * as repo from './phone-verification.repository';

/** At most this many codes per user per hour, and as many to one number from all accounts (each allows OTP_MAX_ATTEMPTS guesses). */
export const SEND_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
/** Code checks per user per hour: every code's tries, counted before the code's hash is checked. */
export const CHECK_LIMIT = { limit: SEND_LIMIT.limit * OTP_MAX_ATTEMPTS + 5, windowMs: 60 * 60_000 } as const;

type SendInput = v.InferOutput<typeof SendPhoneOtpRequestSchema>;
type CheckInput = v.InferOutput<typeof CheckPhoneOtpRequestSchema>;

/** The rate-limit keys of a user (reset with the account). */
export const rateLimitKeys = (userId: string) => [`phone-otp:${userId}`, `phone-otp-check:${userId}`];

/**
 * Sends a fresh 6-digit code by SMS to `mobile` (E.164, a South African mobile number), stored
 * hashed like a password (scrypt) with the delete-account codes' lifetime (DELETE_CODE_TTL_S, at
 * most 10 minutes). Earlier codes die. Limited per user and per number (`SEND_LIMIT`); a sender
 * failure kills the new code and answers 'Unable to send OTP.'.
 */
export async function sendPhoneOtp(ctx: AppContext, callerId: string, input: SendInput): Promise<{ mobile: string }> {
  // Only ever the caller's own number: the calls name no other user.
  await requireAccess(ctx.db, callerId, { self: callerId });
  const user = await core.findUserById(ctx.db, callerId);
  if (!user) throw unauthorized();
  const mine = await hit(ctx.db, `phone-otp:${callerId}`, SEND_LIMIT.limit, SEND_LIMIT.windowMs);
  if (!mine.allowed) throw tooManyRequests(VERIFY_PHONE_MESSAGES.tooMany, 'verify-phone/too-many');
  // Many accounts must not flood one person's phone either.
  const theirs = await hit(ctx.db, `phone-otp-number:${input.mobile}`, SEND_LIMIT.limit, SEND_LIMIT.windowMs);
  if (!theirs.allowed) throw tooManyRequests(VERIFY_PHONE_MESSAGES.tooMany, 'verify-phone/too-many');

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  const ttlMs = ctx.config.deleteCodeTtlS * 1000;
  const id = crypto.randomUUID();
  const codeHash = await hashPassword(code);
  await writeTransaction(ctx.db, async (trx) => {
    await repo.consumeLiveCodes(trx, callerId);
    await repo.insertCode(trx, {
      id,
      user_id: callerId,
      mobile: input.mobile,
      code_hash: codeHash,
      issued_at: now,
      expires_at: now + ttlMs,
      attempts: 0,
      consumed: 0,
    });
  });
  try {
    await ctx.sms.send({ to: input.mobile, body: verifyPhoneSms(code, ttlMs) });
  } catch (error) {
    await repo.consumeCode(ctx.db, id).catch(() => undefined);
    ctx.log.error({ err: error, userId: callerId, sms: ctx.sms.kind }, 'phone verification SMS could not be sent');
    throw new AppError(502, 'verify-phone/send-failed', VERIFY_PHONE_MESSAGES.sendFailure);
  }
  return { mobile: input.mobile };
}

/**
 * Checks a code (the delete-account codes' rules: src/domain/delete-account.ts decideOtpOutcome)
 * and stores the try. VERIFIED sets the user's mobile to the number and `mobileVerified`, and
 * publishes the user row, in one transaction with the code spent. Every other outcome is a 4xx
 * with the spec's message: a wrong, expired or other number's code 'OTP you have entered does not
 * match...', the fifth wrong try (the code is dead) 'You have attempted to verify number too many times...'.
 */
export async function checkPhoneOtp(ctx: AppContext, callerId: string, input: CheckInput): Promise<{ result: 'VERIFIED'; mobile: string }> {
  await requireAccess(ctx.db, callerId, { self: callerId });
  const checks = await hit(ctx.db, `phone-otp-check:${callerId}`, CHECK_LIMIT.limit, CHECK_LIMIT.windowMs);
  if (!checks.allowed) throw tooManyRequests(VERIFY_PHONE_MESSAGES.tooMany, 'verify-phone/too-many');
  // The slow hash check runs before the write transaction, which then re-reads the row locked.
  const candidate = await repo.latestCode(ctx.db, ctx.dialect, callerId);
  let candidateMatches = false;
  if (candidate) candidateMatches = await verifyPassword(input.otp, candidate.code_hash);
  else await dummyVerify(input.otp);
  const outcome = await writeTransaction(ctx.db, async (trx): Promise<{ outcome: OtpOutcome; spent: boolean }> => {
    const row = await repo.latestCode(trx, ctx.dialect, callerId);
    const record = row
      ? { issuedAt: Number(row.issued_at), attempts: Number(row.attempts), consumed: Number(row.consumed) === 1, recipient: row.mobile }
      : null;
    const matches = !row ? false : candidate && row.id === candidate.id ? candidateMatches : await verifyPassword(input.otp, row.code_hash);
    const decision = decideOtpOutcome({ record, recipient: input.mobile, codeMatches: matches, now: Date.now(), ttlMs: ctx.config.deleteCodeTtlS * 1000 });
    if (row && decision.record) {
      await repo.updateCode(trx, row.id, { attempts: Math.min(decision.record.attempts, OTP_MAX_ATTEMPTS), consumed: decision.record.consumed ? 1 : 0 });
    }
    if (decision.outcome === 'VERIFIED') {
      const local = `0${input.mobile.slice(3)}`;
      const user = await core.updateUserProfile(trx, callerId, { mobile: local, mobile_verified: 1 });
      await publishToOwner(trx, callerId, 'users', callerId, toUserRecord(user));
    }
    return { outcome: decision.outcome, spent: (decision.record?.attempts ?? 0) >= OTP_MAX_ATTEMPTS };
  });
  if (outcome.outcome === 'VERIFIED') return { result: 'VERIFIED', mobile: input.mobile };
  if (outcome.spent) throw tooManyRequests(VERIFY_PHONE_MESSAGES.tooMany, 'verify-phone/too-many');
  throw badRequest(VERIFY_PHONE_MESSAGES.wrongCode, 'verify-phone/wrong-code');
}
