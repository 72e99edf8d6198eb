import type { MutationName, SyncedTable } from '../contract/registry';
import type { ClientMutation, ClientTable, Feature, LocalTable } from './feature';

/**
 * The client's runtime maps, assembled from every feature's declaration
 * (`src/features/<area>/<area>.feature.ts`, found by Vite at build time: no list to keep).
 * A table or mutation declared twice stops the app at load.
 */
const declared = import.meta.glob<Feature>('../features/*/*.feature.ts', { eager: true, import: 'feature' });

export function assembleFeatures(features: Record<string, Feature>): {
  tables: ReadonlyMap<SyncedTable, ClientTable>;
  localTables: ReadonlyMap<string, LocalTable>;
  mutations: ReadonlyMap<MutationName, ClientMutation>;
} {
  const tables = new Map<SyncedTable, ClientTable>();
  const localTables = new Map<string, LocalTable>();
  const mutations = new Map<MutationName, ClientMutation>();
  for (const [file, feature] of Object.entries(features)) {
    for (const [name, table] of Object.entries(feature.tables ?? {}) as Array<[SyncedTable, ClientTable]>) {
      if (tables.has(name)) throw new Error(`Synced table ${name} is declared twice (${file})`);
      tables.set(name, table);
    }
    for (const [name, table] of Object.entries(feature.localTables ?? {}) as Array<[string, LocalTable]>) {
      if (localTables.has(name) || tables.has(name as SyncedTable)) throw new Error(`Table ${name} is declared twice (${file})`);
      localTables.set(name, table);
    }
    for (const [name, mutation] of Object.entries(feature.mutations ?? {}) as Array<[MutationName, ClientMutation]>) {
      if (mutations.has(name)) throw new Error(`Mutation ${name} is declared twice (${file})`);
      mutations.set(name, mutation);
    }
  }
  return { tables, localTables, mutations };
}

const assembled = assembleFeatures(declared);

/** Every synced table on the device, by name. */
export const CLIENT_TABLES = assembled.tables;
/** The device-only tables features declare (the sync engine's own are in db.ts). */
export const CLIENT_LOCAL_TABLES = assembled.localTables;
/** Every mutation this client may push, by name. */
export const CLIENT_MUTATIONS = assembled.mutations;
