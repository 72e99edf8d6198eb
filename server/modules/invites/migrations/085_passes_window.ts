import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The gate history search (issue 28) pages through an estate's passes by the start of their
 * window, newest first: an index on the estate and that start.
 */
export const passesWindowMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('passes_estate_window').on('passes').columns(['estate_id', 'valid_from']).execute();
  },
};
