import { useSyncExternalStore } from 'react';

/** Set once the device was told it works offline: the notice shows once per device. */
const SHOWN_KEY = 'offlineReadyShown';
let pending = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function wasShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Called by the service worker registration (main.tsx) when both precache stages are on the device; the shell shows the notice now, so it is marked shown now. */
export function setOfflineReady(): void {
  if (wasShown()) return;
  try {
    localStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // storage unavailable: the notice may come back next visit
  }
  pending = true;
  emit();
}

/** Whether to tell the user the app now works offline, and the call that hides the notice. */
export function useOfflineReady(): { show: boolean; done: () => void } {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
  );
  return {
    show,
    done: () => {
      pending = false;
      emit();
    },
  };
}
