// `npm run load -- --fleet`: a hundred estates on one deployment (issue 28). A scratch PostgreSQL database is
// seeded with the fleet (bench/fleet-seed.ts: 100 estates of 200 units, one of them with 10,000 members, a change
// log of about a million rows), three real server processes (server/main.ts) run on it, and four figures are
// measured (bench/fleet-measure.ts): a user's push latency at one estate idle and while a notice goes to the
// 10,000 members of another; the pokes one write sends to 200 event streams across 10 estates, against the streams
// whose scopes it touched; the database time of a resident's first pull page and of an up-to-date poll (EXPLAIN
// ANALYZE of the statements the pull route sent); and the bytes a new resident's and a new guard's device download
// on first sync, with and without compression. The database is dropped at the end. The options and the report are
// bench/fleet-report.ts; docs/load.md has a run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { API } from '../src/contract/api-paths';
import { ROW_SHAPE } from '../src/contract/estate-id';
import type { PullResponse } from '../src/contract/sync';
import { ROLES } from '../src/domain/roles';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { AppContext } from '../server/context';
import type { Database } from '../server/db/schema';
import { findUserById } from '../server/modules/core/core.repository';
import { issueSession } from '../server/modules/auth/sessions.service';
import { insertUserWithRoles } from '../server/seed/demo-users';
import { writeTransaction } from '../server/sync/change-log';
import { seedFleet, type FleetPeople } from './fleet-seed';
import { explainQueries, firstSync, percentile, pushAtRate, type PushSamples } from './fleet-measure';
import type { DbTime, FleetOptions, FleetReport, PushPhase, RequestTime } from './fleet-report';
import { startLoadServer, type LoadServer } from './load-server';
import { connectCrowd, type SseCrowd } from './load-sse';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server processes of the run in progress, for a watchdog to kill. */
const running = new Set<LoadServer>();

/** Kills the run's server processes at once (the watchdog's last step; the scratch database is left behind). */
export function killFleetServers(): void {
  for (const server of running) process.kill(server.pid, 'SIGKILL');
}

function phase(samples: PushSamples, seconds: number): PushPhase {
  return {
    pushes: samples.latencies.length,
    p50: percentile(samples.latencies, 0.5),
    p95: percentile(samples.latencies, 0.95),
    p99: percentile(samples.latencies, 0.99),
    max: Math.max(...samples.latencies),
    statuses: samples.statuses,
    applied: samples.applied,
    seconds,
  };
}

/** The setup app: buildApp on the scratch database with the demo seed, its Kysely logging every statement while `capture` is set. */
async function setupApp(databaseUrl: string, secret: string, dataDir: string) {
  const captured: { queries: CompiledQuery[] | undefined } = { queries: undefined };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection closing as the scratch database is dropped reports an error after pool.end() has resolved.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.queries?.push(event.query);
    },
  });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: secret,
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'silent',
  });
  const { app, ctx } = await buildApp(config, { logger: false, db: { db, dialect: 'postgres' } });
  return { app, ctx, captured };
}

async function tokenFor(ctx: AppContext, userId: string): Promise<string> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new Error(`no user ${userId}`);
  return (await issueSession(ctx, ctx.db, row)).accessToken;
}

