import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The notifications by age (issue 28: bounded history): the purge deletes those older than the
 * spec's 30 days, oldest first, in batches; without this index each batch would read the table.
 */
export const notificationsCreatedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();
  },
};
