import { useSyncExternalStore } from 'react';

/** The service worker's "apply the waiting update" action, set by main.tsx when an update is ready. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setUpdateReady(apply: () => void): void {
  applyUpdate = apply;
  for (const l of listeners) l();
}

export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => applyUpdate,
  );
}
