import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Phone-verification codes sent by SMS: hashed, single use, limited life and attempts (like the delete-account codes). */
export const phoneVerificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('phone_verification_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('phone_verification_codes_user').on('phone_verification_codes').columns(['user_id', 'issued_at']).execute();
  },
};
