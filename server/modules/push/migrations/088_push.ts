import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Web Push (issue 29): each device's subscription (one per user and device, bound to the session
 * that made it), the push outbox (durable like the mail outbox: a row written in the transaction of
 * the notification it carries, sent after the commit with retries), each user's categories, and
 * the VAPID key pair a server generates for itself outside production (one row).
 */
export const pushMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('push_subscriptions_user_device', ['user_id', 'device_id'])
      .execute();
    await db.schema.createIndex('push_subscriptions_endpoint').on('push_subscriptions').column('endpoint').execute();
    await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_id').execute();

    await db.schema
      .createTable('push_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('urgency', 'text', (c) => c.notNull())
      .addColumn('ttl_s', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('last_attempt_at', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['state', 'next_attempt_at']).execute();
    await db.schema.createIndex('push_outbox_subscription').on('push_outbox').column('subscription_id').execute();
    await db.schema.createIndex('push_outbox_user').on('push_outbox').column('user_id').execute();

    await db.schema
      .createTable('push_preferences')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('categories', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('push_vapid_keys')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
