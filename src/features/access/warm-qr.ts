import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A stand-in of a gate code's length and alphabet (Base45, 309 characters: QR version 10 at level M). */
const STAND_IN = `EGS${'0'.repeat(306)}`;
/**
 * Throwaway QRs drawn per page. One leaves the encoder's hot loops (the mask penalties, the
 * codewords) in V8's first tiers; a few more, each in its own idle moment, get them optimized.
 */
export const WARM_QR_DRAWS = 6;
let drawn = 0;

/**
 * Draws one throwaway QR, the gate code's size and level, into an element outside the document,
 * and throws it away: the first QRs a fresh page draws cost several times a later one (qrcode.react's
 * encoder and React's SVG path run cold), and the PIN pad calls this while the PIN is typed, so
 * the first real code draws at the warm cost. At most WARM_QR_DRAWS times a page; false after the last.
 */
export function warmQrDrawing(): boolean {
  if (drawn >= WARM_QR_DRAWS) return false;
  drawn++;
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(QRCodeSVG, { value: STAND_IN, size: 256, level: 'M', marginSize: 2 })));
  root.unmount();
  return drawn < WARM_QR_DRAWS;
}

/**
 * Runs `step` in idle moments, one call per moment (a short timer where requestIdleCallback is
 * missing), until it answers false; answers a cancel.
 */
export function repeatWhenIdle(step: () => boolean): () => void {
  let cancel = () => {};
  const schedule = () => {
    const run = () => {
      if (step()) schedule();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 500 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 50);
      cancel = () => clearTimeout(id);
    }
  };
  schedule();
  return () => cancel();
}

/** warmQrDrawing until WARM_QR_DRAWS, one draw per idle moment, so a key pressed meanwhile waits for one draw at most; answers a cancel. */
export function warmQrDrawingWhenIdle(): () => void {
  return drawn < WARM_QR_DRAWS ? repeatWhenIdle(warmQrDrawing) : () => {};
}
