// The fleet run's figures (bench/load-fleet.ts, `npm run load -- --fleet`): its options and their bounds from the
// environment, the report's types, and the Markdown printed at the end and kept in docs/load.md.
import type { FleetShape } from './fleet-seed';
import type { FirstSync, QueryTime } from './fleet-measure';

export type FleetOptions = FleetShape & {
  /** Server processes (3). */
  processes: number;
  /** Length of the idle push phase, seconds (10). */
  idleSeconds: number;
  /** The pushing user's schedule: one push every this many ms (50: 20 a second), from this many devices (16). */
  pushIntervalMs: number;
  pushDevices: number;
  /** Event streams: this many per estate (20) over this many estates (10), A's first member holding two. */
  streamsPerEstate: number;
  streamEstates: number;
  /** Writes of that member while the streams listen (10), one every 300 ms. */
  writes: number;
  /** The notice phase stops after this long whether or not every notification has landed (120). */
  noticeTimeoutSeconds: number;
  /** After the first notice, B's manager sends another every this many ms for the rest of the phase (0: back to back). */
  noticeIntervalMs: number;
  /** A PostgreSQL database of the server to create the scratch database on (the tests' by default). */
  databaseUrl: string;
  log?: (line: string) => void;
};

export const FLEET_DEFAULTS: Omit<FleetOptions, 'databaseUrl' | 'log'> = {
  estates: 100,
  units: 200,
  bigEstateMembers: 10_000,
  gateLogPerUnit: 5,
  processes: 3,
  idleSeconds: 10,
  pushIntervalMs: 50,
  pushDevices: 16,
  streamsPerEstate: 20,
  streamEstates: 10,
  writes: 10,
  noticeTimeoutSeconds: 120,
  noticeIntervalMs: 1000,
};

export type PushPhase = {
  pushes: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  applied: number;
  seconds: number;
};

export type FleetReport = {
  options: Omit<FleetOptions, 'log'>;
  machine: string;
  /** The machine's 1-minute load average at the start and the end (other work on it moves every latency). */
  loadAverage: { start: number; end: number };
  seed: { estates: number; units: number; users: number; logRows: number; seconds: number };
  push?: {
    idle: PushPhase;
    notice: PushPhase & { members: number; status: string; answeredMs: number; deliveredMs: number; delivered: number; sentAfter: number };
    ratio: number;
  };
  pokes?: {
    estates: number;
    streams: number;
    connected: number;
    dropped: number;
    inScope: number;
    writes: number;
    received: number;
    perWrite: number;
    inScopeReceived: number;
  };
  db?: DbTime[];
  bytes?: { resident: FirstSync; guard: FirstSync };
  serverErrors: string[];
  failures: string[];
  totalSeconds: number;
};

export type RequestTime = { totalMs: number; changeLogMs: number; rows: number; queries: QueryTime[] };
export type DbTime = { who: string; firstPage: RequestTime; poll: RequestTime };

const envInt = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
};

/** FLEET_* from the environment, bounded; the scratch database goes on LOAD_DATABASE_URL's server (default: the tests'). */
export function fleetOptionsFromEnv(): FleetOptions {
  const d = FLEET_DEFAULTS;
  return {
    ...d,
    estates: envInt('FLEET_ESTATES', d.estates, 3, 500),
    units: envInt('FLEET_UNITS', d.units, 2, 1000),
    bigEstateMembers: envInt('FLEET_BIG_ESTATE_MEMBERS', d.bigEstateMembers, 2, 50_000),
    processes: envInt('FLEET_PROCESSES', d.processes, 1, 8),
    idleSeconds: envInt('FLEET_IDLE_SECONDS', d.idleSeconds, 1, 60),
    noticeIntervalMs: envInt('FLEET_NOTICE_INTERVAL_MS', d.noticeIntervalMs, 0, 60_000),
    databaseUrl: process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 0) : '-');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const statuses = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');

