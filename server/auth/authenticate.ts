import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { compiledOnce, type Db } from '../db/database';
import { unauthorized } from '../lib/errors';
import type { Trx } from '../sync/change-log';
import { verifyAccessToken } from './tokens';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set only inside the authenticated scope (see `requireSignIn`). */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the live-session check itself, in its own statement (`liveSessionQuery`),
     * and answers 401 before anything else when the session is not live (the pull route: one
     * statement per up-to-date poll). The scope's hook then checks the token only.
     */
    sessionReadByRoute?: boolean;
  }
}

/**
 * The caller named by `Authorization: Bearer <accessToken>` when its signature and expiry hold,
 * the only place a token is read (never the query string: URLs end up in logs and Referer headers;
 * the SSE client streams over fetch with the header). Not yet whether its session is still live.
 */
function signedCaller(ctx: AppContext, request: FastifyRequest): AuthUser {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  if (!token) throw unauthorized();
  const claims = verifyAccessToken(ctx.tokenKeys, token);
  if (!claims) throw unauthorized();
  return { id: claims.sub, sessionId: claims.sid };
}

/** 401 unless the caller's session is live (see `liveSessionQuery`). */
export async function requireLiveSession(ctx: AppContext, caller: AuthUser): Promise<void> {
  const [live] = await liveSession(ctx.db, caller.sessionId, caller.id, Date.now());
  if (!live) throw unauthorized();
}

/**
 * A refresh token of the session's family not revoked, the family unexpired: the live-session
 * check, as a query a route may compose into its own statement (`sessionReadByRoute`).
 */
export const liveSessionQuery = (db: Db | Trx, familyId: string, userId: string, now: number) =>
  db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('family_expires_at', '>', now)
    .limit(1);

/** Read on every request: compiled once. */
const liveSession = compiledOnce(liveSessionQuery);

/**
 * Makes `scope` an authenticated scope: one hook resolves the caller from the bearer token
 * before any handler of the scope (and of the plugins registered inside it) runs, and answers 401
 * otherwise. The session must still be live: sign-out, reuse detection and account deletion
 * revoke the family, and with it the access token. A route
 * marked `sessionReadByRoute` has its token checked here and its session by its own statement.
 */
export function requireSignIn(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('user', null as unknown as AuthUser);
  // A callback hook, not an async one: a route that reads the session itself (every poll) is
  // answered without a promise here.
  scope.addHook('onRequest', (request, _reply, done) => {
    let caller: AuthUser;
    try {
      caller = signedCaller(ctx, request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (request.routeOptions.config.sessionReadByRoute === true) {
      request.user = caller;
      done();
      return;
    }
    requireLiveSession(ctx, caller).then(() => {
      request.user = caller;
      done();
    }, done);
  });
}
