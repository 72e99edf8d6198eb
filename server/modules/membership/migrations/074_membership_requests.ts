import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Membership requests (issue 26): a sign-up's wish to join an estate (the person's `user_id`:
 * the request goes with their account), what the estate's manager decided, and what was given.
 */
export const membershipRequestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('membership_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('unit_claimed', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('granted_role', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('granted_unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('membership_requests_user').on('membership_requests').column('user_id').execute();
    await db.schema.createIndex('membership_requests_estate').on('membership_requests').columns(['estate_id', 'status']).execute();
  },
};
