// `npm run load`: pull, push and sign-in under concurrency with autocannon on the loopback
// address, a crowd of SSE clients held while pushes flow (each must receive every poke meant for
// it), and the server's memory read from /proc before, after and once settled. The real product
// server (server/main.ts) runs in a child process on SQLite in an empty data folder. Prints a
// table and exits 1 when a check fails: a 5xx, a connection error (a sign-in's timeout is only
// reported), an error in the server's log, a poke not delivered, a stream dropped, or the server
// gone. Knobs: LOAD_SSE_CLIENTS (500), LOAD_SECONDS (5, per pull and push phase), LOAD_CONNECTIONS
// (16,64), LOAD_SIGNINS_PER_CONNECTION (2), LOAD_SETTLE_SECONDS (10). docs/load.md has a full run.
// tests/server/load.test.ts runs the same code with small numbers inside `npm test`.
import { ROW_SHAPE } from '../src/contract/estate-id';
import crypto from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API } from '../src/contract/api-paths';
import type { TokenDetails } from '../src/contract/auth';
import type { ContactsSaveArgs } from '../src/contract/records';
import type { PullResponse, PushResponse } from '../src/contract/sync';
import { hashPassword } from '../server/auth/passwords';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts';
import { connectCrowd } from './load-sse';
import { readCpuSeconds, readMemory, startLoadServer, waitUntilIdle, type LoadServer } from './load-server';
import { checks, formatReport, type LoadOptions, type LoadReport, type PhaseRow } from './load-report';
import { fleetOptionsFromEnv, formatFleetReport } from './fleet-report';
import { killFleetServers, runFleet } from './load-fleet';

export { formatReport, type LoadOptions, type LoadReport };

/**
 * A signed-in demo user: its token, its cursor with its scope hash (for delta pulls), and the newest change version in
 * its scopes (the cursor a last page hands out is the server's version, past changes outside them).
 */
type Session = { token: string; cursor: number; scopes: string; newest: number };

const jsonHeaders = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

async function signIn(base: string, email: string, password: string): Promise<TokenDetails> {
  const res = await fetch(`${base}${API.signIn}`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const details = res.ok ? ((await res.json()) as { details: TokenDetails[] }).details[0] : undefined;
  if (!details) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return details;
}

/** Pulls every page for the user; answers the head cursor, the scope hash (for delta pulls) and the newest change version it has seen. */
async function pullToHead(base: string, token: string, from?: Omit<Session, 'token'>): Promise<Omit<Session, 'token'>> {
  let cursor = from?.cursor ?? 0;
  let scopes = from?.scopes;
  let newest = from?.newest ?? 0;
  for (let page = 0; page < 100; page++) {
    const query = new URLSearchParams({ cursor: String(cursor), limit: '5000', shape: String(ROW_SHAPE), ...(scopes ? { scopes } : {}) });
    const res = await fetch(`${base}${API.syncPull}?${query}`, { headers: jsonHeaders(token) });
    if (!res.ok) throw new Error(`pull answered ${res.status}`);
    const body = (await res.json()) as PullResponse;
    cursor = body.cursor;
    scopes = body.scopes;
    for (const change of body.changes) newest = Math.max(newest, change.v);
    if (!body.hasMore) return { cursor, scopes, newest };
  }
  throw new Error('pull did not reach the head in 100 pages');
}

const contactArgs = (n: number): ContactsSaveArgs => ({
  cellNumber: `08${String(n % 100_000_000).padStart(8, '0')}`,
  homeNumber: '',
  workNumber: '',
  emergencyContactName: 'Load test',
  emergencyContactNumber: '0821234567',
});

type Requests = (client: number) => autocannon.Request[];

/** A phase runs for a time, or until each connection has had its number of answers (then `maxSeconds` stops it). */
type Bound = { seconds: number } | { amount: number; maxSeconds: number };

/** One autocannon run; `requests` gives each connection its own request list (its token, its client id). */
async function cannon(server: LoadServer, phase: string, connections: number, bound: Bound, requests: Requests, timeoutSeconds = 10): Promise<PhaseRow> {
  let client = 0;
  const cpuBefore = readCpuSeconds(server.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.base,
        connections,
        ...('seconds' in bound ? { duration: bound.seconds } : { amount: bound.amount }),
        timeout: timeoutSeconds,
        requests: [{ method: 'GET', path: API.health }],
        setupClient: (c) => c.setRequests(requests(client++)),
      },
      (error: unknown, done: autocannon.Result) => {
        clearTimeout(guard);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(done);
      },
    );
    const guard = setTimeout(() => instance.stop(), ('seconds' in bound ? bound.seconds + timeoutSeconds : bound.maxSeconds) * 1000);
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const cpu = readCpuSeconds(server.pid) - cpuBefore;
  const ok = Object.entries(statuses).reduce((total, [code, count]) => total + (code.startsWith('2') ? count : 0), 0);
  return {
    phase,
    connections,
    requests: result.requests.total,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    okPerSec: ok / result.duration,
    serverCpuMsPerRequest: result.requests.total > 0 ? (cpu * 1000) / result.requests.total : NaN,
    serverCpuShare: cpu / result.duration,
    rssMb: readMemory(server.pid)?.rssMb,
  };
}

