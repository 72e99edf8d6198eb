import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppContext, Job, JobLog } from '../../server/context';
import { openDb } from '../../server/db/database';
import { claimJobRun, ensureJobRow, finishJobRun } from '../../server/job-runs/job-runs.repository';
import { runJobOnce, serverJobs, startJobs } from '../../server/jobs';
import { PG_URL, availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';

const dialects = await availableDialects();

const quiet: JobLog = { info: () => undefined, error: () => undefined };

/** Another process of the fleet: an app of its own (pool, metrics) on the test app's database. */
async function sameDatabase(t: TestApp): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  let opened: ReturnType<typeof openDb>;
  if (t.ctx.dialect === 'sqlite') opened = openDb({ dataDir: t.dataDir });
  else if (t.config.databaseUrl !== PG_URL) opened = openDb({ dataDir: t.dataDir, databaseUrl: t.config.databaseUrl });
  else {
    // A schema of the shared test database (no template database): the same schema.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
    opened = openDb({ dataDir: t.dataDir, databaseUrl: PG_URL, pgSchema: rows[0]?.schema ?? 'public' });
  }
  return buildApp(t.config, { db: opened, logger: false });
}

/** A job that counts its runs (and can be held in the middle of one). */
function countingJob(name: string, everyMs?: number): Job & { runs: number; hold(): () => void } {
  let gate: Promise<void> | undefined;
  const job = {
    name,
    ...(everyMs === undefined ? {} : { everyMs }),
    runs: 0,
    async run() {
      job.runs += 1;
      await gate;
    },
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
  return job;
}

/** The job's runs by outcome in one process's metrics. */
async function outcomes(ctx: AppContext, job: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const v of (await ctx.metrics.jobRuns.get()).values) if (v.labels.job === job) found[String(v.labels.outcome)] = v.value;
  return found;
}

