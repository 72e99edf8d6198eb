import type { SyncedTable } from '../contract/registry';
import type { FeatureStores, LocalTable, TableStore } from './feature';

/**
 * The Dexie schema, assembled from every feature's stores (`src/features/<area>/<area>.stores.ts`,
 * found by Vite at build time). Opening the database needs only this: the contract's row schemas,
 * the mutations and their messages (`<area>.feature.ts`, `src/db/features.ts`) load with the sync
 * engine and the screens that write. A table declared twice stops the app at load.
 */
const declared = import.meta.glob<FeatureStores>('../features/*/*.stores.ts', { eager: true, import: 'stores' });

export function assembleStores(features: Record<string, FeatureStores>): {
  tables: ReadonlyMap<SyncedTable, TableStore>;
  localTables: ReadonlyMap<string, LocalTable>;
} {
  const tables = new Map<SyncedTable, TableStore>();
  const localTables = new Map<string, LocalTable>();
  for (const [file, stores] of Object.entries(features)) {
    for (const [name, table] of Object.entries(stores.tables ?? {}) as Array<[SyncedTable, TableStore]>) {
      if (tables.has(name)) throw new Error(`Synced table ${name} is declared twice (${file})`);
      tables.set(name, table);
    }
    for (const [name, table] of Object.entries(stores.localTables ?? {}) as Array<[string, LocalTable]>) {
      if (localTables.has(name) || tables.has(name as SyncedTable)) throw new Error(`Table ${name} is declared twice (${file})`);
      localTables.set(name, table);
    }
  }
  return { tables, localTables };
}

const assembled = assembleStores(declared);

/** How every synced table is stored on the device, by name. */
export const STORED_TABLES = assembled.tables;
/** The device-only tables features declare (the sync engine's own are in db.ts). */
export const STORED_LOCAL_TABLES = assembled.localTables;
