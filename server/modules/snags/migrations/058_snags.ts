import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Maintenance requests ("snags"): the requests (the reporter's `user_id`: they go with that
 * account; the case number unique per estate) and each estate's last case number.
 */
export const snagsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('snags')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('case_number', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('snags_estate_case').on('snags').columns(['estate_id', 'case_number']).unique().execute();
    await db.schema.createIndex('snags_user').on('snags').column('user_id').execute();

    await db.schema
      .createTable('snag_counters')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('last_case', 'integer', (c) => c.notNull())
      .execute();
  },
};
