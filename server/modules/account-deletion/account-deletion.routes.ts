import { API } from '../../../src/contract/api-paths';
import { SendDeleteOtpRequestSchema, ValidateDeleteOtpRequestSchema, type ValidateDeleteOtpDetail } from '../../../src/contract/delete-account';
import { ok } from '../../../src/contract/envelope';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import { sendDeleteOtp, validateDeleteOtp } from './account-deletion.service';

/** SendUserDeleteOTP and ValidateOTP (spec 1 section 7); VERIFIED deletes the account. */
export const accountDeletionRoutes: ModuleRoutes = (app, ctx) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/sdk/regularvisitorapi/')) reply.header('Cache-Control', 'no-store');
  });

  app.post(API.sendDeleteOtp, async (request) => {
    await sendDeleteOtp(ctx, request.user.id, validate(SendDeleteOtpRequestSchema, request.body ?? {}));
    return ok();
  });

  app.post(API.validateDeleteOtp, async (request) => {
    const otpResult = await validateDeleteOtp(ctx, request.user.id, validate(ValidateDeleteOtpRequestSchema, request.body ?? {}));
    const detail: ValidateDeleteOtpDetail = { otpResult };
    return ok(detail);
  });
};
