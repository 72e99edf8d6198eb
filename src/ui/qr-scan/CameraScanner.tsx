import { useEffect, useRef } from 'react';
import { createDetector, readWithOwnReader } from './scanner';

const SCAN_EVERY_MS = 250;

/** Rear camera preview; every 250 ms the frame goes through BarcodeDetector, else the console's reader. */
export function CameraScanner({ onCode, onError }: { onCode: (text: string) => void; onError: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onError });
  handlers.current = { onCode, onError };

  useEffect(() => {
    const detector = createDetector();
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let last = '';
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = window.setInterval(() => {
          const el = video.current;
          if (!el || el.readyState < 2) return;
          const detect = detector
            ? detector.detect(el).then((found) => found[0]?.rawValue)
            : Promise.resolve(readWithOwnReader(el, el.videoWidth, el.videoHeight) ?? undefined);
          void detect
            .then((text) => {
              // One verdict per code shown: the same text is not checked twice in a row.
              if (text && text !== last) {
                last = text;
                handlers.current.onCode(text);
              }
            })
            .catch(() => undefined);
        }, SCAN_EVERY_MS);
      } catch {
        handlers.current.onError();
      }
    })();
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a video without controls takes no focus; the camera picture is not content for a screen reader.
  return <video ref={video} className="guard-camera" muted playsInline aria-hidden="true" />;
}
