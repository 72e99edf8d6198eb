import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { MutationName, SyncedKey, SyncedRow, SyncedTable } from '../contract/registry';
import type { VehiclePhotoField } from '../contract/profile';
import type { AssociateImageField } from '../contract/people';
import type { AccessCredentialRow, AccessPinRow, GuardPinRow } from './gate-rows';
import { ESTATE_ID_VERSION, type LocalTable, type LocalTableRegistry, type TableStore } from './feature';
import { STORED_LOCAL_TABLES, STORED_TABLES } from './schema';
import { withEstateId } from '../contract/estate-id';
import { commitHookMiddleware } from './commit-hook';

/** A face or document picture taken on this device for an associate, waiting for upload (then `associates.setImage`). */
export type AssociateUploadRow = { id: string; associateId: string; field: AssociateImageField; blob: Blob; createdAt: number; error?: string };

/** Local key/value state: clientId, cursor, scopes hash, next mutation id, current access. */
export type MetaRow = { key: string; value: unknown };

/** The signed-in session. Read at send time by the page and the service worker alike. */
export type SessionRow = {
  key: 'current';
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  accessExpiresAt: number;
};

/**
 * A local write waiting for the server. `id` is the client's monotonic mutation id.
 * `prev` is the row as it was before the optimistic write (null: the row did not exist),
 * used to roll back when the server refuses the mutation.
 */
export type OutboxEntry = {
  id: number;
  name: MutationName;
  args: unknown;
  table: SyncedTable;
  rowId: string;
  prev: unknown;
  status: 'pending' | 'failed';
  error?: string;
  createdAt: number;
};

/** A server row that a pull could not apply because the row had pending mutations. */
export type ShadowRow = { key: string; table: SyncedTable; rowId: string; op: 'put' | 'del'; data?: Record<string, unknown> };

/** Form drafts kept on the device (e.g. sign-up while the terms are open). */
export type DraftRow = { key: string; value: unknown; savedAt: number };

/** A vehicle photo taken on this device, kept until it is uploaded and its URL set (account and profile). */
export type PhotoUploadRow = { id: string; vehicleId: string; field: VehiclePhotoField; blob: Blob; createdAt: number; error?: string };

/** A stored file fetched once with the session's token, kept for offline display (account and profile). */
/** A stored file kept on this device (photos, statements, documents and newsletters the user opened); `pinned` ones were kept on purpose. */
export type FileCacheRow = { url: string; blob: Blob; fetchedAt: number; pinned?: boolean };

/** The synced tables, typed from the contract's registry (each area's contract file declares its own). */
export type SyncedTableFields = { [T in SyncedTable]: EntityTable<SyncedRow<T>, Extract<SyncedKey<T>, keyof SyncedRow<T>>> };

/**
 * Tables that stay on the device and shipped before features declared their own (the sync
 * engine's state, uploads waiting, gate secrets), by the version that added them. Synced
 * tables and new device-only tables are declared by their feature (`<area>.stores.ts`, `src/db/feature.ts`).
 */
const LOCAL_STORES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { meta: 'key', session: 'key', outbox: 'id, status, [table+rowId]', shadows: 'key', drafts: 'key' },
  // account and profile; gate access
  2: { photoUploads: 'id, vehicleId', fileCache: 'url', accessPins: 'userId', accessCredentials: 'key, userId', guardPins: 'userId' },
  // people at a unit
  3: { associateUploads: 'id, associateId' },
};

/** Where a table whose key changed keeps its rows for one version while Dexie makes it again (it cannot change a key in place). */
const rekeyed = (name: string) => `${name}_rekey`;

/**
 * The Dexie stores of each version: the local tables above and the tables features declare
 * with that `since`. Shipped versions never change (devices upgrade through them); a new
 * table declares the next version, and that version's block is made from it. A table that
 * declares how it was stored before (`former`) keeps that in the blocks before `former.until`;
 * when its key changed, `former.until` moves it aside (`null` deletes a store) and the
 * version after makes it again with the new key.
 */
export function storesByVersion(
  tables: ReadonlyMap<string, TableStore> = STORED_TABLES,
  localTables: ReadonlyMap<string, LocalTable> = STORED_LOCAL_TABLES,
): Map<number, Record<string, string | null>> {
  const versions = new Map<number, Record<string, string | null>>();
  const block = (version: number) => {
    const existing = versions.get(version);
    if (existing) return existing;
    const made: Record<string, string | null> = {};
    versions.set(version, made);
    return made;
  };
  const spec = (key: string, indexes: readonly string[]) => [key, ...indexes].join(', ');
  for (const [version, stores] of Object.entries(LOCAL_STORES)) Object.assign(block(Number(version)), stores);
  for (const [name, table] of tables) {
    const { former } = table;
    if (!former) {
      block(table.since)[name] = spec(table.key, table.indexes);
      continue;
    }
    const formerKey = former.key ?? table.key;
    block(table.since)[name] = spec(formerKey, former.indexes);
    if (formerKey === table.key) {
      block(former.until)[name] = spec(table.key, table.indexes);
      continue;
    }
    Object.assign(block(former.until), { [name]: null, [rekeyed(name)]: spec(table.key, []) });
    Object.assign(block(former.until + 1), { [name]: spec(table.key, table.indexes), [rekeyed(name)]: null });
  }
  for (const [name, table] of localTables) block(table.since)[name] = table.stores;
  const last = Math.max(...versions.keys());
  for (let version = 1; version <= last; version += 1) block(version);
  return new Map([...versions].sort(([a], [b]) => a - b));
}

