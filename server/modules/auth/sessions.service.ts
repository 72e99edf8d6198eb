import crypto from 'node:crypto';
import type { TokenDetails } from '../../../src/contract/auth';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { hashToken, randomToken, signAccessToken } from '../../auth/tokens';
import { unauthorized } from '../../lib/errors';
import { inBatches, PURGE_BATCH } from '../../lib/purge';
import * as repo from './auth.repository';
import { toSessionUser } from './user-rows';
import * as core from '../core/core.service';

/**
 * Sessions are refresh-token families (ASVS 10.4.5, 10.4.8):
 * - every refresh rotates: the presented token is marked used and a child is issued;
 * - the refresh token's own expiry slides (REFRESH_TOKEN_TTL_DAYS of inactivity), the
 *   family has an absolute expiry of FAMILY_LIFETIME_MS from sign-in;
 * - one retry of a lost answer is allowed: the immediately previous token, whose only child
 *   is still unused and current, presented again within REUSE_GRACE_MS of its rotation,
 *   gets a fresh child and the unused child is superseded (revoked);
 * - any other presentation of a used token, or of a token superseded by such a retry
 *   (including a second retry of the same parent), is reuse: the whole family is revoked
 *   (every token of the session, and with it every access token: requireSignIn() checks the
 *   family) and the answer is `auth/token-reused`.
 * So a thief who replays a stolen token inside the grace window gets one child, and the
 * rightful client's next refresh (its child was superseded) ends the session for both.
 * Every refresh of one family runs under a lock on that family (see repo.lockFamily).
 */
export const FAMILY_LIFETIME_MS = 90 * 24 * 3600_000;
export const REUSE_GRACE_MS = 30_000;

export async function issueSession(ctx: AppContext, db: Db, user: repo.UserRow, now = Date.now()): Promise<TokenDetails> {
  const familyId = crypto.randomUUID();
  const familyExpiresAt = now + FAMILY_LIFETIME_MS;
  const refreshToken = await insertToken(ctx, db, { familyId, userId: user.id, parentId: null, familyExpiresAt, now });
  return tokenDetails(ctx, user, familyId, refreshToken, now);
}

type RefreshOutcome = { kind: 'rotated'; details: TokenDetails } | { kind: 'invalid' } | { kind: 'reused' };

export async function refreshSession(ctx: AppContext, presented: string, now = Date.now()): Promise<TokenDetails> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const found = await repo.findRefreshTokenByHash(trx, hashToken(presented));
    if (!found || found.family_expires_at <= now) return { kind: 'invalid' };
    await repo.lockFamily(trx, ctx.dialect, found.family_id);
    // Re-read under the lock: a refresh of the same session may have committed meanwhile.
    const token = await repo.findRefreshTokenById(trx, found.id);
    if (!token) return { kind: 'invalid' };

    const rotate = async (): Promise<RefreshOutcome> => {
      const user = await core.findUserById(trx, token.user_id);
      if (!user) return { kind: 'invalid' };
      const refreshToken = await insertToken(ctx, trx, {
        familyId: token.family_id,
        userId: user.id,
        parentId: token.id,
        familyExpiresAt: token.family_expires_at,
        now,
      });
      return { kind: 'rotated', details: tokenDetails(ctx, user, token.family_id, refreshToken, now) };
    };
    const endFamily = async (): Promise<RefreshOutcome> => {
      await repo.revokeFamily(trx, token.family_id, now);
      return { kind: 'reused' };
    };

    if (token.revoked_at !== null) {
      // Revoked with the whole session (sign-out, reset, earlier reuse): nothing left to end.
      // Revoked while the session lives: superseded by a retry, so this is reuse.
      return (await repo.familyIsLive(trx, token.family_id, now)) ? endFamily() : { kind: 'invalid' };
    }
    if (token.used_at === null) {
      if (token.expires_at <= now) return { kind: 'invalid' };
      if (!(await repo.markTokenUsed(trx, token.id, now))) return endFamily();
      return rotate();
    }
    // Used already: only one retry of a lost answer is allowed.
    const children = await repo.listChildTokens(trx, token);
    const only = children.length === 1 ? children[0] : undefined;
    const isLostAnswerRetry = only !== undefined && only.used_at === null && only.revoked_at === null && now - token.used_at <= REUSE_GRACE_MS;
    if (!isLostAnswerRetry || !(await repo.supersedeToken(trx, only.id, now))) return endFamily();
    return rotate();
  });
  if (outcome.kind === 'reused') throw unauthorized(ERROR_MESSAGES.unauthenticated, 'auth/token-reused');
  if (outcome.kind === 'invalid') throw unauthorized(ERROR_MESSAGES.unauthenticated, 'auth/invalid-refresh-token');
  return outcome.details;
}

