import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { isPostgresAvailable, pgDatabaseUrl, runOnTestPostgres } from './helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that buildTestApp copies instead of migrating a new one. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that buildTestApp clones (CREATE DATABASE ... TEMPLATE); null when PostgreSQL is not reachable or refuses. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates one database of each dialect once per run (per vitest project), for buildTestApp to
 * copy. Measured on this machine: a new PostgreSQL schema migrated cost about 0.45 s of CPU
 * (0.1 s in the test's worker, 0.35 s in PostgreSQL) and 0.4 s of wall time, a database cloned
 * from this template 0.15 s; a SQLite file migrated about 35 ms, copied 10 ms. Every test app
 * still runs migrateToLatest on its copy (a check that finds nothing to do), and
 * tests/server/migrations.test.ts runs the migrations on old databases.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-template-'));
  const sqlite = openDb({ dataDir: dir });
  await migrateToLatest(sqlite.db);
  await sqlite.db.destroy();
  project.provide('sqliteTemplate', path.join(dir, 'estate.sqlite'));

  let pgTemplate: string | null = null;
  if (await isPostgresAvailable()) {
    const name = `estate_template_${crypto.randomBytes(6).toString('hex')}`;
    try {
      await runOnTestPostgres(`create database ${name}`);
      pgTemplate = name;
      const pg = openDb({ dataDir: dir, databaseUrl: pgDatabaseUrl(name) });
      await migrateToLatest(pg.db);
      await pg.db.destroy();
      // What buildTestApp does with it, once: clone, and drop WITH (FORCE) (PostgreSQL 13 and later).
      const probe = `${name}_probe`;
      await runOnTestPostgres(`create database ${probe} template ${name}`);
      await runOnTestPostgres(`drop database ${probe} with (force)`);
    } catch (error) {
      // Without CREATEDB (or on a server that refuses), test apps get a fresh schema each, migrated.
      console.warn(`WARNING: no PostgreSQL template database (${String(error)}); each PostgreSQL test app migrates its own schema.`);
      // Nothing is connected to these any more; without FORCE, which older servers do not know.
      for (const leftover of [`${name}_probe`, name]) await runOnTestPostgres(`drop database if exists ${leftover}`).catch(() => undefined);
      pgTemplate = null;
    }
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    if (pgTemplate) await runOnTestPostgres(`drop database if exists ${pgTemplate} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
