import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** People and their roles at estates (a user holds at most one of each role per estate). */
export const usersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('mobile_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('default_estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('access_control', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_roles_user').on('user_roles').column('user_id').execute();
    await db.schema.createIndex('user_roles_unique').on('user_roles').columns(['user_id', 'estate_id', 'role_name']).unique().execute();
  },
};
