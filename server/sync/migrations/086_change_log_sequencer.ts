import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The change log without a global write lock (docs/ARCHITECTURE.md, "Versions without a global
 * lock"). On PostgreSQL a writer inserts its changes as pending rows, numbered `-nextval` of
 * `change_log_pending` (a sequence takes no lock a writer would wait on), and the sequencer gives
 * them versions after the writer commits. On both dialects, a partial index finds the tombstones
 * the purge removes by age without reading the rest of the log.
 */
export const changeLogSequencerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`create sequence change_log_pending`.execute(db);
    await sql`create index change_log_tombstones on change_log (created_at, v) where op = 'del'`.execute(db);
  },
};
