import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's gate acceptance window (|t_code - now|, seconds)
 * and the maximum age of a guard's revocation list (seconds), published in accessControlConfig.
 */
export const gateClockSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('estates')
      .addColumn('gate_window_sec', 'integer', (c) => c.notNull().defaultTo(30))
      .execute();
    await db.schema
      .alterTable('estates')
      .addColumn('gate_list_max_age_sec', 'integer', (c) => c.notNull().defaultTo(72 * 3600))
      .execute();
  },
};