/**
 * The versions Dexie is told about: those with an upgrade and the last, each with the stores of
 * the versions folded into it (after the one declared before it). Dexie (since 3.0) upgrades
 * from the schema a device actually holds to each declared version above it, so a version with
 * no upgrade need not be declared; and each declaration costs a parse of every version declared
 * so far (Dexie's Version.stores, which version() calls too): over the 13 shipped versions, 40-50
 * ms of a cold offline launch in a CPU profile on the loaded two-core machine, about 25 ms of the
 * entry's main-thread CPU time in traces (issue 30). A device on a folded version (say 10) goes straight
 * to the next declared one (13) by the same table and index changes, then runs its upgrade.
 */
export function declaredVersions(
  versions: ReadonlyMap<number, Record<string, string | null>>,
  upgrades: Readonly<Record<number, unknown>>,
): Map<number, Record<string, string | null>> {
  const declared = new Map<number, Record<string, string | null>>();
  const last = Math.max(...versions.keys());
  let pending: Record<string, string | null> = {};
  for (const [version, stores] of [...versions].sort(([a], [b]) => a - b)) {
    // A table changed twice in the fold keeps its latest spec (Dexie's own merge of the versions' stores).
    pending = { ...pending, ...stores };
    if (upgrades[version] === undefined && version !== last) continue;
    declared.set(version, pending);
    pending = {};
  }
  return declared;
}

/** The synced tables whose key was renamed in version 8 (moved aside, then made again in version 9). */
const rekeyedTables = () => [...STORED_TABLES].filter(([, table]) => table.former?.key !== undefined && table.former.key !== table.key).map(([name]) => name);

/** Upgrades that move data between shipped versions (kept as they shipped). */
const UPGRADES: Readonly<Record<number, (tx: Transaction) => Promise<void>>> = {
  6: async (tx) => {
    // The directory and points of interest changed shape: drop the old rows and pull everything again.
    await tx.table('directory').clear();
    await tx.table('pointsOfInterest').clear();
    await tx.table('meta').bulkDelete(['cursor', 'scopes']);
  },
  [ESTATE_ID_VERSION]: async (tx) => {
    // `EstateID` and `estateID` become `estateId` in place, offline: the mirrored rows, the writes waiting in the
    // outbox (args and the rows they roll back to), the shadows, the drafts and the chosen access. Nothing is dropped.
    const rekey = new Set(rekeyedTables());
    for (const [name, table] of STORED_TABLES) {
      if (table.since >= ESTATE_ID_VERSION) continue;
      if (rekey.has(name)) {
        const rows = await tx.table(name).toArray();
        await tx.table(rekeyed(name)).bulkPut(rows.map(withEstateId));
      } else {
        await tx
          .table(name)
          .toCollection()
          .modify((row: Record<string, unknown>, ref: { value: unknown }) => {
            ref.value = withEstateId(row);
          });
      }
    }
    await tx
      .table('outbox')
      .toCollection()
      .modify((entry: OutboxEntry) => {
        entry.args = withEstateId(entry.args);
        entry.prev = withEstateId(entry.prev);
      });
    await tx
      .table('shadows')
      .toCollection()
      .modify((shadow: ShadowRow) => {
        if (shadow.data) shadow.data = withEstateId(shadow.data) as Record<string, unknown>;
      });
    await tx
      .table('drafts')
      .toCollection()
      .modify((draft: DraftRow) => {
        draft.value = withEstateId(draft.value);
      });
    await tx
      .table('meta')
      .where('key')
      .equals(META.currentAccess)
      .modify((row: MetaRow) => {
        row.value = withEstateId(row.value);
      });
  },
  [ESTATE_ID_VERSION + 1]: async (tx) => {
    // The tables keyed by the estate id are made again with the key `estateId`: their rows come back.
    for (const name of rekeyedTables()) await tx.table(name).bulkPut(await tx.table(rekeyed(name)).toArray());
  },
  13: async (tx) => {
    // Estate notices (issue 28) reach the estate's scope as `estateNotices` rows, which the build before skipped while
    // its cursor moved past them: forgetting the scope hash makes the next pull answer `reset`, and the bootstrap
    // brings every notice (pending writes kept, as at any reset).
    await tx.table('meta').delete(META.scopes);
  },
};

// The class and this interface merge: the fields of the tables features declare come from the registries.
export interface EstateDb extends SyncedTableFields, LocalTableRegistry {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: deliberate, the registries type the tables Dexie creates at run time.
export class EstateDb extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  session!: EntityTable<SessionRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  shadows!: EntityTable<ShadowRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  // account and profile
  photoUploads!: EntityTable<PhotoUploadRow, 'id'>;
  fileCache!: EntityTable<FileCacheRow, 'url'>;
  // gate access
  accessPins!: EntityTable<AccessPinRow, 'userId'>;
  accessCredentials!: EntityTable<AccessCredentialRow, 'key'>;
  guardPins!: EntityTable<GuardPinRow, 'userId'>;
  // people at a unit
  associateUploads!: EntityTable<AssociateUploadRow, 'id'>;

  constructor(name = 'estate') {
    super(name);
    this.use(commitHookMiddleware);
    for (const [version, stores] of declaredVersions(storesByVersion(), UPGRADES)) {
      const declared = this.version(version).stores(stores);
      const upgrade = UPGRADES[version];
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

/** The one database of the app (page, service worker and workers open the same name). */
export const db = new EstateDb();

export const META = {
  clientId: 'clientId',
  cursor: 'cursor',
  scopes: 'scopes',
  nextMutationId: 'nextMutationId',
  /** { estateId, roleName } chosen on /SwitchEstate (default: highest-ranked role). */
  currentAccess: 'currentAccess',
  lastSyncAt: 'lastSyncAt',
  /** ClockSample (src/sync/clock.ts): this device's offset to server time, measured at every pull. */
  clockOffset: 'clockOffset',
} as const;
