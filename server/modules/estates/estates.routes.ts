import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import { authenticate } from '../../auth/authenticate';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import * as estates from './estates.service';

export const PUBLIC_CONFIG_PATH = '/sdk/config/public';

const UserIdParams = v.object({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const ConfigQuery = v.object({
  estateId: v.pipe(v.string(SIGN_UP_MESSAGES.estateRequired), v.regex(/^\d{1,9}$/, SIGN_UP_MESSAGES.estateRequired), v.transform(Number)),
});

/** Estates list, access-control list, access info, QR config and the public app config. */
export const registerEstateRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.estates, async () => ok(...(await estates.listEstates(ctx))));

  app.get(API.aclPattern, async (request) => {
    const caller = await authenticate(ctx, request);
    return ok(...(await estates.accessControlList(ctx, caller, validate(UserIdParams, request.params).userId)));
  });

  app.get(API.accessInfoPattern, async (request) => {
    const caller = await authenticate(ctx, request);
    return { status: 'success', accessInfo: await estates.accessInfo(ctx, caller, validate(UserIdParams, request.params).userId) };
  });

  app.get(API.accessControlConfig, async (request) => {
    const caller = await authenticate(ctx, request);
    return ok(await estates.accessControlConfig(ctx, caller, validate(ConfigQuery, request.query).estateId));
  });

  app.get(PUBLIC_CONFIG_PATH, async () => ok(estates.publicConfig(ctx)));
};
