import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A user's profile details beyond the user row: one JSON document per user. */
export const profileDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_details')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
