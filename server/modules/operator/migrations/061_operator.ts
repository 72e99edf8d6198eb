import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The operators (above estates: one row per user who holds the role) and the single-use set-up
 * links that make one: only the token's sha256 is kept, with the e-mail the link is bound to
 * ('' for the first operator's link, printed at start) and when it was used.
 */
export const operatorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operators')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('operator_setup_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
  },
};
