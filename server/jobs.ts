import type { AppContext, Job, JobLog } from './context';
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

/**
 * The server's boot jobs, started after listen (`server/main.ts`) and stopped on shutdown:
 * each runs once now and then every `everyMs`, never two runs of one job at a time. A failed
 * run is logged and tried again at the next interval.
 */
export function startJobs(ctx: AppContext, log: JobLog, jobs: readonly Job[]): RunningJobs {
  let stopped = false;
  const timers: ReturnType<typeof setInterval>[] = [];
  const current = new Map<string, Promise<void>>();
  for (const job of jobs) {
    const run = () => {
      if (stopped) return;
      const previous = current.get(job.name) ?? Promise.resolve();
      current.set(
        job.name,
        previous.then(async () => {
          if (stopped) return;
          try {
            await job.run(ctx, log);
          } catch (error) {
            log.error({ err: error, job: job.name }, 'boot job failed');
          }
        }),
      );
    };
    run();
    if (job.everyMs !== undefined) {
      const timer = setInterval(run, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  }
  const idle = async () => {
    await Promise.all(current.values());
  };
  return {
    idle,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await idle();
    },
  };
}
