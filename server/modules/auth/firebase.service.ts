import type * as v from 'valibot';
import type { FirebaseExchangeRequestSchema, TokenDetails } from '../../../src/contract/auth';
import { DEFAULT_ESTATE_ID } from '../../../src/domain/estate-roles';
import { DEFAULT_USER_TYPE, titleCase } from '../../../src/domain/sign-up';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/database';
import { createFirebaseVerifier, FirebaseTokenError, type FirebaseIdentity, type FirebaseVerifier } from '../../auth/firebase-tokens';
import { UNUSABLE_PASSWORD_HASH } from '../../auth/passwords';
import { LIMITS, hit, refund } from '../../auth/rate-limit';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './auth.repository';
import { checkNewAccount, createAccount, type NewAccount } from './auth.service';
import { issueSession } from './sessions.service';
import { markEmailVerified } from './email-verification.service';
import * as core from '../core/core.service';

type ExchangeInput = v.InferOutput<typeof FirebaseExchangeRequestSchema>;
type Profile = NonNullable<ExchangeInput['profile']>;

/** Where refusals of a token are logged (reason only, never the token). */
export type ExchangeLog = { warn(details: object, message: string): void };

const verifiers = new WeakMap<AppContext, FirebaseVerifier>();

/** The server's one verifier (it keeps Google's keys between sign-ins); undefined without FIREBASE_PROJECT_ID. */
export function firebaseVerifier(ctx: AppContext): FirebaseVerifier | undefined {
  const config = ctx.config.firebase;
  if (!config) return undefined;
  let verifier = verifiers.get(ctx);
  if (!verifier) {
    verifier = createFirebaseVerifier(config);
    verifiers.set(ctx, verifier);
  }
  return verifier;
}

/** Without FIREBASE_PROJECT_ID the exchange answers 404 whatever the body. */
export function requireFirebase(ctx: AppContext): FirebaseVerifier {
  const verifier = firebaseVerifier(ctx);
  if (!verifier) throw notFound(AUTH_MESSAGES.firebaseNotConfigured, 'auth/firebase-not-configured');
  return verifier;
}

/** How recent a Firebase sign-in must be to stand for a re-authentication (delete account). */
export const FIREBASE_REAUTH_MAX_AGE_S = 5 * 60;

/**
 * True when `idToken` is a valid ID token of the Firebase user linked to `userId` whose sign-in
 * (auth_time) is at most `maxAgeS` old: a fresh sign-in, for accounts whose password Firebase holds,
 * in place of the password a sensitive step asks for. False in every other case (not configured
 * included); the caller counts attempts and answers its own refusal.
 */
export async function isFreshFirebaseSignInOf(ctx: AppContext, userId: string, idToken: string, maxAgeS = FIREBASE_REAUTH_MAX_AGE_S): Promise<boolean> {
  const verifier = firebaseVerifier(ctx);
  if (!verifier) return false;
  let identity: FirebaseIdentity;
  try {
    identity = await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof FirebaseTokenError) return false;
    throw error;
  }
  if (Date.now() / 1000 - identity.authTime > maxAgeS) return false;
  const link = await repo.findFirebaseLink(ctx.db, verifier.projectId, identity.uid);
  return link?.user_id === userId;
}

/**
 * A Firebase ID token for this server's own session: the same TokenDetails as sign-in,
 * and from then on nothing differs from a built-in session.
 *
 * Counted per address before anything else (the sign-in address limit: both are sign-in
 * attempts). The token verified (firebase-tokens.ts), then ONE write transaction decides who it is:
 * - the uid's link in this project: that user;
 * - else a local user with the token's e-mail: linked when Firebase says the e-mail is verified and
 *   the user has no other uid in this project (409 when it has), its local password retired
 *   (Firebase holds the password from then on), its other sessions ended and its address counted
 *   verified; an unverified e-mail never links to an existing account (403, nothing written);
 * - else a new local user, made as sign-up makes one (`profile` from the sign-up form, checked as
 *   sign-up checks it; else the token's name or the e-mail's local part, the default estate and
 *   user type), whose password hash matches nothing, and the link; verified as the token says.
 * Two first sign-ins racing: the loser's unique violation runs the decision once more (it then
 * finds the winner's link or user), so the answer is never a 500.
 */
export async function exchangeFirebaseToken(
  ctx: AppContext,
  verifier: FirebaseVerifier,
  input: ExchangeInput,
  ip: string,
  log: ExchangeLog,
): Promise<TokenDetails> {
  const ipKey = `signin:ip:${ip}`;
  const attempt = await hit(ctx.db, ipKey, LIMITS.signInPerIp.limit, LIMITS.signInPerIp.windowMs);
  if (!attempt.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManySignIns, 'auth/too-many-requests');

  let identity: FirebaseIdentity;
  try {
    identity = await verifier.verify(input.idToken);
  } catch (error) {
    if (!(error instanceof FirebaseTokenError)) throw error;
    log.warn({ reason: error.reason, detail: error.detail }, 'Firebase ID token refused');
    throw unauthorized(AUTH_MESSAGES.firebaseFailed, 'auth/custom-auth-failed');
  }
  const email = identity.email;
  if (email === undefined) throw badRequest(AUTH_MESSAGES.firebaseNoEmail, 'auth/missing-email');

  const decide = () =>
    writeTransaction(ctx.db, async (trx) => {
      const user = await localUserOf(ctx, trx, verifier.projectId, identity, email, input.profile);
      return issueSession(ctx, trx, user);
    });
  let details: TokenDetails;
  try {
    details = await decide();
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    try {
      details = await decide();
    } catch (again) {
      if (again instanceof AppError || !isUniqueViolation(again)) throw again;
      throw linkedElsewhere();
    }
  }
  await refund(ctx.db, ipKey);
  return details;
}

