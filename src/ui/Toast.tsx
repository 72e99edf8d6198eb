import { useEffect, useRef } from 'react';

/** A short message at the bottom of the screen that disappears after `ms`. */
export function Toast({
  message,
  kind = 'info',
  ms = 4000,
  onDone,
}: {
  message: string;
  kind?: 'info' | 'success' | 'error';
  ms?: number;
  onDone: () => void;
}) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer; onDone is read through a ref.
  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms, message]);
  return (
    <div className={`toast toast-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
