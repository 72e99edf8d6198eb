import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The stored SMS outbox: text messages kept in the database when no SMS provider is configured. */
export const smsOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sms_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_number', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sms_outbox_to').on('sms_outbox').columns(['to_number', 'created_at']).execute();
  },
};
