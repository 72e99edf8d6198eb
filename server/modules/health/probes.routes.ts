import type { ModuleRoutes } from '../../context';
import { ping } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

/** Outside /sdk, like /metrics: the load balancer's and the orchestrator's, not the app's. */
export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';

/** A check's answer in /readyz: `ok`, or what is wrong. */
type CheckState = 'ok' | 'failed' | 'pending' | 'disconnected';

/**
 * /livez: the process answers (restart it when it does not). /readyz: it can serve, so the load
 * balancer sends it requests: the database answers a query, the database is at this server's
 * latest migration, the file store answers, and every part in `ctx.readiness` is up (on PostgreSQL the sync listener,
 * which relays other processes' pokes). 503 names what is not. Neither reads anything a caller
 * could not learn from an error page, so neither asks who calls.
 */
export const probesPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(LIVEZ_PATH, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'success', details: [{ live: true }] });
  });

  // Once the database has run every migration this server knows, it stays so (a migration is never undone).
  let migrated = false;
  app.get(READYZ_PATH, async (_request, reply) => {
    const checks: Record<string, CheckState> = {};
    try {
      await ping(ctx.db);
      checks.database = 'ok';
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness: the database did not answer');
      checks.database = 'failed';
    }
    if (!migrated && checks.database === 'ok') {
      try {
        migrated = (await pendingMigrations(ctx.db)).length === 0;
      } catch (error) {
        ctx.log.warn({ err: error }, 'readiness: could not read the migrations the database has run');
      }
    }
    checks.migrations = migrated ? 'ok' : 'pending';
    try {
      // The file store answers (a HeadBucket on S3, the folder readable and writable on disk).
      await ctx.files.check();
      checks.files = 'ok';
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness: the file store did not answer');
      checks.files = 'failed';
    }
    for (const [name, up] of Object.entries(ctx.readiness.read())) checks[name] = up ? 'ok' : 'disconnected';
    reply.header('Cache-Control', 'no-store');
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failed.length === 0) return reply.send({ status: 'success', details: [{ checks }] });
    // The error envelope every endpoint answers (server/lib/errors.ts), with the checks beside the detail.
    const message = `Not ready: ${failed.join(', ')}`;
    return reply.status(503).send({ status: 'error', errorCode: 'not-ready', errorDescription: message, errorDetails: { detail: message, checks } });
  });
};
