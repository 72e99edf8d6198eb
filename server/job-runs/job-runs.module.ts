import type { Module } from '../context';
import { jobRunsMigration } from './migrations/077_job_runs';
// Adds the job schedule's table to Database (declaration merging).
import './job-runs.tables';

/** The fleet's schedule of periodic jobs, which server/jobs.ts claims runs from; no routes. */
export const jobRunsModule: Module = {
  name: 'job-runs',
  migrations: { '077_job_runs': jobRunsMigration },
};
