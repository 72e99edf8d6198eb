import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Invitations by e-mail to a role at an estate: only the token's hash is kept; a row is open
 * until accepted, revoked or past `expires_at`. At most one open invitation per e-mail, estate
 * and role (a repeat revokes the open one, in the service).
 */
export const staffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint')
      .addColumn('accepted_by', 'text')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('staff_invitations_token').on('staff_invitations').column('token_hash').unique().execute();
    await db.schema.createIndex('staff_invitations_estate').on('staff_invitations').columns(['estate_id', 'email']).execute();
  },
};
