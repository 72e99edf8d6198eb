import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate settings the operator edits that had no column: time zone, street and postal code,
 * contact numbers and e-mail, help link, and when the estate was archived (null: active).
 * The `estates` table is the core module's (core.tables.ts); core has no migrations folder, so
 * this one lives with the operator module that introduced the columns.
 */
export const estateSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('estates')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Africa/Johannesburg'))
      .execute();
    for (const column of ['street', 'postal_code', 'contact_numbers', 'contact_email', 'help_url']) {
      await db.schema
        .alterTable('estates')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema.alterTable('estates').addColumn('archived_at', 'bigint').execute();
  },
};
