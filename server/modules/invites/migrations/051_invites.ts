import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Invites and passes (spec 2 visitors; the gate passes every invite, associate and letting guest
 * gets): the estate's invite settings, visitor invites, the signed passes and their uses at the
 * gate; the unit's count of visitor invites today. Times in epoch ms unless noted; booleans 0/1.
 */
export const invitesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invite_settings')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('resident_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('type_id', 'integer', (c) => c.notNull())
      .addColumn('type_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visitor_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visitor_phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visitor_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('date_start', 'text', (c) => c.notNull())
      .addColumn('date_end', 'text', (c) => c.notNull())
      .addColumn('day_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('multi_entry', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('zone_ids', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('regular_visitor_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pass_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('purged_at', 'bigint')
      .execute();
    await db.schema.createIndex('invites_unit').on('invites').columns(['estate_id', 'unit_no', 'status']).execute();
    await db.schema.createIndex('invites_owner').on('invites').column('owner_id').execute();
    await db.schema.createIndex('invites_ends').on('invites').columns(['status', 'ends_at']).execute();

    await db.schema
      .createTable('passes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('holder_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('pin', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pin_hash', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link_token', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'bigint', (c) => c.notNull())
      .addColumn('valid_to', 'bigint', (c) => c.notNull())
      .addColumn('max_entries', 'integer', (c) => c.notNull())
      .addColumn('entries_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('zone_ids', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('weekly_times', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('gate_dropped', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('passes_link_token').on('passes').column('link_token').unique().execute();
    await db.schema.createIndex('passes_subject').on('passes').columns(['estate_id', 'subject_id']).execute();
    await db.schema.createIndex('passes_pin').on('passes').columns(['estate_id', 'pin_hash']).execute();
    await db.schema.createIndex('passes_valid_to').on('passes').columns(['gate_dropped', 'valid_to']).execute();
    await db.schema.createIndex('passes_owner').on('passes').column('owner_id').execute();

    await db.schema
      .createTable('pass_uses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('pass_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scanned_at', 'bigint', (c) => c.notNull())
      .addColumn('guard_user_id', 'text', (c) => c.notNull())
      .addColumn('conflict', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('holder_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pass_uses_pass').on('pass_uses').columns(['pass_id', 'decision', 'scanned_at']).execute();
    await db.schema.createIndex('pass_uses_estate').on('pass_uses').columns(['estate_id', 'scanned_at']).execute();

    // The unit's visitor invites of one day (spec 2 daily limit), counted with the unit's row locked.
    await db.schema
      .alterTable('units')
      .addColumn('visitor_invites_day', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('units')
      .addColumn('visitor_invites_used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
