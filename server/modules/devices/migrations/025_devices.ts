import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The devices a user signs in from, one row per user and device id. */
export const devicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('devices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('base_os', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tablet', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();
  },
};
