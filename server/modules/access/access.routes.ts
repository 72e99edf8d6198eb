import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { EnrolDeviceRequestSchema, ResetPinRequestSchema, RevokeRequestSchema, SetAccessControlRequestSchema } from '../../../src/contract/gate';
import { authenticate } from '../../auth/authenticate';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import * as access from './access.service';

const MAINTAIN_EVERY_MS = 3600_000;

/** Gate access: enrolment challenge and device enrolment, PIN reset, manager revocation. */
export const registerAccessRoutes: ModuleRoutes = async (app, ctx) => {
  app.addHook('onSend', async (request, reply) => {
    // Credentials and key material must never sit in a shared cache (guard devices, ASVS 14.3.2).
    if (request.url.startsWith('/sdk/access/')) reply.header('Cache-Control', 'no-store');
  });

  app.post(API.gateDeviceChallenge, async (request) => {
    const caller = await authenticate(ctx, request);
    return ok(await access.createEnrolChallenge(ctx, caller));
  });

  app.post(API.gateDevices, async (request) => {
    const caller = await authenticate(ctx, request);
    return ok(await access.enrolDevice(ctx, caller, validate(EnrolDeviceRequestSchema, request.body)));
  });

  app.post(API.gatePinReset, async (request) => {
    const caller = await authenticate(ctx, request);
    await access.resetPin(ctx, caller, validate(ResetPinRequestSchema, request.body));
    return ok();
  });

  app.post(API.gateRevocations, async (request) => {
    const caller = await authenticate(ctx, request);
    return ok(await access.revokeByManager(ctx, caller, validate(RevokeRequestSchema, request.body)));
  });

  app.post(API.gateAccessControl, async (request) => {
    const caller = await authenticate(ctx, request);
    await access.setAccessControl(ctx, caller, validate(SetAccessControlRequestSchema, request.body));
    return ok();
  });

  await access.maintainGateState(ctx);
  const timer = setInterval(() => {
    access.maintainGateState(ctx).catch((error: unknown) => app.log.error({ err: error }, 'gate state maintenance failed'));
  }, MAINTAIN_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
