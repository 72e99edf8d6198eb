import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * People at a unit (spec 2): units and their allowances, the estate's people configuration,
 * associates, requests to the estate manager, consent records, the log of identity views and
 * the users' own identity onboarding, and the faces enrolled at an external face service when the
 * server has one. Times in epoch ms; booleans 0/1.
 */
export const peopleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('units')
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('stand_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_letting', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_associates', 'integer', (c) => c.notNull())
      .addColumn('max_visitors', 'integer', (c) => c.notNull())
      .addColumn('max_guests', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('units_pk', ['estate_id', 'unit_no'])
      .execute();

    await db.schema
      .createTable('people_config')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('associates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('type_id', 'integer', (c) => c.notNull())
      .addColumn('type_name', 'text', (c) => c.notNull())
      .addColumn('relationship', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
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
      .addColumn('access_times', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull())
      .addColumn('document_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('face_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('document_front_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('document_back_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('face_deferred', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_delegate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delegate_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('consent_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'bigint')
      .addColumn('purged_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('associates_unit').on('associates').columns(['estate_id', 'unit_no', 'status']).execute();
    await db.schema.createIndex('associates_owner').on('associates').column('owner_id').execute();

    await db.schema
      .createTable('unit_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('associate_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('associate_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('requested_by_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('unit_requests_unit').on('unit_requests').columns(['estate_id', 'unit_no', 'status']).execute();

    await db.schema
      .createTable('consents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('given_by', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('consents_subject').on('consents').columns(['subject_kind', 'subject_id']).execute();

    await db.schema
      .createTable('identity_views')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('associate_id', 'text', (c) => c.notNull())
      .addColumn('what', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('identity_views_associate').on('identity_views').column('associate_id').execute();

    await db.schema
      .createTable('face_enrolments')
      .addColumn('file_id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('own_onboarding')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('face_file_id', 'text', (c) => c.notNull())
      .addColumn('consent_id', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
