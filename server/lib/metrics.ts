import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client: the exposition format, histograms and the
 * process's own figures without code of ours). One registry per app, not prom-client's global
 * one: the tests build many apps in one process, and a metric registered twice would throw.
 *
 * Who counts what: the request hook in server/app.ts the HTTP figures; sync's push and pull
 * routes their own outcomes; the poke hub its pokes and open streams; server/jobs.ts each job's
 * runs; the retention purges the rows they delete; the database and the mail outbox are read at
 * scrape time through `collectors`.
 */
export type Metrics = {
  readonly registry: Registry;
  /** Request latency by method, route pattern (never the raw URL: ids would explode the series) and status. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Mutations a push handled, by outcome: `applied`, `duplicate` (already applied), `refused` (a 4xx answer). */
  readonly pushedMutations: Counter<'outcome'>;
  /**
   * Counts a pull answered, by outcome: `page`, `reset` (`sync_pulls_total`). Counted in plain
   * numbers and handed to prom-client when /metrics is scraped: a labelled `inc` on every poll (the
   * label set hashed into a string and looked up) was a visible share of a poll's CPU.
   */
  countPull(outcome: 'page' | 'reset'): void;
  /** Poke frames written to event streams. */
  readonly pokes: Counter;
  /** Event streams open in this process. */
  readonly openStreams: Gauge;
  /** Periodic job runs by job name and outcome: `ok`, `failed`, `skipped` (another process holds the run). */
  readonly jobRuns: Counter<'job' | 'outcome'>;
  /** Rows the retention purges deleted, by what they were (`notifications`, `gate_events`, `change_log`, ...: server/lib/purge.ts). */
  readonly purgedRows: Counter<'what'>;
  /** Adds a gauge read at scrape time (the pool's connections, the mail outbox's rows by state). */
  gauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    collect: (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void,
  ): void;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const pullCounts = { page: 0, reset: 0 };
  new Counter({
    name: 'sync_pulls_total',
    help: 'Pulls answered, by outcome',
    labelNames: ['outcome'] as const,
    registers,
    collect() {
      this.reset();
      for (const outcome of ['page', 'reset'] as const) if (pullCounts[outcome] > 0) this.inc({ outcome }, pullCounts[outcome]);
    },
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pushedMutations: new Counter({
      name: 'sync_pushed_mutations_total',
      help: 'Mutations handled by push, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    countPull(outcome) {
      pullCounts[outcome] += 1;
    },
    pokes: new Counter({ name: 'sync_pokes_total', help: 'Poke frames written to event streams', registers }),
    openStreams: new Gauge({ name: 'sync_open_streams', help: 'Event streams open in this process', registers }),
    jobRuns: new Counter({ name: 'job_runs_total', help: 'Periodic job runs by job and outcome', labelNames: ['job', 'outcome'] as const, registers }),
    purgedRows: new Counter({
      name: 'purged_rows_total',
      help: 'Rows deleted by the retention purges, by what they were',
      labelNames: ['what'] as const,
      registers,
    }),
    gauge(name, help, labelNames, collect) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          await collect((labels, value) => this.set(labels, value));
        },
      });
    },
  };
}
