import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { PaymentStartArgsSchema, PaymentStatusArgsSchema } from '../../../src/contract/billing';
import { ok } from '../../../src/contract/envelope';
import { PAYMENT_MESSAGES } from '../../../src/i18n/en/billing';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { receiveNotify, receiveReturn } from './callbacks.service';
import { acceptForms, rawForm } from './form-body';
import { paygateSandboxRoutes } from './paygate-sandbox.routes';
import { registerLocalRouter } from './payments-runtime';
import { paymentHistory, paymentStatus, startPayment } from './payments.service';
import { renderReturnPage } from './return-page';

const HistoryParamsSchema = v.object({ userId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, PAYMENT_MESSAGES.notYours)) });

/** Card payments for signed-in payers (spec 3 section 7: levy payment, payment status, payment history). */
export const paymentsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(API.paymentStart, async (request) => ok(await startPayment(ctx, request.user.id, validate(PaymentStartArgsSchema, request.body))));

  app.post(API.paymentStatus, async (request) => ok(await paymentStatus(ctx, request.user.id, validate(PaymentStatusArgsSchema, request.body).payRequestId)));

  app.get(API.paymentHistoryPattern, async (request) =>
    ok(...(await paymentHistory(ctx, request.user.id, validate(HistoryParamsSchema, request.params).userId))),
  );
};

/**
 * What the gateway and the browser post back, without a sign-in: the notify (server to server,
 * answered plain `OK`) and the return (the payer's browser in the app's frame, answered with a
 * small page). With no live PayGate account, the built-in sandbox's pages too.
 */
export const paymentsPublicRoutes: ModuleRoutes = async (app, ctx) => {
  registerLocalRouter(ctx, app);
  await acceptForms(app);

  app.post(API.paymentNotify, async (request, reply) => {
    const answer = await receiveNotify(ctx, rawForm(request.body));
    return reply.code(answer.statusCode).type('text/plain; charset=utf-8').send(answer.body);
  });

  app.post(API.paymentReturn, async (request, reply) => {
    const { found } = await receiveReturn(ctx, rawForm(request.body));
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderReturnPage(found));
  });

  if (ctx.config.paygate.mode === 'sandbox') await app.register(async (scope) => paygateSandboxRoutes(scope, ctx));
};
