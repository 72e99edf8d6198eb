import type { Module } from '../../context';
import { healthPublicRoutes } from './health.routes';
import { metricsPublicRoutes, requestTimingRootRoutes } from './metrics.routes';

/** /sdk/health (the app shell's first call), and the operator's: request timing and /metrics. */
export const healthModule: Module = {
  name: 'health',
  rootRoutes: requestTimingRootRoutes,
  publicRoutes: async (app, ctx) => {
    await healthPublicRoutes(app, ctx);
    await metricsPublicRoutes(app, ctx);
  },
};
