import type { IndexableType, Table } from 'dexie';
import type { SyncedTable } from '../contract/registry';
import { db } from '../db/db';
import { CLIENT_TABLES } from '../db/features';

export type Row = Record<string, unknown>;

/** The synced tables the device's features declare. */
export const SYNCED_TABLE_NAMES: readonly SyncedTable[] = [...CLIENT_TABLES.keys()];

/** A table name from the server that some feature of this client declares (others are skipped). */
export const isSyncedTable = (name: string): name is SyncedTable => CLIENT_TABLES.has(name as SyncedTable);

/**
 * Tables whose primary key is a number (the change log carries every id as a string), read
 * from the contract: the key field's schema in the row schema says so.
 */
const NUMERIC_KEYS: ReadonlySet<SyncedTable> = new Set(
  [...CLIENT_TABLES]
    .filter(([, { schema, key }]) => {
      const entries: Record<string, { type: string } | undefined> = schema.entries;
      return entries[key]?.type === 'number';
    })
    .map(([name]) => name),
);

export function rowKey(table: SyncedTable, rowId: string): IndexableType {
  return NUMERIC_KEYS.has(table) ? Number(rowId) : rowId;
}

export function syncedTable(name: SyncedTable): Table<Row, IndexableType> {
  return db.table<Row, IndexableType>(name);
}

export function allSyncedTables(): Table<Row, IndexableType>[] {
  return SYNCED_TABLE_NAMES.map(syncedTable);
}

/** Key of a row in the outbox / shadows: `table|rowId`. */
export const shadowKey = (table: SyncedTable, rowId: string) => `${table}|${rowId}`;
