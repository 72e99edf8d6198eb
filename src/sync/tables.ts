import type { IndexableType, Table } from 'dexie';
import { SYNCED_TABLES, SYNCED_TABLE_NAMES, type SyncedTable } from '../contract/records';
import { db } from '../db/db';

export type Row = Record<string, unknown>;

/**
 * Tables whose primary key is a number (the change log carries every id as a string), read
 * from the contract: the key field's schema in the row schema says so.
 */
const NUMERIC_KEYS: ReadonlySet<SyncedTable> = new Set(
  SYNCED_TABLE_NAMES.filter((name) => {
    const { schema, key } = SYNCED_TABLES[name];
    const entries: Record<string, { type: string } | undefined> = schema.entries;
    return entries[key]?.type === 'number';
  }),
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

export function keyOf(table: SyncedTable, row: Row): string {
  return String(row[SYNCED_TABLES[table].key]);
}

/** Key of a row in the outbox / shadows: `table|rowId`. */
export const shadowKey = (table: SyncedTable, rowId: string) => `${table}|${rowId}`;
