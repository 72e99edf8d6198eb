import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Notifications, one row per recipient. */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_details', 'text')
      .addColumn('action_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('action_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('approval_uid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();
  },
};
