import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The stored mailbox: mail kept in the database when no SMTP server is configured. */
export const mailboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mailbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mailbox_to').on('mailbox').columns(['to_address', 'created_at']).execute();
  },
};
