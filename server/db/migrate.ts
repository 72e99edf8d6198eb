import { PostgresAdapter, sql, type QueryCreator } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import type { Database } from './schema';
import { LEGACY_MIGRATION_NAMES, allMigrations } from './migrations';

/** Kysely's record of the migrations a database has run. */
const MIGRATION_TABLE = 'kysely_migration';
type MigrationTables = { [MIGRATION_TABLE]: { name: string; timestamp: string } };

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return allMigrations();
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's current schema. Without naming
  // it, Kysely looks for them in every schema and, when another schema already has them (test
  // suites booting side by side, each in its own schema), skips creating them here.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  await renameLegacyMigrations(db, schema);
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Renames the rows of migrations that ran under a legacy name (LEGACY_MIGRATION_NAMES) to the
 * migrations they were split into, keeping their timestamp, all in one transaction. Kysely
 * refuses to run when a migration it has a row for is missing from the set, so this comes first.
 * A row is renamed only by the transaction that deleted it, so two servers booting at once on
 * PostgreSQL do not both insert the new names.
 */
async function renameLegacyMigrations(db: Db, schema: string | undefined): Promise<void> {
  if (!(await hasMigrationTable(db, schema))) return;
  const legacyNames = Object.keys(LEGACY_MIGRATION_NAMES);
  await db
    .withTables<MigrationTables>()
    .transaction()
    .execute(async (trx) => {
      const table: QueryCreator<Database & MigrationTables> = schema ? trx.withSchema(schema) : trx;
      const legacyRows = await table.selectFrom(MIGRATION_TABLE).select(['name', 'timestamp']).where('name', 'in', legacyNames).execute();
      for (const { name, timestamp } of legacyRows) {
        const deleted = await table.deleteFrom(MIGRATION_TABLE).where('name', '=', name).executeTakeFirst();
        if (deleted.numDeletedRows !== 1n) continue;
        const splitNames = LEGACY_MIGRATION_NAMES[name] ?? [];
        await table
          .insertInto(MIGRATION_TABLE)
          .values(splitNames.map((splitName) => ({ name: splitName, timestamp })))
          .execute();
      }
    });
}

async function hasMigrationTable(db: Db, schema: string | undefined): Promise<boolean> {
  const found = schema
    ? await sql`select 1 from information_schema.tables where table_schema = ${schema} and table_name = ${MIGRATION_TABLE}`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db);
  return found.rows.length > 0;
}

/** The migrations this server has that the database has not run (none: it is at the latest); throws when it cannot tell. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  // Unqualified: on PostgreSQL the table is in the connection's current schema, the first of its search path.
  const ran = await db.withTables<MigrationTables>().selectFrom(MIGRATION_TABLE).select('name').execute();
  const done = new Set(ran.map((row) => row.name));
  return Object.keys(allMigrations()).filter((name) => !done.has(name));
}