export async function endSession(ctx: AppContext, familyId: string): Promise<void> {
  await repo.revokeFamily(ctx.db, familyId, Date.now());
}

/**
 * Which of these sessions are still live (not signed out, revoked or past their lifetime), in
 * chunks: the push module sends only to subscriptions whose session is.
 */
export async function liveSessionIds(db: Db, sessionIds: readonly string[], now = Date.now()): Promise<Set<string>> {
  const unique = [...new Set(sessionIds)];
  const live = new Set<string>();
  for (let i = 0; i < unique.length; i += 500) for (const id of await repo.listLiveFamilies(db, unique.slice(i, i + 500), now)) live.add(id);
  return live;
}

/**
 * Every session of the user ends (a role removed at an estate: `Module.onMembershipRemoved`): each
 * refresh-token family is revoked in the caller's transaction, so their access tokens stop at the
 * next call and their devices sign out.
 */
export async function endEverySessionOf(db: Db, userId: string): Promise<void> {
  await repo.revokeAllFamiliesOfUser(db, userId, Date.now());
}

/**
 * Deletes the sessions that can never be used again (issue 28: a row per refresh otherwise stays
 * for ever): those whose every refresh token has expired, and every access token issued with them
 * too (`ACCESS_TOKEN_TTL_S` more). While any token of a session is unexpired, every token of it
 * stays, used and revoked ones included: presenting an old one is how reuse is detected (see
 * above). A session with no live token can only answer 'invalid' or end itself, so nothing is
 * lost; a signed-out or reused session goes once its newest token has expired. Families are
 * walked in id order a page at a time, their tokens deleted `batch` per statement. Answers how
 * many tokens went.
 */
export async function purgeEndedSessions(ctx: Pick<AppContext, 'db' | 'config'>, now = Date.now(), batch = PURGE_BATCH): Promise<number> {
  const before = now - ctx.config.accessTokenTtlS * 1000;
  let after = '';
  let deleted = 0;
  for (;;) {
    const families = await repo.listFamiliesExpiredBy(ctx.db, before, after, batch);
    const purged = await inBatches(async () => {
      const n = await repo.deleteTokensOfFamilies(ctx.db, families, batch);
      return { purged: { refresh_tokens: n }, more: n === batch };
    });
    deleted += purged.refresh_tokens ?? 0;
    const last = families.at(-1);
    if (last === undefined || families.length < batch) return deleted;
    after = last;
  }
}

async function insertToken(
  ctx: AppContext,
  db: Db,
  t: { familyId: string; userId: string; parentId: string | null; familyExpiresAt: number; now: number },
): Promise<string> {
  const token = randomToken();
  await repo.insertRefreshToken(db, {
    id: crypto.randomUUID(),
    family_id: t.familyId,
    user_id: t.userId,
    token_hash: hashToken(token),
    parent_id: t.parentId,
    created_at: t.now,
    expires_at: Math.min(t.now + ctx.config.refreshTokenTtlDays * 24 * 3600_000, t.familyExpiresAt),
    family_expires_at: t.familyExpiresAt,
    used_at: null,
    revoked_at: null,
  });
  return token;
}

function tokenDetails(ctx: AppContext, user: repo.UserRow, familyId: string, refreshToken: string, now: number): TokenDetails {
  const iat = Math.floor(now / 1000);
  const accessToken = signAccessToken(ctx.tokenKeys.current, { sub: user.id, sid: familyId, iat, exp: iat + ctx.config.accessTokenTtlS });
  return { accessToken, refreshToken, expiresIn: ctx.config.accessTokenTtlS, user: toSessionUser(user) };
}
