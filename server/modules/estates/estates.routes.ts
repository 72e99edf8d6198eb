import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { SIGN_UP_MESSAGES } from '../../../src/i18n/en/auth';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import * as estates from './estates.service';

export const PUBLIC_CONFIG_PATH = '/sdk/config/public';

const UserIdParams = v.object({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const ConfigQuery = v.object({
  estateId: v.pipe(v.string(SIGN_UP_MESSAGES.estateRequired), v.regex(/^\d{1,9}$/, SIGN_UP_MESSAGES.estateRequired), v.transform(Number)),
});

/** What anyone may read: the estates to choose at sign-up and the public app config. */
export const estatesPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.estates, async () => ok(...(await estates.listEstates(ctx))));

  app.get(PUBLIC_CONFIG_PATH, async () => ok(estates.publicConfig(ctx)));
};

/** The caller's access-control list and access info, and an estate's QR config. */
export const estatesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.aclPattern, async (request) => {
    return ok(...(await estates.accessControlList(ctx, request.user.id, validate(UserIdParams, request.params).userId)));
  });

  app.get(API.accessInfoPattern, async (request) => {
    return { status: 'success', accessInfo: await estates.accessInfo(ctx, request.user.id, validate(UserIdParams, request.params).userId) };
  });

  app.get(API.accessControlConfig, async (request) => {
    return ok(await estates.accessControlConfig(ctx, request.user.id, validate(ConfigQuery, request.query).estateId));
  });
};
