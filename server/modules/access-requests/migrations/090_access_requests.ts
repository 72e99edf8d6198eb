import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Visitor access requests (issue 29): a guard asks a unit's residents to let a visitor in; the
 * first answer stands. Read by id, by estate and time (the guard consoles, the purge).
 */
export const accessRequestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('access_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('visitor_name', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('guard_user_id', 'text', (c) => c.notNull())
      .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('answered_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('answered_by_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('answered_at', 'bigint')
      .execute();
    await db.schema.createIndex('access_requests_estate_created').on('access_requests').columns(['estate_id', 'created_at']).execute();
    await db.schema.createIndex('access_requests_guard').on('access_requests').column('guard_user_id').execute();
    await db.schema.createIndex('access_requests_answered_by').on('access_requests').column('answered_by').execute();
  },
};
