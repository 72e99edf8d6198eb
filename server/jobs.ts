import crypto from 'node:crypto';
import os from 'node:os';
import type { AppContext, Job, JobLog } from './context';
import { claimJobRun, ensureJobRow, findJobRun, finishJobRun, renewJobLease } from './job-runs/job-runs.repository';
import { assembleJobs, modules } from './modules';

/** Every boot job the modules declare (gate-state maintenance, backfills, sync's tombstone purge). */
export function serverJobs(): Job[] {
  return assembleJobs(modules);
}

export type RunningJobs = {
  /** Every run in progress has finished (the first runs start at once). */
  idle(): Promise<void>;
  /** No further runs; waits for the ones in progress. */
  stop(): Promise<void>;
};

/** What a process tried: it ran the job (`ok`, `failed`) or another process holds the run (`skipped`). */
export type JobOutcome = 'ok' | 'failed' | 'skipped';

/** Who claims a run, and the claim's time: the process's name in `job_runs` and its clock. */
export type JobClaimant = { holder: string; now: number };

/** A process that found a job not due looks again when it is, but never sooner than this. */
const MIN_WAIT_MS = 1000;

/** A name for this process's claims: host and pid for the operator, a random part because tests run several apps in one process. */
function newHolder(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/**
 * The server's boot jobs, started after listen (`server/main.ts`) and stopped on shutdown. Every
 * process of the fleet starts them; each run is claimed in `job_runs` (`runJobOnce`), so a job runs
 * in one process per interval. Each job is tried at once, then again when the schedule says it is
 * due (or its claim lapses), never two runs of one job at a time in a process. A failed run is
 * logged and tried again at the next interval. Tests drive the clock through `runJobOnce`.
 */
export function startJobs(ctx: AppContext, log: JobLog, jobs: readonly Job[]): RunningJobs {
  const holder = newHolder();
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const current = new Map<string, Promise<void>>();
  const cycle = (job: Job) => {
    if (stopped) return;
    const turn = (async () => {
      await runJobOnce(ctx, log, job, { holder, now: Date.now() });
      if (job.everyMs === undefined || stopped) return;
      const wait = await waitForTurn(ctx, job, job.everyMs, Date.now());
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        cycle(job);
      }, wait);
      timer.unref();
      timers.add(timer);
    })();
    current.set(job.name, turn);
  };
  for (const job of jobs) cycle(job);
  const idle = async () => {
    await Promise.all(current.values());
  };
  return {
    idle,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await idle();
    },
  };
}

/**
 * Runs `job` here if this process wins its claim at `now`, and answers what happened. A periodic
 * job is due `everyMs` after the start of the fleet's last run, whichever process made it; a
 * restart does not make it due. A job without `everyMs` is start-up work (backfills, the first
 * operator's link): it runs at each process start (a restart or a deploy brings new code, and a
 * developer's restart wants the link printed again), never two at a time: a process that finds it
 * running elsewhere leaves it to that run.
 *
 * While the job runs, this process renews its claim every third of the lease; a process that
 * dies mid-run stops renewing, and once the lease lapses another process takes the job.
 */
export async function runJobOnce(ctx: AppContext, log: JobLog, job: Job, at: JobClaimant): Promise<JobOutcome> {
  const leaseMs = ctx.config.jobLeaseMs;
  const claim = { name: job.name, holder: at.holder, now: at.now, leaseMs, nextRunAt: at.now + (job.everyMs ?? 0), ifDue: job.everyMs !== undefined };
  let won: boolean;
  try {
    await ensureJobRow(ctx.db, job.name);
    won = await claimJobRun(ctx.db, claim);
  } catch (error) {
    log.error({ err: error, job: job.name }, 'job claim failed');
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
    return 'failed';
  }
  if (!won) {
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'skipped' });
    return 'skipped';
  }
  // Renewed on the wall clock from the claim's time on: a driven clock stays where the test put it.
  const startedAt = Date.now();
  const heartbeat = setInterval(() => {
    const expiresAt = at.now + (Date.now() - startedAt) + leaseMs;
    renewJobLease(ctx.db, job.name, at.holder, expiresAt).then(
      (kept) => {
        if (!kept) log.error({ job: job.name }, 'job lost its claim while running (it outlasted the lease)');
      },
      (error: unknown) => log.error({ err: error, job: job.name }, 'job claim renewal failed'),
    );
  }, leaseMs / 3);
  heartbeat.unref();
  let failure: string | null = null;
  try {
    await job.run(ctx, log);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    log.error({ err: error, job: job.name }, 'job failed');
  } finally {
    clearInterval(heartbeat);
  }
  ctx.metrics.jobRuns.inc({ job: job.name, outcome: failure === null ? 'ok' : 'failed' });
  try {
    const kept = await finishJobRun(ctx.db, job.name, at.holder, at.now + (Date.now() - startedAt), failure);
    if (!kept) log.error({ job: job.name }, 'job finished after losing its claim: another process may have run it too');
  } catch (error) {
    // The claim lapses on its own; another process takes the next run.
    log.error({ err: error, job: job.name }, 'job could not record its run');
  }
  return failure === null ? 'ok' : 'failed';
}

/** How long until the job is worth claiming again: when it is due, or when a running claim lapses; at most one interval. */
async function waitForTurn(ctx: AppContext, job: Job, everyMs: number, now: number): Promise<number> {
  try {
    const row = await findJobRun(ctx.db, job.name);
    if (!row) return MIN_WAIT_MS;
    const held = row.lease_holder !== null && row.lease_expires_at !== null && Number(row.lease_expires_at) > now;
    const due = Math.max(Number(row.next_run_at), held ? Number(row.lease_expires_at) : 0);
    return Math.min(Math.max(due - now, MIN_WAIT_MS), everyMs);
  } catch {
    // The database is away: the claim's own error is logged when the job is tried again.
    return Math.min(everyMs, ctx.config.jobLeaseMs);
  }
}
