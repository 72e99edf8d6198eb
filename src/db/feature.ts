import type * as v from 'valibot';
import type { ArgsSchema, MutationName, MutationSchema, SyncedKey, SyncedTable, SyncedTableDecl, SyncedTableRegistry } from '../contract/registry';
import type { EstateDb } from './db';

/**
 * What a client feature declares in `src/features/<area>/<area>.feature.ts` (found by
 * `src/db/features.ts`): its synced tables (the Dexie stores are derived from them) and its
 * mutations (argument schema and optimistic write together). These files are read by the
 * page and the service worker alike: they import contract and domain code only, never React.
 */

/** The version that renamed the synced rows' `EstateID` and `estateID` to `estateId` (keys and indexes with them). */
export const ESTATE_ID_VERSION = 8;

/**
 * How a table was stored before a shipped version changed its key or indexes (version 8 renamed `EstateID` and
 * `estateID` to `estateId`): the version blocks before `until` keep this, and `until` moves the rows over.
 */
export type FormerStore = {
  /** The version that stores the table as declared now. */
  readonly until: number;
  /** The key field before (when it changed). */
  readonly key?: string;
  /** The index specs before. */
  readonly indexes: readonly string[];
};

/** How a synced table is stored on the device: its key field, the Dexie version it appeared in and its indexes besides the key. */
export type TableStore<K extends string = string> = {
  readonly key: K;
  /** The database version that added the table (a new table takes the next version). */
  readonly since: number;
  /** Dexie index specs after the primary key, e.g. `'[estateId+unitNo]'`. */
  readonly indexes: readonly string[];
  /** How the shipped versions before `former.until` stored it. */
  readonly former?: FormerStore;
};

/** Declares how a synced table is stored (key field, version, indexes, and how shipped versions stored it when that changed). */
export function tableStore<K extends string>(key: K, since: number, indexes: readonly string[] = [], former?: FormerStore): TableStore<K> {
  return former ? { key, since, indexes, former } : { key, since, indexes };
}

/**
 * What a feature declares in `src/features/<area>/<area>.stores.ts` (found by `src/db/schema.ts`):
 * the Dexie stores of its synced and device-only tables, all that opening the database needs.
 * These files import nothing at run time but this file, so the first load carries the schema
 * without the contract's row schemas; the key field is checked against the contract by type.
 */
export type FeatureStores = {
  tables?: { readonly [T in SyncedTable]?: TableStore<SyncedKey<T>> };
  localTables?: { readonly [T in keyof LocalTableRegistry]?: LocalTable };
};

/** A feature's stores (typed; the object itself is what `schema.ts` collects). */
export function defineStores<const S extends FeatureStores>(stores: S): S {
  return stores;
}

/** A synced table on the device: the contract's declaration and how it is stored. */
export type ClientTable<T extends SyncedTable = SyncedTable> = SyncedTableRegistry[T] & Omit<TableStore, 'key'>;

/** A synced table's client half: the contract's declaration with its store from the feature's `<area>.stores.ts`. */
export function clientTable<D extends SyncedTableDecl>(decl: D, store: TableStore<D['key']>): D & Omit<TableStore, 'key'> {
  return { ...decl, ...store };
}

/** What an optimistic write may use: the database (only meta, outbox, shadows and the synced tables are in its transaction) and the signed-in user. */
export type MutationContext = { db: EstateDb; userId: string };

/**
 * What a mutation's optimistic write needs that its args do not carry (names the screen shows,
 * the guard on duty), by mutation name. The feature that declares the mutation adds its entry
 * by declaration merging (`declare module '../../db/feature' { interface MutationLocals {...} }`);
 * `mutate` then requires it. It only shapes the optimistic row: it never leaves the device.
 */
export interface MutationLocals {}
export type LocalOf<N extends MutationName> = N extends keyof MutationLocals ? MutationLocals[N] : undefined;

/**
 * A mutation's client half: its argument schema, the row it writes (the outbox keys the write
 * and its rollback by it) and the optimistic write with the parsed args.
 */
export type ClientMutation<S extends ArgsSchema = ArgsSchema, L = unknown> = {
  readonly schema: S;
  readonly table: SyncedTable;
  rowId(args: v.InferOutput<S>, ctx: { userId: string }): string;
  apply(args: v.InferOutput<S>, ctx: MutationContext, local: L): Promise<unknown>;
};

/** Keeps a mutation's argument schema and optimistic write together (as Rocicorp Zero's defineMutator does). */
export function defineMutation<S extends ArgsSchema, L = undefined>(
  schema: S,
  spec: {
    table: SyncedTable;
    rowId: (args: v.InferOutput<S>, ctx: { userId: string }) => string;
    apply: (args: v.InferOutput<S>, ctx: MutationContext, local: L) => Promise<unknown>;
  },
): ClientMutation<S, L> {
  return { schema, ...spec };
}

/**
 * Tables that stay on the device (a queue of photos waiting for upload, say), by name: the
 * feature that declares one adds its typed Dexie table here by declaration merging
 * (`declare module '../../db/feature' { interface LocalTableRegistry { <name>: EntityTable<Row, 'id'> } }`),
 * and `db.<name>` is typed from it.
 */
export interface LocalTableRegistry {}

/** A device-only table: the version that added it and its Dexie stores spec (key first, then indexes). */
export type LocalTable = { readonly since: number; readonly stores: string };

/**
 * Which rows of one of the feature's synced tables are history that the device drops after each
 * sync, because the server no longer syncs them either (the gate history window,
 * src/domain/gate-history.ts): their keys at server-corrected `nowMs`. A row with a write still in
 * the outbox stays.
 */
export type HistoryRows = (db: EstateDb, nowMs: number) => Promise<ReadonlyArray<string | number>>;

export type Feature = {
  /** The synced tables this feature owns on the device. */
  tables?: { readonly [T in SyncedTable]?: ClientTable<T> };
  /** Of those tables, the ones whose old rows leave the device: how to find them. */
  history?: { readonly [T in SyncedTable]?: HistoryRows };
  /** Tables of this feature that stay on the device (never synced). */
  localTables?: { readonly [T in keyof LocalTableRegistry]?: LocalTable };
  /** The mutations this feature pushes. */
  mutations?: { readonly [N in MutationName]?: ClientMutation<MutationSchema<N>, LocalOf<N>> };
};

/** A feature's declaration (typed; the object itself is what `features.ts` collects). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
