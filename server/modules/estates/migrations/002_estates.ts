import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Estates, the role catalogue, the home tiles per estate and role, and app-wide settings. */
export const estatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('estates')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('suburb', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('support_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('qr_code_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('qr_code_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('qr_code_key_iv', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('encryption_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revert_to_offline', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('access_message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('refresh_interval', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('roles')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('tiles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tiles_estate_role').on('tiles').columns(['estate_id', 'role_name']).execute();

    await db.schema
      .createTable('app_config')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
