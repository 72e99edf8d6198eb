import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The mail outbox: every mail the server sends is a row here first, written in the transaction
 * of the write it tells about, and sent by the outbox (server/mail/outbox.service.ts) with retries.
 * The row holds the mail and nothing else: no `user_id` (an account's deletion must not take its
 * farewell mail with it). A sent row loses its body and goes after MAIL_KEEP_SENT_DAYS.
 */
export const mailOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('what', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('last_attempt_at', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
  },
};
