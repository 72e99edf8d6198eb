import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A unit's details the manager keeps (issue 25, units): its block and type, and when it was
 * archived (0 while in use). The `units` table is the core module's; its DDL has lived with the
 * people module since 050, so its changes do too.
 */
export const unitDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('units')
      .addColumn('block', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('units')
      .addColumn('unit_type', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('units')
      .addColumn('archived_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
