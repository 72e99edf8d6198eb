import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A user's accounts at estates (levies). */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('account_type', 'text', (c) => c.notNull())
      .addColumn('unit_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_accounts_user').on('user_accounts').column('user_id').execute();
  },
};
