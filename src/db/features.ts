import type { MutationName, SyncedTable } from '../contract/registry';
import type { ClientMutation, ClientTable, Feature, HistoryRows, LocalTable } from './feature';

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
  history: ReadonlyMap<SyncedTable, HistoryRows>;
} {
  const tables = new Map<SyncedTable, ClientTable>();
  const localTables = new Map<string, LocalTable>();
  const mutations = new Map<MutationName, ClientMutation>();
  const history = new Map<SyncedTable, HistoryRows>();
  for (const [file, feature] of Object.entries(features)) {
    for (const [name, table] of Object.entries(feature.tables ?? {}) as Array<[SyncedTable, ClientTable]>) {
      if (tables.has(name)) throw new Error(`Synced table ${name} is declared twice (${file})`);
      tables.set(name, table);
    }
    for (const [name, rows] of Object.entries(feature.history ?? {}) as Array<[SyncedTable, HistoryRows]>) {
      if (!feature.tables?.[name]) throw new Error(`History of ${name} is declared by a feature that does not declare the table (${file})`);
      history.set(name, rows);
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
  return { tables, localTables, mutations, history };
}

const assembled = assembleFeatures(declared);

/** Every synced table on the device, by name. */
export const CLIENT_TABLES = assembled.tables;
/** The device-only tables features declare (the sync engine's own are in db.ts). */
export const CLIENT_LOCAL_TABLES = assembled.localTables;
/** Every mutation this client may push, by name. */
export const CLIENT_MUTATIONS = assembled.mutations;
/** The synced tables whose rows older than the gate history window leave the device, and how to find those rows. */
export const CLIENT_HISTORY = assembled.history;
