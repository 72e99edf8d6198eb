// The load run's figures (bench/load.ts): their types, the checks that fail a run, and the
// Markdown table printed at the end and kept in docs/load.md.
import type { CrowdCounts } from './load-sse';
import type { Memory } from './load-server';

export type LoadOptions = {
  /** SSE clients held connected while pushes flow. */
  sseClients: number;
  /** Length of each autocannon phase. */
  seconds: number;
  /** Each phase runs once per connection count; the SSE phase at the largest. */
  connections: number[];
  /** Pause after the run before memory is read again. */
  settleSeconds: number;
  /** Sign-ins each connection makes in a sign-in phase (a phase of answers, not of time). */
  signInsPerConnection: number;
  log?: (line: string) => void;
};

export type PhaseRow = {
  phase: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  bytesPerRequest: number;
  /** Connection errors, timeouts included (autocannon's `errors`). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** 2xx answers per second. */
  okPerSec: number;
  /** The server's CPU time (user + system) per answered request, ms: steadier than req/s on a shared machine. */
  serverCpuMsPerRequest: number;
  /** The server's CPU time over the phase's wall time (1 = one core busy). */
  serverCpuShare: number;
  /** Push phases: mutations the server applied (a result with ok: true). */
  applied?: number;
  /** The server's RSS when the phase ended. */
  rssMb?: number;
};

export type SseFigures = CrowdCounts & {
  connectMs: number;
  drainMs: number;
  appliedDuringSse: number;
  /** The newest version in each user's scopes after the phase (their pull cursors). */
  userHeads: number[];
  /** Clients whose latest poke is below their user's head: they would not pull the last write. */
  behindHead: number;
};

export type LoadReport = {
  options: LoadOptions;
  machine: string;
  /** The machine's 1-minute load average at the start and the end (other work on it slows every figure). */
  loadAverage: { start: number; end: number };
  rows: PhaseRow[];
  sse: SseFigures | undefined;
  memory: { boot?: Memory; before?: Memory; withSse?: Memory; after?: Memory; settled?: Memory };
  /** How long the server took to finish its queued work after the last phase (abandoned sign-ins still hash). */
  idleAfterMs: number;
  /** One scrypt password hash (N=2^17, r=8, 128 MiB) in this process once the server has stopped, ms. */
  scryptMs: number;
  serverErrors: string[];
  /** Warn-level lines of the server's log (reported, not failed: the boot notes the dev mailbox and such). */
  serverWarnings: string[];
  serverExit: string | null;
  failures: string[];
  totalSeconds: number;
};

/**
 * The run's checks: no 5xx, no connection error, nothing in the server's error log; every SSE
 * client connected, kept its stream, got every poke its user's clients got and a poke for its
 * user's last write. Fewer distinct pokes than applied pushes is reported, not failed: a hub that
 * coalesced pokes would be right to send fewer.
 */
export function checks(report: LoadReport): string[] {
  const failures: string[] = [];
  for (const row of report.rows) {
    const fives = Object.entries(row.statuses).filter(([code]) => code.startsWith('5'));
    if (fives.length > 0) failures.push(`${row.phase} x${row.connections}: ${fives.map(([code, n]) => `${n} x ${code}`).join(', ')}`);
    // A sign-in over its timeout waited behind other hashes (reported in the table); any other connection error is a failure.
    const errors = row.phase.startsWith('sign-in') ? row.errors - row.timeouts : row.errors;
    if (errors > 0) failures.push(`${row.phase} x${row.connections}: ${row.errors} connection errors (${row.timeouts} timeouts)`);
  }
  if (report.serverErrors.length > 0) failures.push(`the server logged ${report.serverErrors.length} errors, the first: ${report.serverErrors[0]}`);
  const sse = report.sse;
  if (sse) {
    if (sse.connected < sse.clients) failures.push(`${sse.clients - sse.connected} of ${sse.clients} SSE clients did not connect`);
    if (sse.dropped > 0) failures.push(`${sse.dropped} SSE streams ended during the run`);
    if (sse.missing.length > 0) failures.push(`${sse.missing.length} SSE clients missed pokes (${sse.expected - sse.delivered} of ${sse.expected})`);
    if (sse.behindHead > 0) failures.push(`${sse.behindHead} SSE clients never got a poke for their user's last write (versions ${sse.userHeads.join(', ')})`);
  } else if (report.options.sseClients > 0) failures.push('the SSE phase did not run');
  return failures;
}