/** Runs the fleet and answers its figures; a run that could not measure lists why in `failures`. */
export async function runFleet(options: FleetOptions): Promise<FleetReport> {
  const started = performance.now();
  const print = options.log ?? ((line: string) => console.log(line));
  const log = (line: string) => print(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const { log: _log, ...shown } = options;
  const report: FleetReport = {
    options: shown,
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    loadAverage: { start: os.loadavg()[0] ?? NaN, end: NaN },
    seed: { estates: 0, units: 0, users: 0, logRows: 0, seconds: 0 },
    serverErrors: [],
    failures: [],
    totalSeconds: 0,
  };
  const database = `load_fleet_${crypto.randomBytes(4).toString('hex')}`;
  const adminUrl = options.databaseUrl;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const secret = crypto.randomBytes(32).toString('hex');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fleet-load-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  const servers: LoadServer[] = [];
  const crowds: SseCrowd[] = [];
  let setup: Awaited<ReturnType<typeof setupApp>> | undefined;
  try {
    log(`scratch database ${database}; seeding ${options.estates} estates of ${options.units} units`);
    setup = await setupApp(databaseUrl, secret, work);
    const { ctx } = setup;
    const seedStarted = performance.now();
    const people = await seedFleet(ctx, options, log);
    await sql`vacuum analyze`.execute(ctx.db);
    report.seed = {
      estates: people.estateIds.length,
      units: options.units,
      users: people.users,
      logRows: people.logRows,
      seconds: (performance.now() - seedStarted) / 1000,
    };
    log(`seeded ${people.users} members and ${people.logRows} change-log rows in ${report.seed.seconds.toFixed(0)} s`);

    log(`starting ${options.processes} server processes`);
    const env = { DATABASE_URL: databaseUrl, TOKEN_SECRET: secret, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    servers.push(...(await Promise.all(Array.from({ length: options.processes }, () => startLoadServer(env)))));
    for (const server of servers) running.add(server);
    const bases = servers.map((s) => s.base);

    report.push = await measurePush(ctx, people, bases, options, log, database);
    report.pokes = await measurePokes(ctx, people, bases, options, log, crowds);
    report.db = await measureDbTime(setup, people, log);
    report.bytes = await measureFirstSync(ctx, people, bases[0] ?? '', log);
  } catch (error) {
    report.failures.push(`run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    for (const crowd of crowds) crowd.close();
    for (const server of servers) {
      report.serverErrors.push(...server.errorLines());
      if (server.exit() !== null) report.failures.push(`a server process died (exit ${server.exit()}):\n${server.tail()}`);
    }
    await Promise.all(servers.map((s) => s.stop()));
    running.clear();
    await setup?.app.close();
    await admin.query(`drop database if exists ${admin.escapeIdentifier(database)} with (force)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
  report.totalSeconds = (performance.now() - started) / 1000;
  report.loadAverage.end = os.loadavg()[0] ?? NaN;
  return report;
}

/** (a) The push p95 of A's first member idle, then while B's manager sends a notice to every member of B. */
async function measurePush(ctx: AppContext, people: FleetPeople, bases: string[], options: FleetOptions, log: (line: string) => void, database: string) {
  const pusher = people.members.get(people.a)?.[0];
  const manager = people.managers.get(people.b);
  if (!pusher || !manager) throw new Error('the fleet has no pusher at A or no manager at B');
  const token = await tokenFor(ctx, pusher);
  const runId = crypto.randomBytes(4).toString('hex');
  const devices = Array.from({ length: options.pushDevices }, (_, i) => ({ clientId: `fleet-${runId}-${i}`, next: 1 }));
  const serial = { n: 0 };
  const warmUntil = performance.now() + 2000;
  await pushAtRate(bases, token, devices, options.pushIntervalMs, () => performance.now() > warmUntil, serial);

  log(`push idle: one push every ${options.pushIntervalMs} ms for ${options.idleSeconds} s`);
  const idleUntil = performance.now() + options.idleSeconds * 1000;
  const idle = phase(await pushAtRate(bases, token, devices, options.pushIntervalMs, () => performance.now() > idleUntil, serial), options.idleSeconds);

  const members = Number(
    (
      await ctx.db
        .selectFrom('user_roles')
        .select((eb) => eb.fn.count('user_id').distinct().as('n'))
        .where('estate_id', '=', people.b)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const title = `Water outage on Tuesday (${runId})`;
  const managerToken = await tokenFor(ctx, manager);
  log(`push while a notice goes to the ${members} members of estate ${people.b}`);
  const noticeStarted = performance.now();
  const notice = { status: 'pending', answeredMs: NaN, deliveredMs: NaN, delivered: 0, done: false, sentAfter: 0 };
  // The phase lasts as long as the idle one: once the first notice is readable, B's manager sends another every
  // FLEET_NOTICE_INTERVAL_MS (each to all of B), so the pushes at A are measured over the same span.
  const phaseUntil = noticeStarted + options.idleSeconds * 1000;
  const sent = fetch(`${bases[1 % bases.length]}${API.notificationsSend}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${managerToken}` },
    body: JSON.stringify({ estateId: people.b, title, description: 'Johannesburg Water will repair the main line on Tuesday from 09:00 to 13:00.' }),
  }).then(
    (res) => {
      notice.status = String(res.status);
      notice.answeredMs = performance.now() - noticeStarted;
    },
    (error: unknown) => {
      notice.status = String(error);
      notice.answeredMs = performance.now() - noticeStarted;
    },
  );
  // Delivered: the notice committed where every member's device reads it: one estate_notices row in the estate's
  // scope (fanned out on read, issue 28), or, on a server from before that, every member's own notification row.
  const watcher = new pg.Client({ connectionString: ctx.config.databaseUrl });
  await watcher.connect();
  const watching = (async () => {
    const deadline = noticeStarted + options.noticeTimeoutSeconds * 1000;
    while (performance.now() < deadline) {
      const { rows } = await watcher.query<{ n: string; notices: string }>(
        `select (select count(*) from notifications where estate_id = $1 and title = $2) as n,
                (select count(*) from estate_notices where estate_id = $1 and title = $2) as notices`,
        [people.b, title],
      );
      notice.delivered = Number(rows[0]?.notices ?? 0) > 0 ? members : Number(rows[0]?.n ?? 0);
      if (notice.delivered >= members && Number.isFinite(notice.answeredMs)) {
        notice.deliveredMs = performance.now() - noticeStarted;
        break;
      }
      await pause(100);
    }
    await sent;
    while (notice.delivered >= members && performance.now() < phaseUntil) {
      const due = noticeStarted + notice.deliveredMs + (notice.sentAfter + 1) * options.noticeIntervalMs;
      if (due > performance.now()) await pause(due - performance.now());
      if (performance.now() >= phaseUntil) break;
      const res = await fetch(`${bases[(2 + notice.sentAfter) % bases.length]}${API.notificationsSend}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${managerToken}` },
        body: JSON.stringify({ estateId: people.b, title: `${title} (${notice.sentAfter + 2})`, description: 'Follow-up.' }),
      });
      await res.arrayBuffer();
      if (res.status !== 201 && res.status !== 200) break;
      notice.sentAfter += 1;
    }
    notice.done = true;
  })();
  const during = await pushAtRate(bases, token, devices, options.pushIntervalMs, () => notice.done, serial);
  await watching;
  await sent;
  await watcher.end();
  if (!(notice.delivered >= members))
    log(`the notice reached ${notice.delivered} of ${members} members in ${options.noticeTimeoutSeconds} s (database ${database})`);
  const noticePhase = { ...phase(during, (performance.now() - noticeStarted) / 1000), members, ...notice };
  return { idle, notice: noticePhase, ratio: noticePhase.p95 / idle.p95 };
}

/** (b) The pokes that reach 200 event streams over 10 estates when one member of A writes, against the streams of that member. */
async function measurePokes(ctx: AppContext, people: FleetPeople, bases: string[], options: FleetOptions, log: (line: string) => void, crowds: SseCrowd[]) {
  const estates = people.estateIds.slice(0, options.streamEstates);
  const holders = estates.flatMap((estateId) => (people.members.get(estateId) ?? []).slice(0, options.streamsPerEstate));
  const writer = holders[0];
  if (!writer) throw new Error('no stream holders');
  // The writer's second device takes the place of A's last holder: the total stays streamsPerEstate x streamEstates.
  const others = holders.slice(1, options.streamsPerEstate - 1).concat(holders.slice(options.streamsPerEstate));
  const writerToken = await tokenFor(ctx, writer);
  const otherTokens = await Promise.all(others.map((id) => tokenFor(ctx, id)));
  log(`opening ${otherTokens.length + 2} event streams over ${estates.length} estates and ${bases.length} processes`);
  const writerCrowds = await Promise.all([0, 1].map((i) => connectCrowd(bases[i % bases.length] ?? '', [writerToken], 1)));
  crowds.push(...writerCrowds);
  for (const [index, base] of bases.entries()) {
    const tokens = otherTokens.filter((_, i) => i % bases.length === index);
    if (tokens.length > 0) crowds.push(await connectCrowd(base, tokens, tokens.length));
  }
  await pause(1000);
  for (const crowd of crowds) crowd.resetCounts();
  const clientId = `fleet-pokes-${crypto.randomBytes(4).toString('hex')}`;
  for (let id = 1; id <= options.writes; id += 1) {
    const res = await fetch(`${bases[id % bases.length]}${API.syncPush}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writerToken}` },
      body: JSON.stringify({
        clientId,
        mutations: [
          {
            id,
            name: 'contacts.save',
            args: {
              cellNumber: `08300000${String(id).padStart(2, '0')}`,
              homeNumber: '',
              workNumber: '',
              emergencyContactName: '',
              emergencyContactNumber: '',
            },
          },
        ],
      }),
    });
    if (res.status !== 200) throw new Error(`the writer's push answered ${res.status}`);
    await pause(300);
  }
  await pause(1500);
  const counts = crowds.map((crowd) => crowd.counts());
  const received = counts.reduce((total, c) => total + c.received, 0);
  const inScopeReceived = writerCrowds.reduce((total, crowd) => total + crowd.counts().received, 0);
  return {
    streams: counts.reduce((total, c) => total + c.clients, 0),
    connected: counts.reduce((total, c) => total + c.connected, 0),
    dropped: counts.reduce((total, c) => total + c.dropped, 0),
    estates: estates.length,
    inScope: writerCrowds.length,
    writes: options.writes,
    received,
    perWrite: received / options.writes,
    inScopeReceived,
  };
}

