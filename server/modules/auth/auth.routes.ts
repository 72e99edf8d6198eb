import { API } from '../../../src/contract/api-paths';
import { ForgotPasswordRequestSchema, RefreshRequestSchema, ResetPasswordRequestSchema, SignInRequestSchema, SignUpRequestSchema } from '../../../src/contract/auth';
import { ok } from '../../../src/contract/envelope';
import { SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import { authenticate } from '../../auth/authenticate';
import { validate } from '../../lib/validate';
import { AppError, badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../../context';
import * as auth from './auth.service';
import { endSession, refreshSession } from './sessions.service';
import { revokeSessionDevices } from '../access/access.service';

/** Sign-in, refresh, sign-out, sign-up, forgot and reset password. */
export const registerAuthRoutes: ModuleRoutes = (app, ctx) => {
  app.addHook('onSend', async (request, reply) => {
    // Token and account answers must never be cached (shared guard devices, ASVS 14.3.2).
    if (request.url.startsWith('/sdk/system/user/')) reply.header('Cache-Control', 'no-store');
  });

  app.post(API.signIn, async (request) => ok(await auth.signIn(ctx, validateSignIn(request.body), request.ip)));

  app.post(API.refresh, async (request) => ok(await refreshSession(ctx, validate(RefreshRequestSchema, request.body).refreshToken)));

  app.post(API.signOut, async (request) => {
    const { sessionId } = await authenticate(ctx, request);
    await endSession(ctx, sessionId);
    await revokeSessionDevices(ctx, sessionId); // the gate credentials this session enrolled
    return ok();
  });

  app.post(API.signUp, async (request, reply) => reply.status(201).send(ok(await auth.signUp(ctx, validate(SignUpRequestSchema, request.body)))));

  app.post(API.forgotPassword, async (request) => {
    await auth.forgotPassword(ctx, validate(ForgotPasswordRequestSchema, request.body).email, request.ip);
    return ok();
  });

  app.post(API.resetPassword, async (request) => {
    await auth.resetPassword(ctx, validate(ResetPasswordRequestSchema, request.body));
    return ok();
  });
};

/** The spec's sign-in answer for a malformed e-mail carries the identity code `auth/invalid-email`. */
function validateSignIn(body: unknown) {
  try {
    return validate(SignInRequestSchema, body);
  } catch (error) {
    if (error instanceof AppError && error.message === SIGN_UP_MESSAGES.invalidEmail) throw badRequest(error.message, 'auth/invalid-email');
    throw error;
  }
}
