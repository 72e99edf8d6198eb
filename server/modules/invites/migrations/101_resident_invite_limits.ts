import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A resident's own visitor invites at an estate (issue 32, spec 2 section 6: invitesDisabled,
 * maximumVisitors), set by the estate manager, and the count of the day they sent.
 */
export const residentInviteLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('resident_invite_limits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('invites_disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maximum_visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('invites_day', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('invites_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('resident_invite_limits_user').on('resident_invite_limits').columns(['user_id']).execute();
  },
};
