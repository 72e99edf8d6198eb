import { useSyncExternalStore } from 'react';

/** The browser's install event (not in the DOM typings). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const DISMISS_KEY = 'installPromptDismissed';
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Call once at start-up: the event may fire before React renders. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function isDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void>; dismiss: () => void } {
  const available = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => deferred !== null && !isDismissed(),
  );
  return {
    canInstall: available,
    install: async () => {
      const event = deferred;
      deferred = null;
      emit();
      if (event) {
        await event.prompt();
        await event.userChoice.catch(() => undefined);
      }
    },
    dismiss: () => {
      try {
        localStorage.setItem(DISMISS_KEY, '1');
      } catch {
        // storage unavailable: the prompt simply comes back next time
      }
      deferred = null;
      emit();
    },
  };
}
