import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Facilities the estate manager creates (issue 25 item 4): a facility's price per booking (cents,
 * 0 free), its rules text, its photos (JSON array of '/sdk/files/<id>' URLs, the first is its
 * `image_url`) and whether it is archived (no longer listed nor bookable; its bookings stay).
 */
export const facilityAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('booking_services')
      .addColumn('price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('booking_services')
      .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('booking_services')
      .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('booking_services')
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
