import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { serverJobs } from '../../server/jobs';
import { loadConfig } from '../../server/config';
import { API } from '../../src/contract/api-paths';
import { frames } from '../helpers/event-stream';
import { insertCast, NEIGHBOUR, RESIDENT } from '../helpers/cast';
import { dropTestDatabase, isPostgresAvailable, pgDatabaseUrl, runOnTestPostgres } from '../helpers/postgres';
import { startS3Server, type S3TestServer } from '../helpers/s3';
import { contactArgs } from '../sync/sync-helpers';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../sync/server-process';

/**
 * The fleet: three real server processes (server/main.ts) on one PostgreSQL database and one
 * S3-compatible bucket (s3rver), as docs/DEPLOYING.md runs them behind a load balancer. A write
 * through one is poked to the event streams of the others and pulled through them; a file
 * uploaded through one is served by another; a process killed after it applied a push and before
 * it answered loses nothing (the client sends the push again through another, and it lands once);
 * each periodic job's first run happens in one process of the three; and when every database
 * connection of the fleet is terminated, the processes live on, /readyz recovers and pokes resume.
 */
const available = await isPostgresAvailable();
const database = `fleet_${crypto.randomBytes(4).toString('hex')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fleet-'));
const secret = crypto.randomBytes(32).toString('hex');
const databaseUrl = pgDatabaseUrl(database);
let s3: S3TestServer | undefined;
const fleet: ServerProcess[] = [];

type Caller = { token: string; userId: string };

function env(extra: Record<string, string> = {}): Record<string, string> {
  if (!s3) throw new Error('no S3 server');
  return {
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: secret,
    SEED_DEMO: 'false',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    ...extra,
  };
}

async function startOne(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(work, 'process-'));
  return startServerProcess(dataDir, env(extra));
}

async function signIn(base: string, who: { email: string; password: string }): Promise<Caller> {
  const res = await fetch(`${base}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: who.email, userPassword: who.password }),
  });
  expect(res.status).toBe(200);
  const details = ((await res.json()) as { details: { accessToken: string; user: { uid: string } }[] }).details[0];
  if (!details) throw new Error('no token details');
  return { token: details.accessToken, userId: details.user.uid };
}