const pullRequests =
  (sessions: Session[], delta: boolean): Requests =>
  (client) => {
    const s = sessions[client % sessions.length] as Session;
    const query = `${delta ? `cursor=${s.cursor}&scopes=${encodeURIComponent(s.scopes)}` : 'cursor=0'}&shape=${ROW_SHAPE}`;
    return [{ method: 'GET', path: `${API.syncPull}?${query}`, headers: jsonHeaders(s.token) }];
  };

/** A body that is not JSON (a proxy's page, a cut answer) counts as nothing applied rather than stopping the run. */
function parseJson<T>(body: string): T | undefined {
  try {
    return JSON.parse(body) as T;
  } catch {
    return undefined;
  }
}

/**
 * Each connection is one device: its own client id, mutation ids 1, 2, 3... (a new id on every
 * request), one contacts.save per push. A 409 gap (a request lost to a timeout) resets the
 * next id to the server's lastMutationId + 1 (the app's outbox starts a new client id instead).
 */
const pushRequests =
  (sessions: Session[], runId: string, counter: { sent: number; applied: number }): Requests =>
  (client) => {
    const s = sessions[client % sessions.length] as Session;
    const clientId = `load-${runId}-${client}`;
    let next = 1;
    return [
      {
        method: 'POST',
        path: API.syncPush,
        headers: jsonHeaders(s.token),
        setupRequest: (request) => {
          counter.sent += 1;
          return { ...request, body: JSON.stringify({ clientId, mutations: [{ id: next++, name: 'contacts.save', args: contactArgs(counter.sent) }] }) };
        },
        onResponse: (status, body) => {
          if (status === 200) counter.applied += (parseJson<PushResponse>(body)?.results ?? []).filter((r) => r.ok).length;
          else if (status === 409) next = Number(parseJson<{ lastMutationId?: number }>(body)?.lastMutationId ?? 0) + 1;
        },
      },
    ];
  };

const signInRequests: Requests = (client) => {
  const account = DEMO_ACCOUNTS[client % DEMO_ACCOUNTS.length] ?? DEMO_ACCOUNTS[0];
  return [{ method: 'POST', path: API.signIn, headers: jsonHeaders(), body: JSON.stringify({ userEmail: account?.email, userPassword: account?.password }) }];
};

async function timeScrypt(): Promise<number> {
  const started = performance.now();
  await hashPassword('Load#2026-scrypt-probe');
  return performance.now() - started;
}

/** The server of the run in progress, for the watchdog to kill. */
let current: LoadServer | undefined;