const linkedElsewhere = () => conflict(AUTH_MESSAGES.firebaseLinkedElsewhere, 'auth/credential-already-in-use');

async function localUserOf(
  ctx: AppContext,
  trx: Trx,
  projectId: string,
  identity: FirebaseIdentity,
  email: string,
  profile: Profile | undefined,
): Promise<repo.UserRow> {
  const now = Date.now();
  const link = { project_id: projectId, uid: identity.uid, linked_at: now };
  const linked = await repo.findFirebaseLink(trx, projectId, identity.uid);
  if (linked) {
    const user = await core.findUserById(trx, linked.user_id);
    // Account deletion erases the link with the user; a link without one is never expected.
    if (!user) throw unauthorized(AUTH_MESSAGES.firebaseFailed, 'auth/custom-auth-failed');
    // Made unverified, and Firebase has verified the address since (e.g. after its owner reset the
    // Firebase password): the sessions from before the proof end, as at a link (issue 26).
    if (identity.emailVerified && (await markEmailVerified(ctx, trx, user.id, now))) {
      await repo.revokeAllFamiliesOfUser(trx, user.id, now);
      return { ...user, email_verified: 1 };
    }
    return user;
  }
  const existing = await core.findUserByEmail(trx, email);
  if (existing) {
    if (!identity.emailVerified) throw forbidden(AUTH_MESSAGES.emailNotVerified, 'auth/email-not-verified');
    if (await repo.findFirebaseLinkOfUser(trx, projectId, existing.id)) throw linkedElsewhere();
    await repo.insertFirebaseLink(trx, { ...link, user_id: existing.id });
    // From now on Firebase holds this account's password: the local one (and any reset link for it)
    // stops working, so an old or leaked local password cannot stand beside the Firebase one.
    await core.updatePasswordHash(trx, existing.id, UNUSABLE_PASSWORD_HASH, now);
    await repo.markUserPasswordResetsUsed(trx, existing.id, now);
    // Whoever held the local account's sessions is signed out: it may be someone who registered
    // the address before its owner (issue 26). The caller's session is issued after this.
    await repo.revokeAllFamiliesOfUser(trx, existing.id, now);
    // The token proves the address: what waited for it is bound now, to its owner.
    await markEmailVerified(ctx, trx, existing.id, now);
    return { ...existing, password_hash: UNUSABLE_PASSWORD_HASH, email_verified: 1 };
  }
  const user = await createAccount(ctx, trx, await newAccountOf(ctx, trx, identity, email, profile), now);
  await repo.insertFirebaseLink(trx, { ...link, user_id: user.id });
  return user;
}

/**
 * A new account's fields, checked only when one is made (a thrown refusal rolls back): from the
 * sign-up form's `profile` with sign-up's checks (its estate, user type and unit: a request to
 * join), else from the token with the default estate (which must exist: 400 as sign-up answers a
 * missing estate) and no request. Verified as the token says; unverified, the account gets sign-up's
 * mail (its code or link, or a later token that says verified, verifies it).
 */
async function newAccountOf(ctx: AppContext, trx: Trx, identity: FirebaseIdentity, email: string, profile: Profile | undefined): Promise<NewAccount> {
  const base = { email, passwordHash: UNUSABLE_PASSWORD_HASH, emailVerified: identity.emailVerified };
  if (profile) return { ...base, ...(await checkNewAccount(ctx, trx, profile)), unitNo: profile.unitNo, requestsJoin: true };
  if (!(await core.estateExists(trx, DEFAULT_ESTATE_ID))) throw badRequest(SIGN_UP_MESSAGES.estateRequired, 'validation');
  return {
    ...base,
    ...namesFrom(identity.name ?? email.split('@')[0] ?? ''),
    mobile: '',
    estateId: DEFAULT_ESTATE_ID,
    userType: DEFAULT_USER_TYPE,
    unitNo: '',
    requestsJoin: false,
  };
}

/** "jane van der merwe" -> Jane / Van Der Merwe; "jane.doe" (an e-mail's local part) -> Jane / Doe. Control characters dropped, 100 characters each at most. */
export function namesFrom(source: string): { firstName: string; lastName: string } {
  const words = source
    .replace(CONTROL_CHARACTERS, ' ')
    .split(/[\s._+]+/)
    .filter((word) => word !== '');
  const cap = (name: string) => [...titleCase(name)].slice(0, 100).join('').trim();
  return { firstName: cap(words[0] ?? ''), lastName: cap(words.slice(1).join(' ')) };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
