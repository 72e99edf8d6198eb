import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import {
  FirebaseExchangeRequestSchema,
  ForgotPasswordRequestSchema,
  RefreshRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  VerifyEmailCodeRequestSchema,
  VerifyEmailLinkRequestSchema,
} from '../../../src/contract/auth';
import { ok } from '../../../src/contract/envelope';
import { SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import { validate } from '../../lib/validate';
import { AppError, badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../../context';
import * as auth from './auth.service';
import { exchangeFirebaseToken, requireFirebase } from './firebase.service';
import { endSession, refreshSession } from './sessions.service';
import { resendVerification, verifyWithCode, verifyWithLink } from './email-verification.service';

/** Token and account answers must never be cached (shared guard devices, ASVS 14.3.2). */
function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}

/** Sign-in, refresh, sign-up, forgot and reset password, the Firebase exchange: the calls made before there is a session. */
export const authPublicRoutes: ModuleRoutes = (app, ctx) => {
  noStore(app);

  app.post(API.signIn, async (request) => ok(await auth.signIn(ctx, validateSignIn(request.body), request.ip)));

  app.post(API.refresh, async (request) => ok(await refreshSession(ctx, validate(RefreshRequestSchema, request.body).refreshToken)));

  app.post(API.signUp, async (request, reply) => reply.status(201).send(ok(await auth.signUp(ctx, validate(SignUpRequestSchema, request.body), request.ip))));

  app.post(API.firebaseExchange, async (request) => {
    const verifier = requireFirebase(ctx);
    return ok(await exchangeFirebaseToken(ctx, verifier, validate(FirebaseExchangeRequestSchema, request.body), request.ip, request.log));
  });

  app.post(API.forgotPassword, async (request) => {
    await auth.forgotPassword(ctx, validate(ForgotPasswordRequestSchema, request.body).email, request.ip);
    return ok();
  });

  app.post(API.resetPassword, async (request) => {
    await auth.resetPassword(ctx, validate(ResetPasswordRequestSchema, request.body));
    return ok();
  });
};

/**
 * Sign-out: ends the caller's session, then what other modules keep per session (their `onSessionEnd`).
 * E-mail verification with the mail's code, and another mail.
 */
export const authRoutes: ModuleRoutes = (app, ctx) => {
  noStore(app);

  app.post(API.verifyEmailLink, async (request) =>
    ok(await verifyWithLink(ctx, request.user.id, validate(VerifyEmailLinkRequestSchema, request.body).token, request.ip)),
  );

  app.post(API.verifyEmail, async (request) => ok(await verifyWithCode(ctx, request.user.id, validate(VerifyEmailCodeRequestSchema, request.body).code)));

  app.post(API.verifyEmailResend, async (request) => {
    await resendVerification(ctx, request.user.id);
    return ok();
  });

  app.post(API.signOut, async (request) => {
    const { sessionId } = request.user;
    await endSession(ctx, sessionId);
    for (const step of ctx.hooks.sessionEnd) await step(ctx, sessionId);
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
