import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { readQrFromPixels } from './qr-reader';

/** The module matrix qrcode.react (the app's renderer) draws for `text`, read back from its SVG path. */
function matrixOf(text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): boolean[][] {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level, marginSize: 0 }));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1] ?? '');
  const fg = paths[paths.length - 1] ?? '';
  const m = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const op of fg.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    const [x, y, w] = [Number(op[1]), Number(op[2]), Number(op[3])];
    for (let i = 0; i < w; i++) (m[y] as boolean[])[x + i] = true;
  }
  return m;
}

/** Draws the matrix as RGBA pixels: `scale` pixels per module (may be fractional), quiet zone 4. */
function raster(m: boolean[][], scale: number, rotate = false): { width: number; height: number; rgba: Uint8ClampedArray } {
  const modules = m.length + 8;
  const side = Math.round(modules * scale);
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      let c = Math.floor(px / scale) - 4;
      let r = Math.floor(py / scale) - 4;
      if (rotate) [c, r] = [r, m.length - 1 - c];
      if (m[r]?.[c]) {
        const p = (py * side + px) * 4;
        rgba[p] = rgba[p + 1] = rgba[p + 2] = 20;
      }
    }
  }
  return { width: side, height: side, rgba };
}

const PAYLOAD = `EG1.${'EQ0rX_7a-b'.repeat(38)}`;

const read = (m: boolean[][], scale = 4) => {
  const img = raster(m, scale);
  return readQrFromPixels(img.width, img.height, img.rgba);
};

describe('QR reader (no BarcodeDetector)', () => {
  it('reads what qrcode.react (the app renderer) draws: byte and alphanumeric, small and large versions, every level', () => {
    for (const text of ['HELLO 123', 'https://estate.example/a?b=c', PAYLOAD]) expect(read(matrixOf(text))).toBe(text);
    for (const level of ['L', 'Q', 'H'] as const) expect(read(matrixOf(PAYLOAD.slice(0, 200), level))).toBe(PAYLOAD.slice(0, 200));
  });

  it('reads a gate-sized code from pixels at whole and fractional scales down to 3 px a module, and rotated', () => {
    const m = matrixOf(PAYLOAD);
    expect(m.length).toBe(77); // version 15, as the benchmark reports
    // The resident's QR is drawn at most 320 px wide: about 3.8 px per module at version 15.
    for (const scale of [6, 4, 3.75, 3.5, 3]) expect(read(m, scale), `scale ${scale}`).toBe(PAYLOAD);
    const turned = raster(m, 4, true);
    expect(readQrFromPixels(turned.width, turned.height, turned.rgba)).toBe(PAYLOAD);
  });

  it('corrects damaged modules, and refuses noise', () => {
    const m = matrixOf(PAYLOAD);
    // Flip a run of modules in the data area (bottom-right region, away from function patterns).
    for (let i = 0; i < 12; i++) (m[60] as boolean[])[40 + i] = !m[60]![40 + i];
    expect(read(m)).toBe(PAYLOAD);
    const noise = new Uint8ClampedArray(200 * 200 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7919) % 251));
    expect(readQrFromPixels(200, 200, noise)).toBeNull();
  });
});
