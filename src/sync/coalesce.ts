/**
 * One run of `task` at a time: a call while it runs returns the same promise and makes it run
 * once more after the current pass (however many calls came in), so nothing asked for during
 * a run is missed and no two runs overlap. Used for the outbox flush, the pull and uploads.
 */
export function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
