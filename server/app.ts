import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDb, type OpenedDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ERROR_MESSAGES, GENERIC_FAILURE_MESSAGE } from '../src/i18n/en/errors';
import { AppError } from './lib/errors';
import { registerSecurityHeaders } from './lib/security-headers';
import { RequestLog } from './lib/request-log';
import { answerFrameworkError } from './lib/framework-errors';
import { createMailer } from './mail/create-mailer';
import { createSmsSender } from './sms/create-sms-sender';
import { loadTokenKeyring } from './auth/token-keys';
import { firstTriesSettled, watchOutbox } from './mail/outbox.service';
import { seedDemo, seedDemoWithContext } from './seed/seed-demo';
import { requireSignIn } from './auth/authenticate';
import { createFaceService } from './faces/face-service';
import { createFileStore } from './files/create-file-store';
import { assembleHooks, modules } from './modules';
import { createMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';

/** One route the app registered: its method and URL pattern as Fastify holds them. */
export type RegisteredRoute = { method: string; url: string };

const routeTables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route buildApp() registered on `app` (HEAD routes Fastify adds for GET included), in
 * registration order: the route table the tests walk (fuzzing, the authorization matrix).
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const table = routeTables.get(app);
  if (!table) throw new Error('not an app made by buildApp()');
  return table;
}

export type BuildOptions = {
  /** Use this database instead of opening one from the config (tests). */
  db?: OpenedDb;
  logger?: boolean;
  /** Where the log's lines go instead of stdout (tests that read them). */
  logStream?: { write(line: string): void };
};

/**
 * Builds the whole server without listening: plugins, modules, one error handler.
 * Tests call this and use `app.inject`; `main.ts` adds `listen()` and shutdown.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, dialect, pool } = options.db ?? openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pool: config.db });
  await migrateToLatest(db);
  const seeded = config.seedDemo && (await seedDemo(db));
  // The modules' boot steps: MAINTENANCE reaches signed-in apps through sync (public scope) and signed-out ones via /sdk/health.
  for (const module of modules) await module.boot?.(db, config);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'], ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every request's start and end at info, but a poll's only when it failed or was slow (server/lib/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Refusals before routing (an undecodable URL, an over-long path parameter) in the error envelope too.
    frameworkErrors: answerFrameworkError,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (unset: none).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // The load balancer's request id names each request's log lines (Fastify makes one when absent).
    requestIdHeader: 'x-request-id',
  });
  // A lost database connection is logged here from now on (the pool replaces it either way).
  pool?.attachLog(app.log);

  const ctx: AppContext = {
    config,
    db,
    dialect,
    mailer: createMailer(config, db),
    sms: createSmsSender(config, db),
    files: createFileStore(config),
    faces: createFaceService(config),
    tokenKeys: loadTokenKeyring(config),
    log: app.log,
    metrics: createMetrics(),
    readiness: createReadiness(),
    hooks: assembleHooks(modules),
  };
  // The outbox's rows by state, read when /metrics is scraped.
  watchOutbox(ctx);
  // The demo's visitor pass is signed with the estate's issuing key, its card payments are
  // settled through the payments module (which hands them to their owners), and its content's
  // pictures and PDFs go to the file store: once the context exists.
  if (seeded) await seedDemoWithContext(ctx);
  if (pool) {
    ctx.metrics.gauge('db_pool_connections', 'Database pool connections: total open, idle, and queries waiting for one', ['state'], (set) => {
      for (const [state, count] of Object.entries(pool.counts())) set({ state }, count);
    });
  }

  const table: RegisteredRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) table.push({ method, url: route.url ?? route.path });
  });

  // Before every answer: CSP, nosniff, no-referrer, HSTS on https (server/lib/security-headers.ts).
  await registerSecurityHeaders(app, config);
  // Answers (API JSON, the app's files) in Brotli or gzip when the client accepts it, from 1 KB:
  // a first sync is a tenth of its size on the wire. Brotli at quality 4 costs about what gzip 6
  // does in CPU and still beats it. The poke stream is written raw (hijacked), never buffered here.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Hooks that must see every route (the dev module's test controls), outside the modules' scopes.
  for (const module of modules) await module.rootRoutes?.(app, ctx);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.code, error.message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
      const message = status === 413 ? ERROR_MESSAGES.requestTooLarge : ERROR_MESSAGES.requestUnreadable;
      return reply.status(status).send(failure(error.code ?? 'bad-request', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('internal', GENERIC_FAILURE_MESSAGE));
  });

  app.addHook('onClose', async () => {
    // A mail's first try still running (SMTP's, in the background) records its outcome first: cut
    // off, it would be tried again after its hold and could go out twice.
    await firstTriesSettled(db);
    await db.destroy();
  });

  // Each module is an encapsulated plugin: its hooks and decorations stay inside it.
  for (const module of modules) {
    const { publicRoutes } = module;
    if (publicRoutes) await app.register(async (scope) => publicRoutes(scope, ctx));
  }
  // One authenticated scope: its hook resolves `request.user` before any handler inside runs.
  await app.register(async (signedIn) => {
    requireSignIn(signedIn, ctx);
    for (const module of modules) {
      const { routes } = module;
      if (routes) await signedIn.register(async (scope) => routes(scope, ctx));
    }
  });

  if (fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      // The build writes Brotli and gzip copies beside each text file (scripts/vite/precompress.ts):
      // the one the request accepts is sent as is (Content-Encoding, Vary: Accept-Encoding), at
      // Brotli's best quality, and @fastify/compress leaves an encoded answer alone.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && !url.startsWith('/sdk/') && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
      // The single-page app owns every other path (client-side routes).
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure('not-found', ERROR_MESSAGES.notFound));
  });

  return { app, ctx };
}

export function failure(code: string, message: string) {
  return { status: 'error' as const, errorCode: code, errorDescription: message, errorDetails: { detail: message } };
}
