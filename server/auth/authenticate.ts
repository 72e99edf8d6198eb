import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/errors';
import { verifyAccessToken } from './tokens';

export type AuthUser = { id: string; sessionId: string };

/**
 * Resolves the caller from `Authorization: Bearer <accessToken>` (or `?access_token=` for
 * EventSource, which cannot set headers). The session must still be live: sign-out,
 * reuse detection and account deletion revoke the family, and with it the access token.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const query = request.query as Record<string, unknown> | undefined;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : typeof query?.access_token === 'string' ? query.access_token : undefined;
  if (!token) throw unauthorized();
  const claims = verifyAccessToken(ctx.tokenSecret, token);
  if (!claims) throw unauthorized();
  const live = await ctx.db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', claims.sid)
    .where('user_id', '=', claims.sub)
    .where('revoked_at', 'is', null)
    .where('family_expires_at', '>', Date.now())
    .executeTakeFirst();
  if (!live) throw unauthorized();
  return { id: claims.sub, sessionId: claims.sid };
}
