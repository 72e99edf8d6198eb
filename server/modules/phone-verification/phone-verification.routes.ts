import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { CheckPhoneOtpRequestSchema, SendPhoneOtpRequestSchema, type CheckPhoneOtpDetail, type SendPhoneOtpDetail } from '../../../src/contract/verify-phone';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import { checkPhoneOtp, sendPhoneOtp } from './phone-verification.service';

/** Phone verification by SMS code (spec 1 section 4): send a code to a number, then check it. */
export const phoneVerificationRoutes: ModuleRoutes = (app, ctx) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/sdk/verify/phone/')) reply.header('Cache-Control', 'no-store');
  });

  app.post(API.sendPhoneOtp, async (request) => {
    const detail: SendPhoneOtpDetail = await sendPhoneOtp(ctx, request.user.id, validate(SendPhoneOtpRequestSchema, request.body ?? {}));
    return ok(detail);
  });

  app.post(API.checkPhoneOtp, async (request) => {
    const detail: CheckPhoneOtpDetail = await checkPhoneOtp(ctx, request.user.id, validate(CheckPhoneOtpRequestSchema, request.body ?? {}));
    return ok(detail);
  });
};
