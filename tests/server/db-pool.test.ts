import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, ping, type Db, type OpenedDb } from '../../server/db/database';
import { reconnectDelay } from '../../server/sync/listener';
import { isPostgresAvailable, PG_URL } from '../helpers/postgres';

const pgAvailable = await isPostgresAvailable();

/** Polls until `done` says yes; a bound, not a measurement: the test fails instead of hanging. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the sync listener reconnects with backoff', () => {
  it('waits 0.5 s doubling to 30 s, each wait between half of that and all of it', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect(reconnectDelay(7, () => 1)).toBe(30_000);
    expect(reconnectDelay(1000, () => 0)).toBe(15_000);
  });
});

describe.runIf(pgAvailable)('the PostgreSQL pool survives a lost connection', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-pool-'));
  let opened: OpenedDb;
  let admin: pg.Client;
  const warnings: { details: object; message: string }[] = [];

  beforeAll(async () => {
    // Only select statements: this pool needs no schema of its own.
    opened = openDb({ dataDir, databaseUrl: PG_URL, pool: { max: 2, statementTimeoutMs: 1234, connectTimeoutMs: 5000, idleTimeoutMs: 0 } });
    opened.pool?.attachLog({ warn: (details, message) => warnings.push({ details, message }) });
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await opened?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const backendPid = async (db: Db) => Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);
  const terminate = async (pid: number) => {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  };

  it('sends DB_STATEMENT_TIMEOUT_MS as the connection statement_timeout', async () => {
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(opened.db);
    expect(rows[0]?.statement_timeout).toBe('1234ms');
  });

  it('an idle connection ended under the pool is logged and replaced, and the process lives', async () => {
    warnings.length = 0;
    const pid = await backendPid(opened.db);
    expect(opened.pool?.counts()).toEqual({ total: 1, idle: 1, waiting: 0 });
    await terminate(pid);
    await until(() => warnings.length > 0, 'the lost connection to be logged');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ details: { connection: 'idle' }, message: 'database connection lost; the pool opens a new one when next needed' });
    expect(opened.pool?.counts().total).toBe(0);
    await ping(opened.db);
    expect(await backendPid(opened.db)).not.toBe(pid);
  });

  it('a connection ended while lent out (a transaction between statements) fails that transaction only', async () => {
    warnings.length = 0;
    const failed = opened.db.transaction().execute(async (trx) => {
      const pid = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid);
      await terminate(pid);
      // Without a listener on the lent client its 'error' would be an uncaught exception here.
      await until(() => warnings.length > 0, 'the lost connection to be logged');
      await sql`select 1`.execute(trx);
    });
    await expect(failed).rejects.toThrow();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ connection: 'in use' });
    await ping(opened.db);
    expect(opened.pool?.counts()).toMatchObject({ waiting: 0 });
  });
});
