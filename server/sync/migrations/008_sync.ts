import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Sync: the version counter (one row), the change log and each client's last mutation id. */
export const syncMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sync_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('min_version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into sync_state (id, version, min_version) values (1, 0, 0)`.execute(db);

    await db.schema
      .createTable('change_log')
      .addColumn('v', 'bigint', (c) => c.primaryKey())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('tbl', 'text', (c) => c.notNull())
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('op', 'text', (c) => c.notNull())
      .addColumn('data', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('change_log_scope_v').on('change_log').columns(['scope', 'v']).execute();
    await db.schema.createIndex('change_log_row').on('change_log').columns(['tbl', 'row_id', 'scope']).execute();

    await db.schema
      .createTable('sync_clients')
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('last_mutation_id', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
