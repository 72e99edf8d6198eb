import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Verified e-mail addresses (issue 26). `users.email_verified` (0/1): nothing is bound to an
 * address (a delegate, an invitation, a letting role, a membership request shown to the managers)
 * until it is 1. Every account that exists when this runs is counted verified (the demo and the
 * accounts of a running estate); new rows default to unverified.
 *
 * `email_verifications`: what sign-up's mail carries, a link token and a 6-digit code, each stored
 * only as a hash; the wrong codes tried (`attempts`) are counted per row; one row per mail, used
 * once (`used_at`) or dead at `expires_at`. The row carries `user_id`, so it goes with the account.
 */
export const emailVerificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update users set email_verified = 1`.execute(db);

    await db.schema
      .createTable('email_verifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('email_verifications_user').on('email_verifications').column('user_id').execute();
  },
};
