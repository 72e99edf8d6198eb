import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's home-category settings (issue 32; spec 3 section 6): whether Home shows the
 * home-category tiles, and the roles that keep the ordinary home tiles (a JSON array of role
 * names), with the manager who last set them. No row: the app-wide theme setting applies.
 */
export const homeCategorySettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('home_category_settings')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('tiles_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('except_roles', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
