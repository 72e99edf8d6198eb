import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { EnrolDeviceRequestSchema, ResetPinRequestSchema, RevokeRequestSchema, SetAccessControlRequestSchema } from '../../../src/contract/gate';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import { createEnrolChallenge, enrolDevice, resetPin } from './enrolment.service';
import { revokeByManager, setAccessControl } from './revocation.service';

/** Gate access: enrolment challenge and device enrolment, PIN reset, manager revocation. */
export const accessRoutes: ModuleRoutes = (app, ctx) => {
  app.addHook('onSend', async (request, reply) => {
    // Credentials and key material must never sit in a shared cache (guard devices, ASVS 14.3.2).
    if (request.url.startsWith('/sdk/access/')) reply.header('Cache-Control', 'no-store');
  });

  app.post(API.gateDeviceChallenge, async (request) => ok(await createEnrolChallenge(ctx, request.user)));

  app.post(API.gateDevices, async (request) => ok(await enrolDevice(ctx, request.user, validate(EnrolDeviceRequestSchema, request.body))));

  app.post(API.gatePinReset, async (request) => {
    await resetPin(ctx, request.user, validate(ResetPinRequestSchema, request.body));
    return ok();
  });

  app.post(API.gateRevocations, async (request) => ok(await revokeByManager(ctx, request.user, validate(RevokeRequestSchema, request.body))));

  app.post(API.gateAccessControl, async (request) => {
    await setAccessControl(ctx, request.user, validate(SetAccessControlRequestSchema, request.body));
    return ok();
  });
};
