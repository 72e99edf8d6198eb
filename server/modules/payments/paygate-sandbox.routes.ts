import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { SandboxPayArgsSchema } from '../../../src/contract/billing';
import { SANDBOX_FAULTS } from '../../../src/domain/sandbox-cards';
import { PAYMENT_MESSAGES, SANDBOX_MESSAGES } from '../../../src/i18n/en/billing';
import type { ModuleRoutes } from '../../context';
import { forbidden } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';
import { validate } from '../../lib/validate';
import {
  currentFaults,
  deliverHeldNotifies,
  sandboxInitiate,
  sandboxPay,
  sandboxProcess,
  sandboxQuery,
  sandboxSession,
  setFaults,
} from './paygate-sandbox.service';
import { rawForm } from './form-body';

const SessionParamsSchema = v.object({ payRequestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, PAYMENT_MESSAGES.notFound)) });
const SwitchesSchema = v.object({ faults: v.pipe(v.array(v.picklist(SANDBOX_FAULTS)), v.maxLength(SANDBOX_FAULTS.length * 2)) });

/**
 * The built-in PayWeb3 sandbox's routes (registered only without a live PayGate account):
 * PayWeb3's three endpoints under API.paygateSandbox (url-encoded, as PayGate's), the two JSON
 * calls of its card page, and the loopback-only control of its fault switches.
 */
export const paygateSandboxRoutes: ModuleRoutes = async (app, ctx) => {
  const base = API.paygateSandbox;
  app.post(`${base}/initiate.trans`, async (request, reply) => reply.type('text/plain; charset=utf-8').send(await sandboxInitiate(ctx, rawForm(request.body))));

  app.post(`${base}/query.trans`, async (request, reply) => reply.type('text/plain; charset=utf-8').send(await sandboxQuery(ctx, rawForm(request.body))));

  // The browser's form from the app's frame: on to the sandbox's card page (an app route the app frames).
  app.post(`${base}/process.trans`, async (request, reply) => {
    const processed = await sandboxProcess(ctx, rawForm(request.body));
    if (!processed.ok) return reply.code(400).type('text/plain; charset=utf-8').send(`ERROR=${processed.error}`);
    return reply.redirect(`${API.paygateSandboxPage}?PAY_REQUEST_ID=${encodeURIComponent(processed.payRequestId)}`, 303);
  });

  app.get(API.paygateSandboxSessionPattern, async (request) => sandboxSession(ctx, validate(SessionParamsSchema, request.params).payRequestId));

  app.post(API.paygateSandboxPay, async (request) => sandboxPay(ctx, validate(SandboxPayArgsSchema, request.body)));

  // The switches, like the stored mailbox: only for callers on this machine (the TCP peer, never a header).
  await app.register(async (control) => {
    control.addHook('onRequest', async (request) => {
      if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden(SANDBOX_MESSAGES.loopbackOnly, 'sandbox/loopback-only');
    });
    control.get(API.paygateSandboxSwitches, async () => ({ faults: currentFaults(ctx) }));
    control.post(API.paygateSandboxSwitches, async (request) => ({ faults: setFaults(ctx, validate(SwitchesSchema, request.body).faults) }));
    control.delete(API.paygateSandboxSwitches, async () => ({ faults: setFaults(ctx, []) }));
    control.post(API.paygateSandboxNotifies, async () => ({ delivered: await deliverHeldNotifies(ctx, Date.now()) }));
  });
};
