import crypto from 'node:crypto';
import type * as v from 'valibot';
import type { TokenDetails } from '../../../src/contract/auth';
import type { SetupCompleteSchema, SetupLinkInfo } from '../../../src/contract/operator';
import { OPERATOR_MESSAGES as M } from '../../../src/i18n/en/operator.messages';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { hit } from '../../auth/rate-limit';
import { hashToken, randomToken } from '../../auth/tokens';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { createAccountWithoutEstate, hashNewPassword, isAccountPassword } from '../auth/auth.service';
import { issueSession } from '../auth/sessions.service';
import * as core from '../core/core.service';
import * as repo from './operator.repository';

/**
 * The operator role's set-up links: single use, only the token's hash stored. The first
 * operator's link (bound to no e-mail) is printed at start while the database has no operator;
 * `npm run operator -- add <email>` makes one bound to an e-mail. Using one creates the account (or
 * takes an existing account's password) and grants the role, signed in like sign-in.
 */

/** Attempts at reading or using links, per client address, in 15 minutes (like sign-in's per address). */
const SETUP_LIMIT = { limit: 30, windowMs: 15 * 60_000 };

type SetupInput = v.InferOutput<typeof SetupCompleteSchema>;

/** The page a link opens. */
export const setupUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/setup?token=${encodeURIComponent(token)}`;

/** Makes a new single-use link (bound to `email`, or '' for the first operator's) and answers its URL. */
export async function createSetupLink(db: Db | Trx, config: Pick<Config, 'publicUrl'>, email = ''): Promise<string> {
  const token = randomToken();
  await repo.insertSetupLink(db, { id: crypto.randomUUID(), token_hash: hashToken(token), email: email.trim().toLowerCase(), created_at: Date.now() });
  return setupUrl(config, token);
}

/** At start: the first operator's link when the database has no operator (else nothing). */
export async function firstOperatorLink(db: Db, config: Pick<Config, 'publicUrl'>): Promise<string | undefined> {
  if (await repo.anyOperator(db)) return undefined;
  return createSetupLink(db, config);
}

async function countAttempt(ctx: AppContext, ip: string): Promise<void> {
  const { allowed } = await hit(ctx.db, `operator-setup:ip:${ip}`, SETUP_LIMIT.limit, SETUP_LIMIT.windowMs);
  if (!allowed) throw tooManyRequests(M.tooManyAttempts, 'operator/too-many-requests');
}

/** An unused link; a first-operator link is void once the database has an operator. */
async function liveLink(db: Db | Trx, token: string) {
  const link = await repo.findUnusedLink(db, hashToken(token));
  if (!link) return undefined;
  if (link.email === '' && (await repo.anyOperator(db))) return undefined;
  return link;
}

/** Public: whether the link can be used, the e-mail it is bound to, and whether that e-mail has an account. */
export async function readSetupLink(ctx: AppContext, token: string, ip: string): Promise<SetupLinkInfo & { hasAccount: boolean }> {
  await countAttempt(ctx, ip);
  const link = await liveLink(ctx.db, token);
  if (!link) return { valid: false, email: '', hasAccount: false };
  const hasAccount = link.email !== '' && (await core.findUserByEmail(ctx.db, link.email)) !== undefined;
  return { valid: true, email: link.email, hasAccount };
}

/**
 * Public: uses a link. A new e-mail gets an account (names and a password under sign-up's policy);
 * an e-mail with an account gives that account's password. Grants the operator role and answers a
 * session, as sign-in does. Nothing is written on a refusal.
 */
export async function completeSetup(ctx: AppContext, input: SetupInput, ip: string): Promise<TokenDetails> {
  await countAttempt(ctx, ip);
  const link = await liveLink(ctx.db, input.token);
  if (!link) throw badRequest(M.linkInvalid, 'operator/link-invalid');
  if (link.email !== '' && link.email !== input.email) throw badRequest(M.emailMismatch, 'operator/email-mismatch');
  const existing = await core.findUserByEmail(ctx.db, input.email);
  let passwordHash = '';
  if (existing) {
    if (!(await isAccountPassword(existing, input.password))) throw unauthorized(M.wrongPassword, 'operator/wrong-password');
  } else {
    if (input.firstName === '') throw badRequest(M.firstNameRequired, 'validation');
    if (input.lastName === '') throw badRequest(M.lastNameRequired, 'validation');
    passwordHash = await hashNewPassword(ctx, input.password);
  }
  return writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    if (!(await repo.markLinkUsed(trx, link.id, now))) throw badRequest(M.linkInvalid, 'operator/link-invalid');
    if (link.email === '') await repo.voidFirstOperatorLinks(trx, now);
    const user =
      existing ?? (await createAccountWithoutEstate(ctx, trx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName }, now));
    await grantOperator(trx, user.id, now);
    return issueSession(ctx, trx, user, now);
  });
}

/** The role, and the row that tells the user's devices (their own scope). */
export async function grantOperator(trx: Trx, userId: string, now: number): Promise<void> {
  await repo.insertOperator(trx, userId, now);
  await publish(trx, scopes.user(userId), 'operatorSelf', userId, { userId, isOperator: true });
}

/** Whether a user is an operator (`Module.isOperator`: the staff and units modules ask it). */
export const userIsOperator = (db: Db | Trx, userId: string): Promise<boolean> => repo.isOperator(db, userId);

/** What the sync engine adds for an operator: the operator scope, as a query it composes into every poll's statement (`Module.scopes`). */
export const operatorScopes = (db: Db | Trx, userId: string) => repo.operatorScopeRow(db, userId, scopes.operator);