/** A queued sign-in waits for the hashes ahead of it: answers within this are not timeouts. */
const SIGN_IN_TIMEOUT_SECONDS = 30;
/** A sign-in phase is stopped after this, whatever is left. */
const SIGN_IN_MAX_SECONDS = 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every phase against a fresh server and answers the figures and the failed checks. */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const started = performance.now();
  const print = options.log ?? ((line: string) => console.log(line));
  const log = (line: string) => print(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const connections = [...options.connections].sort((a, b) => a - b);
  const largest = connections[connections.length - 1] ?? 16;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report: LoadReport = {
    options,
    machine: `${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${os.platform()} ${os.release()}`,
    loadAverage: { start: os.loadavg()[0] ?? NaN, end: NaN },
    rows: [],
    sse: undefined,
    memory: {},
    idleAfterMs: 0,
    scryptMs: NaN,
    serverErrors: [],
    serverWarnings: [],
    serverExit: null,
    failures: [],
    totalSeconds: 0,
  };
  const server = await startLoadServer();
  current = server;
  const runId = crypto.randomBytes(4).toString('hex');
  try {
    report.memory.boot = readMemory(server.pid);
    log(`server pid ${server.pid} on ${server.base}; signing in ${DEMO_ACCOUNTS.length} demo users`);
    const sessions: Session[] = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const details = await signIn(server.base, account.email, account.password);
        return { token: details.accessToken, ...(await pullToHead(server.base, details.accessToken)) };
      }),
    );
    report.memory.before = readMemory(server.pid);

    const run = async (phase: string, count: number, requests: Requests, bound: Bound = { seconds: options.seconds }, timeoutSeconds = 10) => {
      log(`${phase}, ${count} connections, ${'seconds' in bound ? `${bound.seconds} s` : `${bound.amount} requests`}`);
      const row = await cannon(server, phase, count, bound, requests, timeoutSeconds);
      report.rows.push(row);
      if (server.exit() !== null) throw new Error(`server exited (${server.exit()}) during ${phase}`);
      return row;
    };
    for (const count of connections) await run('pull (first page from 0)', count, pullRequests(sessions, false));
    for (const count of connections) await run('pull (delta at head)', count, pullRequests(sessions, true));
    for (const count of connections) {
      const counter = { sent: 0, applied: 0 };
      const row = await run('push (contacts.save)', count, pushRequests(sessions, `${runId}-${count}`, counter));
      row.applied = counter.applied;
    }

    log(`connecting ${options.sseClients} SSE clients`);
    const connectStarted = performance.now();
    const crowd = await connectCrowd(
      server.base,
      sessions.map((s) => s.token),
      options.sseClients,
    );
    const connectMs = performance.now() - connectStarted;
    await pause(200);
    crowd.resetCounts();
    try {
      const counter = { sent: 0, applied: 0 };
      const row = await run(`push with ${options.sseClients} SSE clients`, largest, pushRequests(sessions, `${runId}-sse`, counter));
      row.applied = counter.applied;
      // The hub sends one poke for the commits of a 20 ms window (server/sync/events.ts), so the
      // distinct pokes are fewer than the pushes: wait until every client holds every poke its
      // user's streams got; crowd.behind() below checks each has one for its user's last write.
      const drainMs = await crowd.drain(1, 15_000);
      report.memory.withSse = readMemory(server.pid);
      const userHeads = await Promise.all(sessions.map(async (s) => (await pullToHead(server.base, s.token, s)).newest));
      report.sse = { ...crowd.counts(), connectMs, drainMs, appliedDuringSse: counter.applied, userHeads, behindHead: crowd.behind(userHeads) };
    } finally {
      crowd.close();
    }

    // A sign-in costs a scrypt hash of about half a second of CPU here: a phase of a number of answers
    // rather than a time, each connection signing in `signInsPerConnection` times, so that none
    // is abandoned mid-hash (the server would go on hashing after the phase) and its latency is all there.
    for (const count of connections) {
      await run(
        'sign-in (right password)',
        count,
        signInRequests,
        { amount: count * options.signInsPerConnection, maxSeconds: SIGN_IN_MAX_SECONDS },
        SIGN_IN_TIMEOUT_SECONDS,
      );
    }

    log('waiting for the server to finish the sign-ins it still has');
    report.idleAfterMs = await waitUntilIdle(server.pid, 30_000);
    report.memory.after = readMemory(server.pid);
    const health = await fetch(`${server.base}${API.health}`).then(
      (r) => r.status,
      (error: unknown) => String(error),
    );
    if (health !== 200) report.failures.push(`the server does not answer ${API.health} after the run (${health})`);
    log(`settling ${options.settleSeconds} s`);
    await pause(options.settleSeconds * 1000);
    report.memory.settled = readMemory(server.pid);
    report.loadAverage.end = os.loadavg()[0] ?? NaN;
  } catch (error) {
    report.failures.push(`run stopped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    report.serverExit = server.exit();
    report.serverErrors = [...server.errorLines()];
    report.serverWarnings = [...server.warnLines()];
    if (report.serverExit !== null) report.failures.push(`the server died (exit ${report.serverExit}):\n${server.tail()}`);
    await server.stop();
    current = undefined;
  }
  report.scryptMs = await timeScrypt();
  report.failures.push(...checks(report));
  report.totalSeconds = (performance.now() - started) / 1000;
  return report;
}

const envInt = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
};

/** LOAD_* from the environment, bounded. */
export function optionsFromEnv(): LoadOptions {
  const connections = (process.env.LOAD_CONNECTIONS || '16,64').split(',').map((c) => Number(c.trim()));
  if (connections.length > 4 || connections.some((c) => !Number.isInteger(c) || c < 1 || c > 512))
    throw new Error('LOAD_CONNECTIONS must be up to 4 comma-separated counts from 1 to 512');
  return {
    sseClients: envInt('LOAD_SSE_CLIENTS', 500, 0, 5000),
    seconds: envInt('LOAD_SECONDS', 5, 1, 30),
    connections,
    settleSeconds: envInt('LOAD_SETTLE_SECONDS', 10, 0, 60),
    signInsPerConnection: envInt('LOAD_SIGNINS_PER_CONNECTION', 2, 1, 10),
  };
}

/** `npm run load -- --fleet` (bench/load-fleet.ts): the fleet on PostgreSQL, bounded by its own watchdog. */
async function mainFleet(): Promise<void> {
  const options = fleetOptionsFromEnv();
  const watchdog = setTimeout(() => {
    console.error('fleet run exceeded 20 minutes; stopping (its scratch database load_fleet_* is left behind)');
    killFleetServers();
    process.exit(1);
  }, 20 * 60_000);
  watchdog.unref();
  const report = await runFleet(options);
  console.log(`\n${formatFleetReport(report)}`);
  process.exit(report.failures.length === 0 ? 0 : 1);
}

async function main(): Promise<void> {
  if (process.argv.includes('--fleet')) return mainFleet();
  const options = optionsFromEnv();
  // Everything is bounded: phases by duration, and the whole run by this watchdog.
  const limitMs =
    (options.seconds * (options.connections.length * 3 + 1) + options.connections.length * SIGN_IN_MAX_SECONDS + options.settleSeconds + 120) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`load run exceeded ${limitMs / 1000} s; stopping`);
    if (current) process.kill(current.pid, 'SIGKILL');
    process.exit(1);
  }, limitMs);
  watchdog.unref();
  const report = await runLoad(options);
  console.log(`\n${formatReport(report)}`);
  process.exit(report.failures.length === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
