import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVEZ_PATH, READYZ_PATH } from '../../server/modules/health/probes.routes';
import { METRICS_PATH } from '../../server/modules/health/metrics.routes';
import { availableDialects, buildTestApp, PG_URL, type TestApp } from '../helpers/test-app';

const dialects = await availableDialects();

type Readyz = { status: string; details?: [{ checks: Record<string, string> }]; errorDescription?: string; errorDetails?: { checks: Record<string, string> } };

/** Polls `read` until `done` says yes; a bound, not a measurement: the test fails instead of hanging. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, limitMs = 20_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(dialects)('/livez and /readyz (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  const readyz = async () => {
    const res = await t.app.inject({ method: 'GET', url: READYZ_PATH });
    return { status: res.statusCode, body: res.json<Readyz>() };
  };

  it('/livez answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: LIVEZ_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', details: [{ live: true }] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: the database answers, it is at the latest migration and, on PostgreSQL, the sync listener is connected', async () => {
    const { status, body } = await readyz();
    expect(status).toBe(200);
    const expected =
      dialect === 'postgres' ? { database: 'ok', migrations: 'ok', files: 'ok', listener: 'ok' } : { database: 'ok', migrations: 'ok', files: 'ok' };
    expect(body).toEqual({ status: 'success', details: [{ checks: expected }] });
  });

  it('/readyz answers 503 naming the file store while it does not answer', async () => {
    // The local store's folder replaced by a file: the store can neither read nor write.
    const files = path.join(t.dataDir, 'files');
    fs.rmSync(files, { recursive: true, force: true });
    fs.writeFileSync(files, 'not a folder');
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body).toMatchObject({ errorDescription: 'Not ready: files', errorDetails: { checks: { files: 'failed' } } });
    } finally {
      fs.rmSync(files, { force: true });
    }
    expect((await readyz()).status).toBe(200);
  });

  it('/readyz answers 503 naming the migrations while the database is behind this server', async () => {
    // A fresh app: the route remembers a database once found at the latest.
    const behind = await buildTestApp(dialect, {}, { seed: false });
    try {
      const db = behind.ctx.db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
      const last = await db.selectFrom('kysely_migration').selectAll().orderBy('name', 'desc').limit(1).executeTakeFirstOrThrow();
      await db.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
      const res = await behind.app.inject({ method: 'GET', url: READYZ_PATH });
      expect(res.statusCode).toBe(503);
      expect(res.json<Readyz>()).toMatchObject({
        status: 'error',
        errorCode: 'not-ready',
        errorDescription: 'Not ready: migrations',
        errorDetails: { checks: { database: 'ok', migrations: 'pending' } },
      });
      await db.insertInto('kysely_migration').values(last).execute();
      expect((await behind.app.inject({ method: 'GET', url: READYZ_PATH })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it.runIf(dialect === 'postgres')('the pool is a metric: connections by state', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    for (const state of ['total', 'idle', 'waiting']) expect(res.body).toMatch(new RegExp(`^db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
    expect(res.body).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
  });

  // Only where the app has a database of its own (buildTestApp clones the template): terminating
  // every connection of a shared database would cut the other suites' too.
  it.runIf(dialect === 'postgres')('/readyz answers 503 naming the listener while it is down, 200 once it is back; the pool recovers', async (context) => {
    if (t.config.databaseUrl === PG_URL) context.skip();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const database = new URL(t.config.databaseUrl ?? '').pathname.slice(1);
      const ended = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      const down = await eventually(readyz, (r) => r.status === 503 && r.body.errorDetails?.checks.listener === 'disconnected', 'the listener down');
      expect(down.body.errorDescription).toContain('listener');
      await eventually(readyz, (r) => r.status === 200, 'ready again');
      // The pool replaced the connections it lost.
      expect((await sql<{ one: number }>`select 1 as one`.execute(t.ctx.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});