/** The figures as Markdown, each beside its goal (docs/load.md keeps a run). */
export function formatFleetReport(report: FleetReport): string {
  const o = report.options;
  const lines: string[] = [
    `Machine: ${report.machine}; load average ${report.loadAverage.start.toFixed(1)} at the start, ${report.loadAverage.end.toFixed(1)} at the end; ${o.processes} processes; run took ${report.totalSeconds.toFixed(0)} s (seeding ${report.seed.seconds.toFixed(0)} s).`,
    `Fleet: ${report.seed.estates} estates of ${report.seed.units} units, ${report.seed.users} members (estate B ${o.bigEstateMembers}), change log ${report.seed.logRows} rows.`,
    '',
    '| figure | measured | goal |',
    '| --- | ---: | --- |',
  ];
  const { push, pokes, db, bytes } = report;
  if (push) {
    lines.push(
      `| push p95, user at A, idle (${push.idle.pushes} pushes, p50 ${ms(push.idle.p50)} ms) | ${ms(push.idle.p95)} ms | |`,
      `| push p95, user at A, while a notice goes to ${push.notice.members} members of B (${push.notice.pushes} pushes, p50 ${ms(push.notice.p50)}, max ${ms(push.notice.max)} ms) | ${ms(push.notice.p95)} ms | within 2x of idle |`,
      `| ratio notice / idle | ${push.ratio.toFixed(1)}x | <= 2x |`,
    );
  }
  if (pokes) {
    lines.push(
      `| pokes per write (${pokes.writes} writes of one user, ${pokes.connected}/${pokes.streams} streams over ${pokes.estates} estates) | ${pokes.perWrite.toFixed(1)} | ${pokes.inScope} (the streams in scope) |`,
    );
  }
  for (const time of db ?? []) {
    lines.push(
      `| database time, ${time.who}: first pull page (${time.firstPage.rows} rows; change_log ${ms(time.firstPage.changeLogMs)} ms) | ${ms(time.firstPage.totalMs)} ms | < 10 ms |`,
      `| database time, ${time.who}: poll at the head (change_log ${ms(time.poll.changeLogMs)} ms) | ${ms(time.poll.totalMs)} ms | < 10 ms |`,
    );
  }
  if (bytes) {
    for (const [who, sync] of [
      ['new resident', bytes.resident],
      ['new guard device', bytes.guard],
    ] as const) {
      const wire = sync.wire.map((w) => `${w.accept} ${kb(w.bytes)} (${w.encodings.join('/')})`).join(', ');
      lines.push(
        `| first sync, ${who}: ${sync.pages} pages, ${sync.rows} rows; on the wire ${wire} | ${kb(sync.jsonBytes)} JSON; ${kb(sync.brotli4Bytes)} br-4, ${kb(sync.gzip6Bytes)} gzip-6 | compressed |`,
      );
    }
  }
  if (push) {
    const n = push.notice;
    lines.push(
      '',
      `- Notice: answered ${n.status} after ${ms(n.answeredMs)} ms; readable by all ${n.members} members after ${ms(n.deliveredMs)} ms; then ${n.sentAfter} more notices to all of B, one every ${o.noticeIntervalMs} ms (0: back to back), for the rest of the phase.`,
      `- Push statuses: idle ${statuses(push.idle.statuses)}; during the notice ${statuses(n.statuses)}. One push every ${o.pushIntervalMs} ms from ${o.pushDevices} devices of one user, through the processes in turn; latency from each push's scheduled time.`,
    );
  }
  if (pokes) {
    lines.push(
      `- Pokes: ${pokes.received} received by ${pokes.connected} streams for ${pokes.writes} writes (one every 300 ms); the writer's ${pokes.inScope} streams received ${pokes.inScopeReceived} (${pokes.inScope * pokes.writes} expected); ${pokes.dropped} streams dropped.`,
    );
  }
  for (const time of db ?? []) {
    for (const [label, request] of [
      ['first page', time.firstPage],
      ['poll', time.poll],
    ] as const) {
      const parts = request.queries.map((q) => `${q.table} ${ms(q.executionMs)} ms (${q.rows} rows, ${q.sharedHit + q.sharedRead} buffers)`).join('; ');
      const log = request.queries.filter((q) => q.table === 'change_log').map((q) => q.plan);
      lines.push(`- ${time.who}, ${label}: ${parts}; change_log plan: ${log.join('; ')}.`);
    }
  }
  if (report.serverErrors.length > 0)
    lines.push(`- Server log: ${report.serverErrors.length} error lines, the first: ${report.serverErrors[0]?.slice(0, 300)}`);
  for (const failure of report.failures) lines.push(`- FAILED: ${failure}`);
  return lines.join('\n');
}
