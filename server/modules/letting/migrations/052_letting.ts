import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Regular visitors and short-term letting (spec 2): the regular visitors of a unit, the letters
 * of a letting unit and their guests, the single-use join links the resident e-mails, and the
 * unit's count of current guests. Times in epoch ms; booleans 0/1. A row's `owner_id` is the
 * resident it belongs to (it goes with that account); the visitor's or letter's own account is
 * a link (`visitor_user_id`, `letter_user_id`) that account deletion clears.
 */
export const lettingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The identity a visitor or letter gives at onboarding (never synced: ID number, documents).
    const identity = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('unit_no', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('document_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('nationality', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('face_file_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('document_front_file_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('document_back_file_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('vin_disc_file_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('vehicle_registration_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('licence_plate_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('zone_ids', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('onboarded_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .addColumn('purged_at', 'bigint');

    await identity('regular_visitors')
      .addColumn('visitor_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_at', 'bigint')
      .execute();
    await db.schema.createIndex('regular_visitors_unit').on('regular_visitors').columns(['estate_id', 'unit_no', 'status']).execute();
    await db.schema.createIndex('regular_visitors_visitor').on('regular_visitors').column('visitor_user_id').execute();
    await db.schema.createIndex('regular_visitors_owner').on('regular_visitors').column('owner_id').execute();

    await identity('letters')
      .addColumn('letter_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('under18', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('date_start', 'text', (c) => c.notNull())
      .addColumn('date_end', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('multi_entry', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pass_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('letters_unit').on('letters').columns(['estate_id', 'unit_no', 'status']).execute();
    await db.schema.createIndex('letters_letter').on('letters').column('letter_user_id').execute();
    await db.schema.createIndex('letters_owner').on('letters').column('owner_id').execute();

    await db.schema
      .createTable('letting_guests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('invite_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type_id', 'integer', (c) => c.notNull())
      .addColumn('relationship', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('document_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_minor', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guardian_first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('guardian_last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('guardian_mobile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('guardian_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address_line1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('suburb', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('zone_ids', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('face_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('document_front_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('document_back_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull())
      .addColumn('pass_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('purged_at', 'bigint')
      .execute();
    await db.schema.createIndex('letting_guests_unit').on('letting_guests').columns(['estate_id', 'unit_no', 'status']).execute();
    await db.schema.createIndex('letting_guests_owner').on('letting_guests').column('owner_id').execute();

    await db.schema
      .createTable('join_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('join_tokens_subject').on('join_tokens').columns(['kind', 'subject_id']).execute();

    // The unit's current guests, kept beside its maximum (counted with the unit's row locked).
    await db.schema
      .alterTable('units')
      .addColumn('guests_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
