import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { AccountAddArgs } from '../../src/contract/profile';
import type { PushResponse } from '../../src/contract/sync';
import { READYZ_PATH } from '../../server/modules/health/probes.routes';
import { makeCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { frames } from '../helpers/event-stream';
import type { TestUser } from '../helpers/factories';
import { dropTestDatabase, isPostgresAvailable, pgDatabaseUrl } from '../helpers/postgres';
import { buildTestApp } from '../helpers/test-app';
import { startServerProcess, type ServerProcess } from '../sync/server-process';

/**
 * Two real server processes (server/main.ts) on one PostgreSQL database, and every connection
 * they hold terminated (pg_terminate_backend, as a failover or a restart of the database does)
 * again and again while pushes are in flight. Needs a database of its own: the template that
 * tests/global-setup.ts makes is cloned for it (without one, the test is skipped, since
 * terminating every connection of the shared test database would cut the other suites').
 */
const template = (await isPostgresAvailable()) ? inject('pgTemplate') : null;

const ROUNDS = 5;
const WRITERS = 4;

type Stream = ReturnType<typeof frames>;

/** Resolves `work`, or fails naming `what` after `ms`: a bound so the test fails instead of hanging, not a measurement. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(template)('a fleet on PostgreSQL when every database connection is terminated', () => {
  const secret = crypto.randomBytes(32).toString('hex');
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let database = '';
  let admin: pg.Client;
  let resident: TestUser;

  beforeAll(async () => {
    // The estate and the resident, written by the server's own code into a database of their own.
    const setUp = await buildTestApp('postgres', { TOKEN_SECRET: secret }, { seed: false });
    [resident] = await makeCast(setUp, [RESIDENT]);
    database = new URL(setUp.config.databaseUrl ?? '').pathname.slice(1);
    // Closes the app and keeps its database (TestApp.close would drop it).
    await setUp.app.close();
    dirs.push(setUp.dataDir);
    // The test's own connection to that database: it terminates the others and reads the rows.
    admin = new pg.Client({ connectionString: pgDatabaseUrl(database) });
    await admin.connect();
    for (let i = 0; i < 2; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-outage-'));
      dirs.push(dir);
      servers.push(await startServerProcess(dir, { DATABASE_URL: pgDatabaseUrl(database), TOKEN_SECRET: secret, SEED_DEMO: 'false' }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await admin?.end();
    if (database) await dropTestDatabase(database);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const running = () => servers.map((s) => s.child.exitCode === null && s.child.signalCode === null);
  const auth = () => ({ authorization: `Bearer ${resident.token}` });

  /** Ends every connection to the database but this test's own: the servers' pools and listeners. */
  async function terminateAll(): Promise<number> {
    const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return rows.length;
  }

  async function readyz(server: ServerProcess): Promise<number> {
    try {
      return (await fetch(`${server.base}${READYZ_PATH}`, { signal: AbortSignal.timeout(15_000) })).status;
    } catch {
      return 0;
    }
  }

  /** Polls /readyz until it answers `status`; false when `ms` pass first. */
  async function readyzBecomes(server: ServerProcess, status: number, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    const index = servers.indexOf(server);
    while (Date.now() < deadline && running()[index]) {
      if ((await readyz(server)) === status) return true;
      await pause(25);
    }
    return false;
  }

  async function openStream(server: ServerProcess): Promise<Stream> {
    const res = await fetch(`${server.base}${API.syncEvents}`, { headers: auth() });
    expect(res.status).toBe(200);
    if (!res.body) throw new Error('no body');
    const stream = frames(res.body);
    await within(10_000, 'the first poke', stream.nextPoke());
    return stream;
  }

  /** One push of one mutation: 'applied', or 'retry' after a 5xx or a failed connection (the client keeps it pending and sends it again). */
  async function pushOnce(server: ServerProcess, clientId: string, id: number, args: AccountAddArgs): Promise<'applied' | 'retry'> {
    let res: Response;
    try {
      res = await fetch(`${server.base}${API.syncPush}`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, mutations: [{ id, name: 'accounts.add', args }] }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      return 'retry';
    }
    if (res.status >= 500) return 'retry';
    const text = await res.text();
    if (res.status !== 200) throw new Error(`push ${clientId}:${id} answered ${res.status}: ${text}`);
    const [result] = (JSON.parse(text) as PushResponse).results;
    // A refusal here would be a write lost: applied twice, the second is refused as 'accounts/exists'.
    if (!result?.ok) throw new Error(`push ${clientId}:${id} was refused: ${result?.error ?? JSON.stringify(result)}`);
    return 'applied';
  }

  const accountArgs = (clientId: string, id: number): AccountAddArgs => ({
    accountID: `${clientId}-${id}`,
    estateId: WILLOW_CREEK.id,
    accountType: 'Levies',
    unitNumber: '12',
    accountNumber: `${clientId}-${id}`,
  });

  /** A client's outbox: one mutation after another, each sent (to either server) until it is applied, until `stop()`. */
  function writer(index: number, stopped: () => boolean) {
    const clientId = `outage-${index}-${crypto.randomBytes(4).toString('hex')}`;
    const state = { clientId, applied: 0, retries: 0 };
    const done = (async () => {
      let target = index % 2;
      for (let id = 1; !stopped(); id += 1) {
        for (;;) {
          const server = servers[target];
          if (!server) throw new Error('no server');
          if ((await pushOnce(server, clientId, id, accountArgs(clientId, id))) === 'applied') break;
          state.retries += 1;
          // The other process may have its pool back first; a real client retries the same way, later.
          target = 1 - target;
          await pause(20);
        }
        state.applied = id;
      }
    })();
    return { state, done };
  }

  it('no process dies, every push lands exactly once, /readyz goes 503 and back, and pokes cross processes again', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers');
    const streams = [await openStream(a), await openStream(b)];

    let stop = false;
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i, () => stop));
    const notReady = [0, 0];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Let pushes get going on fresh connections, then cut every connection under them.
      await pause(150 + round * 50);
      expect(await terminateAll()).toBeGreaterThan(0);
      for (const [i, server] of servers.entries()) if (await readyzBecomes(server, 503, 3_000)) notReady[i] = (notReady[i] ?? 0) + 1;
      for (const server of servers) expect(await readyzBecomes(server, 200, 60_000), `${server.base} ready again after round ${round + 1}`).toBe(true);
      expect(running()).toEqual([true, true]);
    }
    stop = true;
    await within(120_000, 'the writers to finish', Promise.all(writers.map((w) => w.done)));

    expect(running()).toEqual([true, true]);
    // Each process answered 503 while its listener (or its database) was down.
    expect(notReady.every((n) => n > 0)).toBe(true);
    // Pushes were cut in flight (else this test tested nothing), and each landed once.
    expect(writers.reduce((sum, w) => sum + w.state.retries, 0)).toBeGreaterThan(0);
    const clientIds = writers.map((w) => w.state.clientId);
    const expected = writers.flatMap((w) => Array.from({ length: w.state.applied }, (_, i) => `${w.state.clientId}-${i + 1}`)).sort();
    const accounts = await admin.query<{ id: string }>('select id from user_accounts where user_id = $1', [resident.userId]);
    expect(accounts.rows.map((r) => r.id).sort()).toEqual(expected);
    const clients = await admin.query<{ client_id: string; last_mutation_id: number }>(
      'select client_id, last_mutation_id from sync_clients where client_id = any($1::text[]) order by client_id',
      [clientIds],
    );
    expect(Object.fromEntries(clients.rows.map((r) => [r.client_id, Number(r.last_mutation_id)]))).toEqual(
      Object.fromEntries(writers.map((w) => [w.state.clientId, w.state.applied])),
    );
    const refusals = await admin.query(`select 1 from change_log where tbl = 'mutationErrors'`);
    expect(refusals.rows).toEqual([]);

    // The listeners are back: a write through one process pokes the other's stream (opened before the outage).
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const server = servers[from];
      const stream = streams[to];
      if (!server || !stream) throw new Error('two servers');
      const clientId = `after-${from}-${crypto.randomBytes(4).toString('hex')}`;
      expect(await pushOnce(server, clientId, 1, accountArgs(clientId, 1))).toBe('applied');
      const version = Number((await admin.query<{ version: string }>('select version from sync_state where id = 1')).rows[0]?.version);
      await within(
        20_000,
        `a poke at version ${version} on the other process's stream`,
        (async () => {
          while ((await stream.nextPoke()) < version);
        })(),
      );
    }
    for (const stream of streams) await stream.cancel();

    // Once the listener is back, every open stream is poked (nothing is written meanwhile: the poke is the listener's).
    const fresh = [await openStream(a), await openStream(b)];
    expect(await terminateAll()).toBeGreaterThan(0);
    await within(30_000, 'a poke on each stream after the listener came back', Promise.all(fresh.map((stream) => stream.nextPoke())));
    for (const server of servers) expect(await readyzBecomes(server, 200, 60_000)).toBe(true);
    for (const stream of fresh) await stream.cancel();
    expect(running()).toEqual([true, true]);
  }, 300_000);
});
