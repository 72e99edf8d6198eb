import crypto from 'node:crypto';
import type { ModuleRoutes } from '../../context';
import { isLoopbackAddress } from '../../lib/loopback';

/** Where Prometheus scrapes. Outside /sdk: it is the operator's, not the app's. */
export const METRICS_PATH = '/metrics';

/** Times every request by its route pattern (`/sdk/snags/:id`, not the id: one series a route). A root hook: it sees every route. */
export const requestTimingRootRoutes: ModuleRoutes = (app, ctx) => {
  // A callback hook: an async one costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    ctx.metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
};

/**
 * Serves the metrics registry (server/lib/metrics.ts) at /metrics. With METRICS_TOKEN set, a scraper sends it as a bearer
 * token from anywhere; without it, only a caller on this machine that came through no proxy (the
 * TCP peer is loopback and there is no X-Forwarded-For: a proxy on the same host adds one).
 */
export const metricsPublicRoutes: ModuleRoutes = (app, ctx) => {
  const { metrics } = ctx;
  const token = ctx.config.metricsToken;
  const expected = token ? crypto.createHash('sha256').update(`Bearer ${token}`).digest() : undefined;
  app.get(METRICS_PATH, async (request, reply) => {
    const allowed = expected
      ? crypto.timingSafeEqual(
          crypto
            .createHash('sha256')
            .update(request.headers.authorization ?? '')
            .digest(),
          expected,
        )
      : isLoopbackAddress(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
    if (!allowed) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
};
