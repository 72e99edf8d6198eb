import { API } from '../../../src/contract/api-paths';
import type { ModuleRoutes } from '../../context';
import { ping } from '../../db/database';
import { APP_VERSION, MIN_APP_VERSION_HEADER } from '../../../src/contract/version';

/** Liveness plus the maintenance flag the app shell reads before anything else. */
export const healthPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.health, async () => {
    await ping(ctx.db);
    return { status: 'success', details: [{ version: APP_VERSION, maintenance: ctx.config.maintenance, minAppVersion: ctx.config.minAppVersion ?? null }] };
  });
};

/**
 * MIN_APP_VERSION on every /sdk answer, as the `X-Min-App-Version` header: the app reads it from
 * whatever it asks (a pull, a sign-in, the health check of a signed-out screen, even a refusal),
 * so an old build hears of it without a working sync, and keeps the last value it heard offline
 * (src/app/min-version.ts). No header when unset.
 */
export const minAppVersionRootRoutes: ModuleRoutes = (app, ctx) => {
  const minimum = ctx.config.minAppVersion;
  if (!minimum) return;
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/sdk/')) reply.header(MIN_APP_VERSION_HEADER, minimum);
  });
};
