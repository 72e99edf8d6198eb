import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { JobRunsTable } from './job-runs.tables';

/** Adds the job's row (due at once) unless another process already has. */
export async function ensureJobRow(db: Db, name: string): Promise<void> {
  await db
    .insertInto('job_runs')
    .values({ name, next_run_at: 0, runs: 0, failures: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Claims a run of the job for `holder`: one statement that changes the row only when no live
 * claim holds it and, with `ifDue`, the run is due. Concurrent claims serialise on the row
 * (PostgreSQL's row lock re-checks the conditions against the first claim's update; SQLite runs
 * one writer at a time), so exactly one process sees a row changed. Answers whether this one did.
 */
export async function claimJobRun(
  db: Db,
  claim: { name: string; holder: string; now: number; leaseMs: number; nextRunAt: number; ifDue: boolean },
): Promise<boolean> {
  const { name, holder, now, leaseMs, nextRunAt } = claim;
  const result = await db
    .updateTable('job_runs')
    .set({
      lease_holder: holder,
      lease_expires_at: now + leaseMs,
      next_run_at: nextRunAt,
      last_started_at: now,
      runs: sql<number>`runs + 1`,
    })
    .where('name', '=', name)
    .$if(claim.ifDue, (q) => q.where('next_run_at', '<=', now))
    .where((eb) => eb.or([eb('lease_holder', 'is', null), eb('lease_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the holder's claim on: answers false when the claim is no longer the holder's. */
export async function renewJobLease(db: Db, name: string, holder: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({ lease_expires_at: expiresAt })
    .where('name', '=', name)
    .where('lease_holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the holder's run: the claim is released and the outcome kept. Answers false when the claim was lost meanwhile. */
export async function finishJobRun(db: Db, name: string, holder: string, finishedAt: number, error: string | null): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({
      lease_holder: null,
      lease_expires_at: null,
      last_finished_at: finishedAt,
      last_error: error,
      failures: error === null ? sql<number>`failures` : sql<number>`failures + 1`,
    })
    .where('name', '=', name)
    .where('lease_holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The job's row: when it is due and who holds it. */
export async function findJobRun(db: Db, name: string): Promise<JobRunsTable | undefined> {
  return db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirst();
}
