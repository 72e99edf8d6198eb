import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A stand-in of a gate code's length and alphabet (Base45, 309 characters: QR version 10 at level M). */
const STAND_IN = `EGS${'0'.repeat(306)}`;
let warmed = false;

/**
 * Draws one throwaway QR, the gate code's size and level, into an element outside the document,
 * and throws it away: the first QR a fresh page draws costs several times a later one (qrcode.react's
 * encoder and React's SVG path run cold), and the PIN pad calls this while the PIN is typed, so
 * the first real code draws at the warm cost. Once a page.
 */
export function warmQrDrawing(): void {
  if (warmed) return;
  warmed = true;
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(QRCodeSVG, { value: STAND_IN, size: 256, level: 'M', marginSize: 2 })));
  root.unmount();
}

/** warmQrDrawing when the main thread is idle (a short timer where requestIdleCallback is missing); answers a cancel. */
export function warmQrDrawingWhenIdle(): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warmQrDrawing, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(warmQrDrawing, 50);
  return () => window.clearTimeout(id);
}
