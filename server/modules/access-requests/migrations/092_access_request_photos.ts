import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The guard's photo of the visitor on a visitor access request (issue 31): `photo_url` names the
 * guard's upload ('/sdk/files/<id>', '' when none). The file stays the guard's; the unit's people
 * and the estate's gate staff may read it while a request names it (access-requests.files.ts).
 */
export const accessRequestPhotosMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('access_requests')
      .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('access_requests_photo').on('access_requests').column('photo_url').execute();
  },
};