/** (c) The database time of a first pull page and of a poll at the head: EXPLAIN ANALYZE of the statements the route sent. */
async function measureDbTime(setup: Awaited<ReturnType<typeof setupApp>>, people: FleetPeople, log: (line: string) => void): Promise<DbTime[]> {
  const { app, ctx, captured } = setup;
  // A's first member has just pushed (its poll starts at a recent version); C's first member has had nothing new
  // since the seed wrote its unit, near the log's start (its poll starts a million rows back).
  const callers = [
    { who: 'resident at A', userId: people.members.get(people.a)?.[0] },
    { who: 'quiet resident at C', userId: people.members.get(people.c)?.[0] },
    { who: 'guard at C', userId: people.guards.get(people.c)?.[1] },
    { who: 'manager at B', userId: people.managers.get(people.b) },
  ];
  const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
  await client.connect();
  try {
    const times: DbTime[] = [];
    for (const { who, userId } of callers) {
      if (!userId) throw new Error(`no ${who}`);
      const token = await tokenFor(ctx, userId);
      const pull = async (query: string, capture: boolean): Promise<{ body: PullResponse; queries: CompiledQuery[] }> => {
        const queries: CompiledQuery[] = [];
        captured.queries = capture ? queries : undefined;
        const res = await app.inject({ method: 'GET', url: `${API.syncPull}?${query}`, headers: { authorization: `Bearer ${token}` } });
        captured.queries = undefined;
        if (res.statusCode !== 200) throw new Error(`pull answered ${res.statusCode}`);
        return { body: res.json<PullResponse>(), queries };
      };
      const time = async (request: { body: PullResponse; queries: CompiledQuery[] }): Promise<RequestTime> => {
        const queries = await explainQueries(client, request.queries);
        return {
          totalMs: queries.reduce((total, q) => total + q.executionMs, 0),
          changeLogMs: queries.filter((q) => q.table === 'change_log').reduce((total, q) => total + q.executionMs, 0),
          rows: request.body.changes.length,
          queries,
        };
      };
      const first = `cursor=0&limit=1000&shape=${ROW_SHAPE}`;
      await pull(first, false);
      const firstPage = await pull(first, true);
      let page = firstPage.body;
      while (page.hasMore) page = (await pull(`cursor=${page.cursor}&limit=1000&shape=${ROW_SHAPE}&scopes=${page.scopes}`, false)).body;
      const at = `cursor=${page.cursor}&limit=1000&shape=${ROW_SHAPE}&scopes=${page.scopes}`;
      await pull(at, false);
      const poll = await pull(at, true);
      const measured = { who, firstPage: await time(firstPage), poll: await time(poll) };
      log(`database time, ${who}: first page ${measured.firstPage.totalMs.toFixed(2)} ms, poll ${measured.poll.totalMs.toFixed(2)} ms`);
      times.push(measured);
    }
    return times;
  } finally {
    await client.end();
  }
}

/** (d) The bytes of a first sync: a resident who just joined estate C (unit 7), and a guard of C on a new device. */
async function measureFirstSync(ctx: AppContext, people: FleetPeople, base: string, log: (line: string) => void) {
  const guard = people.guards.get(people.c)?.[0];
  if (!guard) throw new Error('no guard at C');
  const passwordHash = (await ctx.db.selectFrom('users').select('password_hash').where('id', '=', guard).executeTakeFirstOrThrow()).password_hash;
  const newcomer = await writeTransaction(ctx.db, (trx) =>
    insertUserWithRoles(trx, ctx.hooks, {
      email: `newcomer@estate${people.c}.example`,
      passwordHash,
      firstName: 'Naledi',
      lastName: 'Pillay',
      mobile: '0829876543',
      defaultEstateId: people.c,
      userType: ROLES.resident,
      roles: [{ estateId: people.c, role: ROLES.resident, unitNo: '7', accessControl: true }],
    }),
  );
  log('first sync of a new resident and of a new guard device');
  return { resident: await firstSync(base, await tokenFor(ctx, newcomer)), guard: await firstSync(base, await tokenFor(ctx, guard)) };
}
