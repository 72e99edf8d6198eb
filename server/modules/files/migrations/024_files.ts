import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Uploaded files: the row says who owns it, its type and size; the bytes are in the file store. */
export const filesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('files_owner').on('files').column('owner_id').execute();
  },
};
