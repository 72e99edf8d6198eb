import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's emergency numbers the operator sets (issue 31): its control room, its ambulance
 * provider and its fire service ('' when not set: the app dials the national ambulance number and
 * 112 for fire, and lists no control room). Columns of core's `estates` table, as 062 added its others.
 */
export const estateEmergencyNumbersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['control_room_number', 'ambulance_number', 'fire_number']) {
      await db.schema
        .alterTable('estates')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  },
};
