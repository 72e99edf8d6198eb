import { liveQuery } from 'dexie';
import { db, META } from '../db/db';

/**
 * Resolves true once this device's mirror has completed a pull (the bootstrap after sign-in
 * writes `lastSyncAt` with its last page, in the same transaction as the role rows), false when
 * `timeoutMs` passes first (offline, a slow server): the caller then decides from what is there.
 */
export function firstPullDone(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (done: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(done);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const subscription = liveQuery(() => db.meta.get(META.lastSyncAt)).subscribe({
      next: (row) => {
        if (row !== undefined) finish(true);
      },
      error: () => finish(false),
    });
  });
}
