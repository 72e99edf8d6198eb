import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A user's contact numbers, one row per user. */
export const contactsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contacts')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('cell', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('home', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('work', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('emergency_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('emergency_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
