import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

// int8 (bigint) columns come back from pg as strings; every bigint here is an epoch-ms time
// or a sync version, both well inside Number's safe range.
pg.types.setTypeParser(20, (value: string) => Number(value));

export type OpenDbOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  pgSchema?: string;
};

export function openDb(options: OpenDbOptions): { db: Db; dialect: DbDialect } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'estate.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}

/** True when the error is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
