import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The fleet's schedule of periodic jobs (server/jobs.ts): one row per job name, claimed by one
 * process per run. `next_run_at` is when a run is due; `lease_holder` and `lease_expires_at` name
 * the process running it now (null when none). The other columns are for the operator.
 */
export const jobRunsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_runs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_run_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_holder', 'text')
      .addColumn('lease_expires_at', 'bigint')
      .addColumn('last_started_at', 'bigint')
      .addColumn('last_finished_at', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
