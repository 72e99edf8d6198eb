import { API } from '../../../src/contract/api-paths';
import type { ModuleRoutes } from '../../context';
import { ping } from '../../db/database';
import { APP_VERSION } from '../../../src/contract/version';

/** Liveness plus the maintenance flag the app shell reads before anything else. */
export const healthPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.health, async () => {
    await ping(ctx.db);
    return { status: 'success', details: [{ version: APP_VERSION, maintenance: ctx.config.maintenance }] };
  });
};
