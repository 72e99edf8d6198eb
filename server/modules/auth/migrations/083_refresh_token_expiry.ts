import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sessions by their last expiry (issue 28: bounded history): the purge walks the refresh-token
 * families in id order and deletes those whose every token has expired. With this index the walk
 * reads the index alone, a page of families at a time.
 */
export const refreshTokenExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('refresh_tokens_family_expiry').on('refresh_tokens').columns(['family_id', 'expires_at']).execute();
  },
};