async function pushTo(base: string, caller: Caller, clientId: string, mutations: { id: number; name: string; args: unknown }[]) {
  const res = await fetch(`${base}${API.syncPush}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ clientId, mutations }),
  });
  return { status: res.status, body: (await res.json()) as { lastMutationId: number; results: { id: number; ok: boolean }[] } };
}

async function pullFrom(base: string, caller: Caller) {
  const res = await fetch(`${base}${API.syncPull}?cursor=0&limit=1000`, { headers: { authorization: `Bearer ${caller.token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { changes: { table: string; id: string; data?: Record<string, unknown> }[] };
}

/** An open event stream; `nextPoke()` resolves with the version of the next poke frame. */
async function openStream(base: string, caller: Caller) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API.syncEvents}`, { headers: { authorization: `Bearer ${caller.token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  if (!res.body) throw new Error('no stream body');
  const stream = frames(res.body);
  return {
    nextPoke: () => stream.nextPoke(),
    close: () => controller.abort(),
  };
}

/** Waits for a poke newer than `after` on the stream (the stream's first frame is the version it opened at). */
async function pokedPast(stream: Awaited<ReturnType<typeof openStream>>, after: number): Promise<number> {
  for (;;) {
    const v = await stream.nextPoke();
    if (v > after) return v;
  }
}

/** The sync version on the fleet's database. */
const version = () => countRows('select version as n from sync_state where id = 1', []);

/** The number the query answers as `n`, read on a connection of its own. */
async function countRows(sqlText: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(sqlText, params);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function readyz(base: string): Promise<number> {
  try {
    return (await fetch(`${base}/readyz`)).status;
  } catch {
    return 0;
  }
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sum over the fleet of one counter's samples whose labels include `labels`. */
async function fleetCounter(name: string, labels: string): Promise<Map<string, number>> {
  const byJob = new Map<string, number>();
  for (const server of fleet) {
    const text = await (await fetch(`${server.base}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${name}{`) || !line.includes(labels)) continue;
      const job = /job="([^"]*)"/.exec(line)?.[1] ?? '';
      byJob.set(job, (byJob.get(job) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
  }
  return byJob;
}

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

describe.skipIf(!available)('a fleet of three processes on one PostgreSQL and one S3 bucket', () => {
  let resident: Caller;

  beforeAll(async () => {
    s3 = await startS3Server();
    await runOnTestPostgres(`create database ${database}`);
    // The schema and the people, written before any process starts (as `npm run migrate` and the operator would).
    const setUp = await buildApp(loadConfig({ ...env(), DATA_DIR: path.join(work, 'setup'), LOG_LEVEL: 'silent' }), { logger: false });
    await insertCast(setUp, [RESIDENT, NEIGHBOUR]);
    await setUp.app.close();
    for (let i = 0; i < 3; i += 1) fleet.push(await startOne());
    resident = await signIn(fleet[0]?.base ?? '', RESIDENT);
  }, 120_000);

  afterAll(async () => {
    killServerProcesses();
    await Promise.all(fleet.map((server) => server.exited));
    await s3?.close();
    if (available) await dropTestDatabase(database);
    fs.rmSync(work, { recursive: true, force: true });
  });

  const [a, b, c] = [0, 1, 2].map((i) => () => {
    const server = fleet[i];
    if (!server) throw new Error('fleet not started');
    return server.base;
  }) as [() => string, () => string, () => string];

  it('pokes and pulls a write through the other processes', async () => {
    const onB = await openStream(b(), resident);
    const onC = await openStream(c(), resident);
    const opened = Math.max(await onB.nextPoke(), await onC.nextPoke());
    const pushed = await pushTo(a(), resident, 'fleet-client-1', [{ id: 1, name: 'contacts.save', args: contactArgs('0821110001') }]);
    expect(pushed.status).toBe(200);
    expect(pushed.body.results).toEqual([{ id: 1, ok: true }]);
    await pokedPast(onB, opened);
    await pokedPast(onC, opened);
    onB.close();
    onC.close();
    const pulled = await pullFrom(c(), resident);
    expect(pulled.changes.find((change) => change.table === 'contacts' && change.id === resident.userId)?.data).toMatchObject({ cellNumber: '0821110001' });
  });

  it('serves a file uploaded through one process from another', async () => {
    const photo = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
      crypto.randomBytes(4096),
      Buffer.from([0xff, 0xd9]),
    ]);
    const uploaded = await fetch(`${a()}${API.files}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${resident.token}`, 'content-type': 'application/octet-stream' },
      body: photo,
    });
    expect(uploaded.status).toBe(200);
    const url = ((await uploaded.json()) as { details: { url: string }[] }).details[0]?.url ?? '';
    const served = await fetch(`${b()}${new URL(url, 'http://x').pathname}`, { headers: { authorization: `Bearer ${resident.token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo)).toBe(0);
  });

  it('lands a push once when the process that applied it dies before answering', async () => {
    const doomed = await startOne({ FAULT: 'exit-after-apply' });
    const neighbour = await signIn(doomed.base, NEIGHBOUR);
    const mutation = { id: 1, name: 'contacts.save', args: contactArgs('0821110002') };
    const before = await version();
    await expect(pushTo(doomed.base, neighbour, 'fleet-client-2', [mutation])).rejects.toThrow();
    expect(await doomed.exited).toBe(137);
    expect(await version()).toBe(before + 1);
    // The client sends the same push again; the balancer takes it to another process.
    const again = await pushTo(b(), neighbour, 'fleet-client-2', [mutation]);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ lastMutationId: 1, results: [{ id: 1, ok: true }] });
    expect(await version()).toBe(before + 1);
  });

  it('runs each periodic job once in the fleet, not once per process', async () => {
    // Jobs due every minute or less often: the fleet has been up for less than that, so each has run exactly once
    // (start-up jobs run at each process's start, and the mail outbox every few seconds).
    const periodic = serverJobs().filter((job) => job.everyMs !== undefined && job.everyMs >= 60_000);
    expect(periodic.length).toBeGreaterThan(5);
    await until(async () => {
      const ok = await fleetCounter('job_runs_total', 'outcome="ok"');
      return periodic.every((job) => ok.has(job.name));
    }, 'every periodic job has run');
    const ok = await fleetCounter('job_runs_total', 'outcome="ok"');
    const skipped = await fleetCounter('job_runs_total', 'outcome="skipped"');
    for (const job of periodic) {
      expect(ok.get(job.name), job.name).toBe(1);
      expect(skipped.get(job.name) ?? 0, job.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('lives through every database connection terminated, and its pokes resume', async () => {
    for (const server of fleet) expect(await readyz(server.base)).toBe(200);
    await runOnTestPostgres(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`);
    // Pushes while the pools reconnect: each lands once, whichever process takes it.
    const caller = resident;
    for (let id = 2; id <= 4; id += 1) {
      const mutation = { id, name: 'contacts.save', args: contactArgs(`082111000${id + 1}`) };
      await until(
        async () => (await pushTo(fleet[id % 3]?.base ?? '', caller, 'fleet-client-1', [mutation]).catch(() => ({ status: 0 }))).status === 200,
        `push ${id}`,
      );
    }
    for (const server of fleet.slice(0, 3)) expect(alive(server)).toBe(true);
    for (const server of fleet.slice(0, 3)) await until(async () => (await readyz(server.base)) === 200, 'readiness back');
    expect(await countRows('select count(*) as n from sync_clients where client_id = $1 and last_mutation_id = 4', ['fleet-client-1'])).toBe(1);

    // The listeners reconnected: a write through A pokes a stream on C.
    const onC = await openStream(c(), resident);
    const opened = await onC.nextPoke();
    expect((await pushTo(a(), resident, 'fleet-client-1', [{ id: 5, name: 'contacts.save', args: contactArgs('0821110099') }])).status).toBe(200);
    await pokedPast(onC, opened);
    onC.close();
  });
});
