import type { Migration } from 'kysely/migration';
import type { Module } from '../../context';
import { modules } from '../../modules';

/**
 * Legacy names: migrations that earlier versions ran under one name and that are now split per
 * area, each mapped to the migrations that hold exactly its DDL, in order. A database that ran
 * a legacy migration has its row in `kysely_migration` renamed to these names (same timestamp)
 * before the migrator runs, so it counts them as done. No new name reuses a legacy one, so a
 * row with a legacy name is always one still to rename.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, readonly string[]>> = {
  '001_foundation': ['001_users', '002_estates', '003_auth', '004_mailbox', '005_contacts', '006_content', '007_directory', '008_sync'],
  '020_profile': ['020_profile_details', '021_accounts', '022_addresses', '023_vehicles', '024_files', '025_devices'],
  '030_notifications': ['031_notifications', '032_account_deletion'],
};

/**
 * The one migration set, assembled from the migrations each module declares (`Module.migrations`,
 * files in the module's `migrations/` folder) and run in name order on SQLite and PostgreSQL
 * alike. A name declared by two modules, or reusing a legacy name, stops the server at boot.
 */
export function assembleMigrations(list: readonly Module[]): Record<string, Migration> {
  const owners = new Map<string, string>();
  const found: Array<[string, Migration]> = [];
  for (const module of list) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      const owner = owners.get(name);
      if (owner !== undefined) throw new Error(`Migration ${name} is declared by two modules (${owner} and ${module.name})`);
      if (name in LEGACY_MIGRATION_NAMES) throw new Error(`Migration ${name} (module ${module.name}) reuses a legacy migration name`);
      owners.set(name, module.name);
      found.push([name, migration]);
    }
  }
  return Object.fromEntries(found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every module's migrations. Dialect-neutral types only: text, integer (0/1 booleans too), bigint
 * (epoch ms and sync versions). A new migration gets a name that sorts after the last shipped
 * one; a shipped migration is never edited or renamed (databases in the field have run it).
 */
let assembled: Record<string, Migration> | undefined;
/**
 * Assembled on first use, not at import: the module list imports the health module, whose
 * readiness route reads the migrations, so at this file's evaluation the list may not exist yet.
 */
export function allMigrations(): Record<string, Migration> {
  assembled ??= assembleMigrations(modules);
  return assembled;
}
