import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The gate a visitor access request was asked from (issue 31): `gate_name` is the name of the
 * access zone the guard's console stands at when the request was made ('' when none was chosen),
 * shown on the resident's page ('at Main Gate') and the guard's list.
 */
export const accessRequestZoneMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('access_requests')
      .addColumn('gate_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
