import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Facility bookings and the lagoon (spec 3): the estate's bookable services and their
 * resources (opening hours per weekday as JSON, capacity, slot step, shortest booking), the
 * lagoon's configuration (JSON per estate), the bookings (the customer's `user_id`: they go with
 * that account) and the people registered for a lagoon booking once it is confirmed (spec
 * 'Associate booking record'). Dates 'YYYY-MM-DD' and times 'HH:mm' in estate time; other
 * times epoch ms; amounts cents; booleans 0/1.
 */
export const bookingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('booking_services')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('booking_services_estate').on('booking_services').column('estate_id').execute();

    await db.schema
      .createTable('booking_resources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('service_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('availability', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('slot_minutes', 'integer', (c) => c.notNull())
      .addColumn('min_minutes', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      // Order within the service: the lagoon's first resource is its access (it counts people).
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('booking_resources_service').on('booking_resources').columns(['service_id', 'position']).execute();

    await db.schema
      .createTable('lagoon_config')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('bookings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('service_id', 'text', (c) => c.notNull())
      // The facility's resource ('' for the lagoon, whose lines name its resources).
      .addColumn('resource_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('booking_date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      // JSON: [{ id, name, quantity }] (the facility's one resource, or the lagoon's services).
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visitor_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visitor_phone', 'text', (c) => c.notNull().defaultTo(''))
      // JSON: [{ id, displayName, photoURL, isPrimary }] (the lagoon's people).
      .addColumn('people', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('rejection_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('payment', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('invite_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bookings_resource_day').on('bookings').columns(['resource_id', 'booking_date']).execute();
    await db.schema.createIndex('bookings_estate_kind_day').on('bookings').columns(['estate_id', 'kind', 'booking_date']).execute();
    await db.schema.createIndex('bookings_user').on('bookings').column('user_id').execute();
    await db.schema.createIndex('bookings_payment').on('bookings').columns(['payment', 'created_at']).execute();

    // One row per person a confirmed lagoon booking brings (spec 'Associate booking record'):
    // `owner_id` the booking's customer, `user_id` a primary owner's account ('' for an associate).
    await db.schema
      .createTable('lagoon_registrations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('booking_date', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('associate_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_primary', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lagoon_registrations_booking').on('lagoon_registrations').column('booking_id').execute();
    await db.schema.createIndex('lagoon_registrations_unit_day').on('lagoon_registrations').columns(['estate_id', 'unit_no', 'booking_date']).execute();
  },
};
