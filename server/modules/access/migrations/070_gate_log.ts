import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's visitor log: one row per gate decision, whatever was shown (a resident's QR, a
 * visitor's pass, a delivery PIN), keyed by the decision's own id so a decision synced twice is
 * one row. Names only, never an ID number, a credential, a pass id, a code or a PIN; the ids of
 * the person and the guard are kept so a deleted account takes its name out. Times in epoch ms.
 */
export const gateLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gate_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('pass_kind', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('person_name', 'text', (c) => c.notNull().defaultTo(''))
      // The resident whose QR it was ('' for a pass or an unknown code).
      .addColumn('person_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('zone_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('guard_user_id', 'text', (c) => c.notNull())
      .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_at', 'bigint', (c) => c.notNull())
      .addColumn('synced_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gate_log_estate_decided').on('gate_log').columns(['estate_id', 'decided_at']).execute();
    await db.schema.createIndex('gate_log_person').on('gate_log').column('person_user_id').execute();
    await db.schema.createIndex('gate_log_guard').on('gate_log').column('guard_user_id').execute();
  },
};