describe.each(dialects)('periodic jobs once per fleet (%s)', (dialect) => {
  let t: TestApp;
  const fleet: Array<{ app: FastifyInstance; ctx: AppContext }> = [];
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false, jobs: false });
    fleet.push({ app: t.app, ctx: t.ctx }, await sameDatabase(t), await sameDatabase(t));
  });
  afterAll(async () => {
    for (const other of fleet.slice(1)) await other.app.close();
    await t?.close();
  });

  it('three processes trying a job at the same moment run it once, and again only an interval later', async () => {
    const job = countingJob('test: every ten seconds', 10_000);
    const tryAll = async (now: number) => (await Promise.all(fleet.map((p, i) => runJobOnce(p.ctx, quiet, job, { holder: `process-${i}`, now })))).sort();
    const t0 = 1_000_000;
    expect(await tryAll(t0)).toEqual(['ok', 'skipped', 'skipped']);
    expect(await tryAll(t0 + 1)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(await tryAll(t0 + 9_999)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(job.runs).toBe(1);
    for (let interval = 1; interval <= 5; interval++) {
      expect(await tryAll(t0 + interval * 10_000)).toEqual(['ok', 'skipped', 'skipped']);
      expect(await tryAll(t0 + interval * 10_000 + 5_000)).toEqual(['skipped', 'skipped', 'skipped']);
    }
    expect(job.runs).toBe(6);
    const row = await t.ctx.db.selectFrom('job_runs').selectAll().where('name', '=', job.name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ next_run_at: t0 + 60_000, lease_holder: null, lease_expires_at: null, last_error: null });
    expect([Number(row.runs), Number(row.failures)]).toEqual([6, 0]);
  });

  it('a process that claimed a run and died gives the job up once its lease lapses; another runs it', async () => {
    const job = countingJob('test: dead holder', 10_000);
    const leaseMs = t.ctx.config.jobLeaseMs;
    const t0 = 2_000_000;
    // The dead process: it claimed the run and never finished it (nor renewed its lease).
    await ensureJobRow(t.ctx.db, job.name);
    expect(await claimJobRun(t.ctx.db, { name: job.name, holder: 'dead', now: t0, leaseMs, nextRunAt: t0 + 10_000, ifDue: true })).toBe(true);

    const tryAll = async (now: number) => (await Promise.all(fleet.map((p, i) => runJobOnce(p.ctx, quiet, job, { holder: `process-${i}`, now })))).sort();
    // Due again, but the lease still holds: nobody runs it twice.
    expect(await tryAll(t0 + 10_000)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(await tryAll(t0 + leaseMs - 1)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(job.runs).toBe(0);
    expect(await tryAll(t0 + leaseMs)).toEqual(['ok', 'skipped', 'skipped']);
    expect(job.runs).toBe(1);
    // The dead process, were it to come back, finds its claim gone.
    expect(await finishJobRun(t.ctx.db, job.name, 'dead', t0 + leaseMs + 1, null)).toBe(false);
    const row = await t.ctx.db.selectFrom('job_runs').selectAll().where('name', '=', job.name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lease_holder: null, next_run_at: t0 + leaseMs + 10_000 });
    expect(Number(row.runs)).toBe(2);
  });

  it('a job that fails is counted and recorded, and is due again at the next interval, not at once', async () => {
    const job: Job = {
      name: 'test: failing',
      everyMs: 10_000,
      run: async () => {
        throw new Error('the gateway is away');
      },
    };
    const errors: string[] = [];
    const log: JobLog = { info: () => undefined, error: (_details, message) => void errors.push(message) };
    const t0 = 3_000_000;
    expect(await runJobOnce(fleet[0]?.ctx ?? t.ctx, log, job, { holder: 'process-0', now: t0 })).toBe('failed');
    expect(await runJobOnce(fleet[1]?.ctx ?? t.ctx, log, job, { holder: 'process-1', now: t0 + 1 })).toBe('skipped');
    expect(errors).toEqual(['job failed']);
    const row = await t.ctx.db.selectFrom('job_runs').selectAll().where('name', '=', job.name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ last_error: 'the gateway is away', lease_holder: null, next_run_at: t0 + 10_000 });
    expect(Number(row.failures)).toBe(1);
    expect(await outcomes(fleet[0]?.ctx ?? t.ctx, job.name)).toEqual({ failed: 1 });
    expect(await outcomes(fleet[1]?.ctx ?? t.ctx, job.name)).toEqual({ skipped: 1 });
    // The next run succeeds and clears the error.
    const ok: Job = { ...job, run: async () => undefined };
    expect(await runJobOnce(fleet[2]?.ctx ?? t.ctx, log, ok, { holder: 'process-2', now: t0 + 10_000 })).toBe('ok');
    expect(await t.ctx.db.selectFrom('job_runs').select('last_error').where('name', '=', job.name).executeTakeFirstOrThrow()).toEqual({ last_error: null });
  });

  it('a start-up job (no everyMs) runs at each process start, never two at a time', async () => {
    const job = countingJob('test: start-up work');
    const release = job.hold();
    const first = startJobs(fleet[0]?.ctx ?? t.ctx, quiet, [job]);
    // The first start is in the middle of its run: a second start leaves the work to it.
    while (job.runs === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = startJobs(fleet[1]?.ctx ?? t.ctx, quiet, [job]);
    await second.idle();
    expect(job.runs).toBe(1);
    release();
    await first.idle();
    // A later start (a restart, a deploy) runs it again.
    const third = startJobs(fleet[2]?.ctx ?? t.ctx, quiet, [job]);
    await third.idle();
    expect(job.runs).toBe(2);
    await Promise.all([first.stop(), second.stop(), third.stop()]);
    expect(await outcomes(fleet[1]?.ctx ?? t.ctx, job.name)).toEqual({ skipped: 1 });
  });
});

// The server's own jobs write in transactions; several SQLite connections in one Node process would
// wait on each other's locks (each a process of its own in a fleet, which SQLite does not have).
describe.runIf(dialects.includes('postgres'))('the server jobs started in three processes at once (postgres)', () => {
  let t: TestApp;
  const fleet: Array<{ app: FastifyInstance; ctx: AppContext }> = [];
  beforeAll(async () => {
    t = await buildTestApp('postgres', {}, { seed: true, jobs: false });
    fleet.push({ app: t.app, ctx: t.ctx }, await sameDatabase(t), await sameDatabase(t));
  });
  afterAll(async () => {
    for (const other of fleet.slice(1)) await other.app.close();
    await t?.close();
  });

  it('each periodic job runs in one of them, the others skip it', async () => {
    const jobs = serverJobs();
    const running = fleet.map((p) => startJobs(p.ctx, quiet, jobs));
    await Promise.all(running.map((r) => r.idle()));
    await Promise.all(running.map((r) => r.stop()));
    for (const job of jobs.filter((j) => j.everyMs !== undefined)) {
      const seen = await Promise.all(fleet.map((p) => outcomes(p.ctx, job.name)));
      const ran = seen.reduce((sum, o) => sum + (o.ok ?? 0) + (o.failed ?? 0), 0);
      const skipped = seen.reduce((sum, o) => sum + (o.skipped ?? 0), 0);
      expect([job.name, ran, skipped]).toEqual([job.name, 1, 2]);
    }
    const rows = await t.ctx.db.selectFrom('job_runs').select(['name', 'runs', 'lease_holder']).execute();
    for (const job of jobs.filter((j) => j.everyMs !== undefined)) {
      expect(rows.find((r) => r.name === job.name)).toMatchObject({ runs: 1, lease_holder: null });
    }
  });
});
