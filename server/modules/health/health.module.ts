import type { Module } from '../../context';
import { healthPublicRoutes, minAppVersionRootRoutes } from './health.routes';
import { metricsPublicRoutes, requestTimingRootRoutes } from './metrics.routes';
import { probesPublicRoutes } from './probes.routes';

/** /sdk/health (the app shell's first call), and the operator's: request timing, /metrics, /livez and /readyz. */
export const healthModule: Module = {
  name: 'health',
  rootRoutes: async (app, ctx) => {
    await requestTimingRootRoutes(app, ctx);
    await minAppVersionRootRoutes(app, ctx);
  },
  publicRoutes: async (app, ctx) => {
    await healthPublicRoutes(app, ctx);
    await metricsPublicRoutes(app, ctx);
    await probesPublicRoutes(app, ctx);
  },
};
