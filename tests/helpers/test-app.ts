import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type DbDialect } from '../../server/db/database';
import { dropTestDatabase, isPostgresAvailable, PG_URL, pgDatabaseUrl, runOnTestPostgres } from './postgres';
import type { AppContext } from '../../server/context';
import { serverJobs, startJobs, type RunningJobs } from '../../server/jobs';

export { isPostgresAvailable, PG_URL, runOnTestPostgres } from './postgres';

/** The dialects every db-touching suite runs against (PostgreSQL only when reachable). */
export const DIALECTS: DbDialect[] = ['sqlite', 'postgres'];

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * Boots the real server (all modules, migrations, demo seed unless `seed: false`) on a
 * temporary SQLite file or a fresh PostgreSQL database that is dropped on close. With `dataDir`,
 * on the SQLite file in that folder, which stays after close (for a server process to open).
 * Both start as copies of the databases tests/global-setup.ts migrated once (when it could):
 * `config.databaseUrl` names the test app's own PostgreSQL database. With `jobs: false` the boot
 * jobs do not run (a test that runs them itself, as processes of a fleet would). With `logStream`,
 * the server logs (at LOG_LEVEL, `silent` unless `env` names another) to it.
 */
export async function buildTestApp(
  dialect: DbDialect,
  env: Record<string, string> = {},
  options: { seed?: boolean; dataDir?: string; jobs?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'estate-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    ...env,
  });
  let schema: string | undefined;
  let database: string | undefined;
  let opened: ReturnType<typeof openDb>;
  if (dialect === 'postgres') {
    const template = inject('pgTemplate');
    if (template) {
      database = `t_${crypto.randomBytes(6).toString('hex')}`;
      await runOnTestPostgres(`create database ${database} template ${template}`);
      config.databaseUrl = pgDatabaseUrl(database);
      opened = openDb({ dataDir, databaseUrl: config.databaseUrl });
    } else {
      schema = `t_${crypto.randomBytes(6).toString('hex')}`;
      await runOnTestPostgres(`create schema ${schema}`);
      opened = openDb({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
      config.databaseUrl = PG_URL;
    }
  } else {
    const template = inject('sqliteTemplate');
    const file = path.join(dataDir, 'estate.sqlite');
    if (template && !fs.existsSync(file)) fs.copyFileSync(template, file);
    opened = openDb({ dataDir });
  }
  const { app, ctx } = await buildApp(config, options.logStream ? { db: opened, logStream: options.logStream } : { db: opened, logger: false });
  let jobs: RunningJobs | undefined;
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });
  await app.ready();
  // The boot jobs, as server/main.ts starts them after listen; their first runs finish first.
  if (options.jobs !== false) {
    jobs = startJobs(ctx, app.log, serverJobs());
    await jobs.idle();
  }
  return {
    app,
    ctx,
    config,
    dataDir,
    async close() {
      await app.close();
      if (schema) await runOnTestPostgres(`drop schema ${schema} cascade`);
      if (database) await dropTestDatabase(database);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for a value that a beforeAll hook makes: each field reads through to the value once
 * it exists, so a describe block can name it up front; reading it earlier throws.
 */
export function lateBound<T extends object>(fields: Record<keyof T, true>, current: () => T | undefined): T {
  const handle = {} as T;
  for (const field of Object.keys(fields) as (keyof T)[]) {
    Object.defineProperty(handle, field, {
      enumerable: true,
      get: () => {
        const value = current();
        if (value === undefined) throw new Error(`${String(field)} was read before the beforeAll hook that makes it`);
        return value[field];
      },
    });
  }
  return handle;
}

const TEST_APP_FIELDS = { app: true, ctx: true, config: true, dataDir: true, close: true } as const satisfies Record<keyof TestApp, true>;

/**
 * The enclosing describe block's server: boots it without the demo seed (beforeAll), hands it to
 * `setUp`, which makes the block's estates and people with the factories, and closes it after.
 * Returns a stand-in that reads through to it (see lateBound).
 */
export function useTestApp(dialect: DbDialect, setUp: (t: TestApp) => Promise<unknown>, env: Record<string, string> = {}): TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(dialect, env, { seed: false });
    await setUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  return lateBound(TEST_APP_FIELDS, () => t);
}

/** describe.each-friendly list: sqlite always, postgres when reachable (checked once). */
export async function availableDialects(): Promise<DbDialect[]> {
  return (await isPostgresAvailable()) ? DIALECTS : ['sqlite'];
}
