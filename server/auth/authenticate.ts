import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { compiledOnce } from '../db/database';
import { unauthorized } from '../lib/errors';
import { verifyAccessToken } from './tokens';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set only inside the authenticated scope (see `requireSignIn`). */
    user: AuthUser;
  }
}

/**
 * Resolves the caller from `Authorization: Bearer <accessToken>`, the only place a token is
 * read (never the query string: URLs end up in logs and Referer headers; the SSE client
 * streams over fetch with the header). The session must still be live: sign-out, reuse
 * detection and account deletion revoke the family, and with it the access token.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  if (!token) throw unauthorized();
  const claims = verifyAccessToken(ctx.tokenKeys, token);
  if (!claims) throw unauthorized();
  const [live] = await liveSession(ctx.db, claims.sid, claims.sub, Date.now());
  if (!live) throw unauthorized();
  return { id: claims.sub, sessionId: claims.sid };
}

/** A refresh token of the session's family not revoked, the family unexpired: read on every request, so compiled once. */
const liveSession = compiledOnce((db, familyId: string, userId: string, now: number) =>
  db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('family_expires_at', '>', now)
    .limit(1),
);

/**
 * Makes `scope` an authenticated scope: one hook resolves the caller before any handler of
 * the scope (and of the plugins registered inside it) runs, and answers 401 otherwise.
 */
export function requireSignIn(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('user', null as unknown as AuthUser);
  scope.addHook('onRequest', async (request) => {
    request.user = await authenticate(ctx, request);
  });
}
