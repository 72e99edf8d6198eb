import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedTable } from '../contract/records';
import { db, META } from '../db/db';

export type PendingState = { state: 'pending' | 'failed' | null; error?: string; dismiss(): Promise<void> };

/** Whether a row has local writes the server has not confirmed, or one it refused. */
export function usePendingState(table: SyncedTable, rowId: string | undefined): PendingState {
  const entries = useLiveQuery(
    async () => (rowId === undefined ? [] : db.outbox.where('[table+rowId]').equals([table, rowId]).toArray()),
    [table, rowId],
  );
  const dismiss = async () => {
    if (rowId === undefined) return;
    await db.outbox.where('[table+rowId]').equals([table, rowId]).filter((e) => e.status === 'failed').delete();
  };
  const list = entries ?? [];
  if (list.some((e) => e.status === 'pending')) return { state: 'pending', dismiss };
  const failed = list.filter((e) => e.status === 'failed').at(-1);
  if (failed) return { state: 'failed', ...(failed.error !== undefined ? { error: failed.error } : {}), dismiss };
  return { state: null, dismiss };
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useSyncStatus(): { pending: number; failed: number; lastSyncAt: number | null } {
  const status = useLiveQuery(async () => {
    const [pending, failed, last] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('failed').count(),
      db.meta.get(META.lastSyncAt),
    ]);
    return { pending, failed, lastSyncAt: typeof last?.value === 'number' ? last.value : null };
  }, []);
  return status ?? { pending: 0, failed: 0, lastSyncAt: null };
}
