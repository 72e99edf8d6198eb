import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Estate-wide notices (issue 28): one row per notice, not one per member, and each member's own
 * read state beside it (no row: unread). The notice has no user id: it stays when an account goes;
 * a member's read row carries theirs, so it goes with the account and is in their export.
 */
export const estateNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('estate_notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('estate_notices_estate_created').on('estate_notices').columns(['estate_id', 'created_at']).execute();
    await db.schema
      .createTable('estate_notice_reads')
      .addColumn('notice_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('estate_notice_reads_pk', ['notice_id', 'user_id'])
      .execute();
    await db.schema.createIndex('estate_notice_reads_user').on('estate_notice_reads').column('user_id').execute();
  },
};
