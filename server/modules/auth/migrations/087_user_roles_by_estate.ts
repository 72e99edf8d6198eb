import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The role rows by estate: counting an estate's members (an estate-wide notice says how many it
 * reached) and listing them read one estate's rows, not every estate's, on a deployment of many.
 */
export const userRolesByEstateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('user_roles_estate').on('user_roles').columns(['estate_id', 'user_id']).execute();
  },
};
