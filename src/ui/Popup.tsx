import { useEffect, useRef } from 'react';
import { Dialog } from './Dialog';

/** A titled message that closes itself after `ms` (spec: success popups close after 2 s). */
export function Popup({ title, message, ms = 2000, onClose }: { title: string; message: string; ms?: number; onClose: () => void }) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const timer = window.setTimeout(() => onCloseRef.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{message}</p>
    </Dialog>
  );
}
