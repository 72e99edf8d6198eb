import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A user's vehicles. */
export const vehiclesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vehicles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('make', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('colour', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('year', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('registration_number', 'text', (c) => c.notNull())
      .addColumn('vin_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('license_disc_photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('car_photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vehicles_user').on('vehicles').column('user_id').execute();
  },
};
