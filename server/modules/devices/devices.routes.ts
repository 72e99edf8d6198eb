import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { DeviceRecordSchema } from '../../../src/contract/profile';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { recordDeviceFor } from './devices.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });

/** The device a user signed in on (`?userID=` must be the caller). */
export const devicesRoutes: ModuleRoutes = (app, ctx) => {
  app.post(API.device, async (request) => {
    const { userID } = validate(UserQuerySchema, request.query);
    await recordDeviceFor(ctx, request.user.id, userID, validate(DeviceRecordSchema, request.body ?? {}));
    return ok();
  });
};