const mb = (m: Memory | undefined) => (m ? `${m.rssMb.toFixed(0)} MiB` : 'n/a');
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** The report as Markdown (the table of docs/load.md). */
export function formatReport(report: LoadReport): string {
  const lines = [
    `Machine: ${report.machine}; 1-minute load average ${fixed(report.loadAverage.start, 1)} at the start, ${fixed(report.loadAverage.end, 1)} at the end`,
    `Run: ${report.options.seconds} s per phase (sign-in: ${report.options.signInsPerConnection} per connection), connections ${report.options.connections.join('/')}, ${report.options.sseClients} SSE clients, ${report.totalSeconds.toFixed(0)} s in all`,
    '',
    '| phase | conns | requests | req/s | 2xx/s | p50 ms | p97.5 ms | p99 ms | server CPU ms/req | server CPU | bytes/req | errors | non-2xx | statuses | RSS after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...report.rows.map((r) =>
      [
        r.phase + (r.applied !== undefined ? ` (${r.applied} applied)` : ''),
        r.connections,
        r.requests,
        fixed(r.reqPerSec),
        fixed(r.okPerSec, 1),
        fixed(r.p50),
        fixed(r.p97_5),
        fixed(r.p99),
        fixed(r.serverCpuMsPerRequest, 2),
        `${fixed(r.serverCpuShare * 100)}%`,
        fixed(r.bytesPerRequest),
        r.errors,
        r.non2xx,
        Object.entries(r.statuses)
          .map(([code, n]) => `${code}: ${n}`)
          .join(', '),
        r.rssMb === undefined ? 'n/a' : `${r.rssMb.toFixed(0)} MiB`,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
  ];
  const sse = report.sse;
  if (sse) {
    lines.push(
      `SSE: ${sse.connected}/${sse.clients} clients connected in ${fixed(sse.connectMs)} ms; ${sse.appliedDuringSse} pushes applied while connected, ${sse.distinctPokes} distinct pokes; ` +
        `pokes delivered ${sse.delivered}/${sse.expected}; clients missing pokes: ${sse.missing.length}; streams dropped: ${sse.dropped}; ` +
        `clients without a poke for their user's last write (v${sse.userHeads.join('/')}): ${sse.behindHead}; last pokes arrived ${fixed(sse.drainMs)} ms after the load stopped`,
    );
  }
  const m = report.memory;
  lines.push(
    `Server RSS: at boot ${mb(m.boot)}, before the load ${mb(m.before)}, with the SSE clients ${mb(m.withSse)}, after the run ${mb(m.after)} (idle ${fixed(report.idleAfterMs)} ms after the last phase), ` +
      `after ${report.options.settleSeconds} s more ${mb(m.settled)}; peak ${m.settled ? `${m.settled.peakRssMb.toFixed(0)} MiB` : mb(m.after)}`,
    `scrypt: one password hash (N=2^17, r=8, 128 MiB) took ${fixed(report.scryptMs)} ms here after the run`,
    `Server log: ${report.serverErrors.length} errors, ${report.serverWarnings.length} warnings${report.serverWarnings.length > 0 ? ` (the first: ${report.serverWarnings[0]?.slice(0, 300)})` : ''}`,
    report.failures.length === 0 ? 'Checks: all passed' : `Checks FAILED:\n${report.failures.map((f) => `- ${f}`).join('\n')}`,
  );
  return lines.join('\n');
}
