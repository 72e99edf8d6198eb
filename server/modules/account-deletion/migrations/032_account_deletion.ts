import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Delete-account one-time codes: hashed, single use, limited life and attempts. */
export const accountDeletionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delete_account_otps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('delete_account_otps_user').on('delete_account_otps').columns(['user_id', 'issued_at']).execute();
  },
};
