import crypto from 'node:crypto';
import type { TokenDetails } from '../../../src/contract/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { hashToken, randomToken, signAccessToken } from '../../auth/tokens';
import { unauthorized } from '../../lib/errors';
import * as repo from './auth.repository';
import { toSessionUser } from './user-rows';

/**
 * Sessions are refresh-token families (ASVS 10.4.5, 10.4.8):
 * - every refresh rotates: the presented token is marked used and a child is issued;
 * - the refresh token's own expiry slides (REFRESH_TOKEN_TTL_DAYS of inactivity), the
 *   family has an absolute expiry of FAMILY_LIFETIME_MS from sign-in;
 * - presenting a token that was already used revokes the whole family (reuse detection),
 *   which also ends the access tokens of that session (authenticate() checks the family).
 *
 * Documented grace (accepted risk, security reference 1.3 "offline-first caveat"): on flaky
 * mobile data the response to a refresh can be lost, and the client retries with the old
 * token. If the used token's child has never been used AND the retry arrives within
 * REUSE_GRACE_MS of the rotation, we treat it as a lost response: the unused child is
 * revoked and a fresh child is issued instead of revoking the family. An attacker who
 * replays a stolen token inside those 30 s only gets a session the legitimate client's
 * next refresh will expose (its own child is now revoked, so it signs in again).
 */
export const FAMILY_LIFETIME_MS = 90 * 24 * 3600_000;
export const REUSE_GRACE_MS = 30_000;

const REFRESH_FAILED = 'Authentication failed';

export async function issueSession(ctx: AppContext, db: Db, user: repo.UserRow, now = Date.now()): Promise<TokenDetails> {
  const familyId = crypto.randomUUID();
  const familyExpiresAt = now + FAMILY_LIFETIME_MS;
  const refreshToken = await insertToken(ctx, db, { familyId, userId: user.id, parentId: null, familyExpiresAt, now });
  return tokenDetails(ctx, user, familyId, refreshToken, now);
}

export async function refreshSession(ctx: AppContext, presented: string, now = Date.now()): Promise<TokenDetails> {
  let reused = false;
  const details = await ctx.db.transaction().execute(async (trx) => {
    const token = await repo.findRefreshTokenByHash(trx, hashToken(presented));
    // Revoking a family stamps every row of it, so the presented row's revoked_at covers that too.
    if (!token || token.revoked_at !== null || token.expires_at <= now || token.family_expires_at <= now) return null;
    const user = await repo.findUserById(trx, token.user_id);
    if (!user) return null;

    const won = token.used_at === null && (await repo.markTokenUsed(trx, token.id, now));
    if (!won) {
      // Already used: either a lost response being retried (grace) or reuse (revoke all).
      const usedAt = token.used_at ?? now;
      const child = await repo.findChildToken(trx, token.id);
      if (child && child.used_at === null && now - usedAt <= REUSE_GRACE_MS) {
        await repo.revokeToken(trx, child.id, now);
      } else {
        await repo.revokeFamily(trx, token.family_id, now);
        reused = true;
        return null;
      }
    }
    const refreshToken = await insertToken(ctx, trx, {
      familyId: token.family_id,
      userId: user.id,
      parentId: token.id,
      familyExpiresAt: token.family_expires_at,
      now,
    });
    return tokenDetails(ctx, user, token.family_id, refreshToken, now);
  });
  if (reused) throw unauthorized(REFRESH_FAILED, 'auth/token-reused');
  if (!details) throw unauthorized(REFRESH_FAILED, 'auth/invalid-refresh-token');
  return details;
}

export async function endSession(ctx: AppContext, familyId: string): Promise<void> {
  await repo.revokeFamily(ctx.db, familyId, Date.now());
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
  const accessToken = signAccessToken(ctx.tokenSecret, { sub: user.id, sid: familyId, iat, exp: iat + ctx.config.accessTokenTtlS });
  return { accessToken, refreshToken, expiresIn: ctx.config.accessTokenTtlS, user: toSessionUser(user) };
}
