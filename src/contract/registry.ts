import type * as v from 'valibot';

/**
 * The names the sync engine knows, filled by each area's contract file through declaration
 * merging, so no hand-kept list names them all:
 *
 *   export const profileTables = { vehicles: syncedTable(VehicleSchema, 'vehicleId') };
 *   export const profileMutations = { 'vehicles.add': VehicleSaveArgsSchema };
 *   type Tables = typeof profileTables;
 *   type Mutations = typeof profileMutations;
 *   declare module './registry' {
 *     interface SyncedTableRegistry extends Tables {}
 *     interface MutationRegistry extends Mutations {}
 *   }
 *
 * The runtime maps are assembled per side: the server's from its modules' mutators, the
 * client's from its features' declarations (`src/features/<area>/<area>.feature.ts`).
 */

/** Synced table name -> its row schema and key field (`syncedTable(...)`). */
export interface SyncedTableRegistry {}
/** Mutation name -> its argument schema. */
export interface MutationRegistry {}

/** A synced table's row schema: an object schema (its key field's type is read from its entries). */
export type RowSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
/** A mutation's argument schema. */
export type ArgsSchema = v.GenericSchema;

/** One synced table as the contract declares it: the row schema and the row field that is its key. */
export type SyncedTableDecl<S extends RowSchema = RowSchema, K extends string = string> = { readonly schema: S; readonly key: K };

/** Declares a synced table's row schema and key (a numeric key is read from the schema). */
export function syncedTable<S extends RowSchema, K extends keyof v.InferOutput<S> & string>(schema: S, key: K): SyncedTableDecl<S, K> {
  return { schema, key };
}

export type SyncedTable = keyof SyncedTableRegistry & string;
export type SyncedRowSchema<T extends SyncedTable> = SyncedTableRegistry[T] extends { schema: infer S extends RowSchema } ? S : never;
/** A synced table's row, as the contract's schema outputs it. */
export type SyncedRow<T extends SyncedTable> = v.InferOutput<SyncedRowSchema<T>>;
/** A synced table's key field. */
export type SyncedKey<T extends SyncedTable> = SyncedTableRegistry[T] extends { key: infer K extends string } ? K : never;

export type MutationName = keyof MutationRegistry & string;
export type MutationSchema<N extends MutationName> = MutationRegistry[N] extends infer S extends ArgsSchema ? S : never;
/** A mutation's args after its schema parsed them (what both sides' handlers receive). */
export type MutationArgs<N extends MutationName> = v.InferOutput<MutationSchema<N>>;
/** A mutation's args as a caller hands them in, before the schema trims and checks them. */
export type MutationInput<N extends MutationName> = v.InferInput<MutationSchema<N>>;
