import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Firebase Auth as an identity provider: which Firebase user (uid of a project) is
 * which local user. One row per link; a uid links to one local user and a local user to one uid
 * per project. The row carries `user_id`, so it is erased with the account (the Firebase user
 * itself belongs to the estate's Firebase project and stays there).
 */
export const firebaseLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('firebase_links')
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('firebase_links_pk', ['project_id', 'uid'])
      .addUniqueConstraint('firebase_links_user', ['project_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('firebase_links').execute();
  },
};
