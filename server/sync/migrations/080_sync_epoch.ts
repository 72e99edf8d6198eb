import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The database's sync epoch: empty until the database is restored from a backup, then a new
 * random value at each restore (`npm run migrate -- --restored`). Pull folds it into the scope
 * hash, so every client's next pull answers `reset` and it re-bootstraps: its cursor and rows
 * may be ahead of the restored log, and versions after the restore would reuse numbers it has seen.
 */
export const syncEpochMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sync_state')
      .addColumn('epoch', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
