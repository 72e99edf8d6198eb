import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { DeviceRecordSchema } from '../../../src/contract/profile';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { recordDeviceFor } from './devices.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });

export async function registerDeviceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(API.device, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID } = validate(UserQuerySchema, request.query);
    await recordDeviceFor(ctx, user.id, userID, validate(DeviceRecordSchema, request.body ?? {}));
    return ok();
  });
}
