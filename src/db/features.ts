import type { MutationName, SyncedTable } from '../contract/registry';
import type { ClientMutation, ClientTable, Feature, LocalKeep, LocalTable } from './feature';

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
  keep: ReadonlyMap<SyncedTable, LocalKeep>;
} {
  const tables = new Map<SyncedTable, ClientTable>();
  const localTables = new Map<string, LocalTable>();
  const mutations = new Map<MutationName, ClientMutation>();
  const keep = new Map<SyncedTable, LocalKeep>();
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
    for (const [name, rule] of Object.entries(feature.keep ?? {}) as Array<[SyncedTable, LocalKeep]>) {
      if (feature.tables?.[name] === undefined) throw new Error(`Table ${name} is aged out by a feature that does not declare it (${file})`);
      if (!feature.tables[name].indexes.includes(rule.index))
        throw new Error(`Table ${name} is aged out by ${rule.index}, which is not one of its indexes (${file})`);
      keep.set(name, rule);
    }
  }
  return { tables, localTables, mutations, keep };
}

const assembled = assembleFeatures(declared);

/** Every synced table on the device, by name. */
export const CLIENT_TABLES = assembled.tables;
/** The device-only tables features declare (the sync engine's own are in db.ts). */
export const CLIENT_LOCAL_TABLES = assembled.localTables;
/** Every mutation this client may push, by name. */
export const CLIENT_MUTATIONS = assembled.mutations;
/** How long the device keeps the rows of the tables whose features say so (src/sync/age-out.ts). */
export const CLIENT_KEEP = assembled.keep;
