/**
 * A periodic job's place in the fleet's schedule (server/jobs.ts). Times are epoch milliseconds of
 * the clock of the process that wrote them.
 */
export interface JobRunsTable {
  /** The job's name (`Job.name`), unique across the modules. */
  name: string;
  /** When the next run is due; 0 for a job that has never run. */
  next_run_at: number;
  /** The process running it now (host, pid and a random part), or null. */
  lease_holder: string | null;
  /** When that process's claim lapses unless it renews it; null with no holder. */
  lease_expires_at: number | null;
  last_started_at: number | null;
  last_finished_at: number | null;
  /** Why the last run failed; null when it succeeded. */
  last_error: string | null;
  /** Runs started (claims won) and runs that failed, over the job's life. */
  runs: number;
  failures: number;
}

/** The Kysely tables of the job schedule, part of `Database` (server/db/schema.ts). */
export interface JobRunsTables {
  job_runs: JobRunsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../db/schema' {
  interface Database extends JobRunsTables {}
}
