import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A user's addresses. */
export const addressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('address_type', 'text', (c) => c.notNull())
      .addColumn('stand_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('street_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('street_name', 'text', (c) => c.notNull())
      .addColumn('suburb', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('longitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('latitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_addresses_user').on('user_addresses').column('user_id').execute();
  },
};
