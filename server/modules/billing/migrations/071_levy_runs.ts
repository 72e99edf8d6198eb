import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Levy runs: each CSV import of bills is a run, and every bill keeps the run that last wrote it
 * and what of it the account's APPROVED levy payments cover (oldest bill first), so the manager
 * sees who has paid each run. Bills written before runs existed are grouped into one run per
 * estate and write time (an import wrote all its lines at one time), marked `stale` so the
 * billing module's boot computes what was paid of them.
 */
export const levyRunsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('levy_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .addColumn('imported_by', 'text', (c) => c.notNull().defaultTo(''))
      // 1: what was paid of its bills is still to be computed (the boot does it).
      .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('levy_runs_estate').on('levy_runs').columns(['estate_id', 'imported_at']).execute();
    await db.schema
      .alterTable('bills')
      .addColumn('run_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('bills')
      .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('bills')
      .addColumn('paid_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('bills_run').on('bills').columns(['run_id']).execute();

    await groupBillsIntoRuns(db);
  },
};

/**
 * The bills of no run (those imported before runs existed): one run per estate and write time,
 * marked stale so the billing module's boot computes what was paid of them.
 */
export async function groupBillsIntoRuns(db: Kysely<unknown>): Promise<void> {
  const groups = await sql<{ estate_id: number; created_at: number | string }>`select distinct estate_id, created_at from bills where run_id = ''`.execute(db);
  for (const group of groups.rows) {
    const estateId = Number(group.estate_id);
    const at = Number(group.created_at);
    const id = `run-${estateId}-${at}`;
    await sql`insert into levy_runs (id, estate_id, imported_at, imported_by, stale) values (${id}, ${estateId}, ${at}, '', 1)`.execute(db);
    await sql`update bills set run_id = ${id} where estate_id = ${estateId} and created_at = ${at} and run_id = ''`.execute(db);
  }
}
