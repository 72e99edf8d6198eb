import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms), refreshed every `everyMs`: a screen whose text depends on the clock
 * (relative times, a request turning 'not answered', a stale-list warning) re-renders without a sync.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
