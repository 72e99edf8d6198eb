import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The membership log: every change of a person's membership of an estate (approved, declined,
 * moved in or out, unit or role changed, ownership transferred, invitation accepted, removed),
 * who acted, the role and unit before and after, the reason. No `user_id` column: the rows are the
 * estate's record and stay when the person or the acting manager deletes their account (their
 * names are blanked then, see membership-log.service.ts).
 */
export const membershipLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('membership_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('person_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('person_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('role_before', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_before', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('role_after', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_after', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('membership_log_estate').on('membership_log').columns(['estate_id', 'created_at']).execute();
    await db.schema.createIndex('membership_log_person').on('membership_log').column('person_id').execute();
    await db.schema.createIndex('membership_log_actor').on('membership_log').column('actor_id').execute();
  },
};
