/**
 * Finds a QR code in a picture and samples its modules: luminance threshold, finder patterns
 * (the 1:1:3:1:1 run ratio, checked across and down), then an affine grid through the three
 * finder centres. Made for codes shown on a screen or saved as an image (upright or rotated,
 * not strongly skewed); photos at a steep angle need the platform's BarcodeDetector.
 */
import type { Matrix } from './matrix';

export type Luma = { width: number; height: number; data: Uint8Array };
type Point = { x: number; y: number };
type Finder = Point & { module: number; hits: number };

/** RGBA (ImageData layout) to 8-bit luminance. */
export function toLuma(width: number, height: number, rgba: Uint8ClampedArray | Uint8Array): Luma {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    data[i] = ((rgba[p] ?? 0) * 77 + (rgba[p + 1] ?? 0) * 150 + (rgba[p + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, data };
}

/** Otsu's threshold over the luminance histogram. */
export function threshold(img: Luma): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of img.data) hist[v] = (hist[v] ?? 0) + 1;
  const total = img.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] ?? 0);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let bestT = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] ?? 0;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      bestT = t;
    }
  }
  return bestT;
}

/** True when five runs have the finder ratio 1:1:3:1:1 (within half a module each). */
function isFinderRatio(runs: readonly number[]): boolean {
  const total = runs.reduce((a, b) => a + b, 0);
  if (total < 7) return false;
  const module = total / 7;
  const tol = module / 2;
  return (
    Math.abs(module - (runs[0] ?? 0)) < tol &&
    Math.abs(module - (runs[1] ?? 0)) < tol &&
    Math.abs(3 * module - (runs[2] ?? 0)) < 3 * tol &&
    Math.abs(module - (runs[3] ?? 0)) < tol &&
    Math.abs(module - (runs[4] ?? 0)) < tol
  );
}

/** Runs through (cx, cy) along a direction; the centre offset and the module size, or null. */
function crossCheck(dark: (x: number, y: number) => boolean, cx: number, cy: number, dx: number, dy: number, maxRun: number): { center: number; total: number } | null {
  const runs = [0, 0, 0, 0, 0];
  let x = cx;
  let y = cy;
  // Backwards: centre run, white, outer black (dark() is false outside the picture).
  while (dark(x, y)) {
    runs[2]!++;
    x -= dx;
    y -= dy;
  }
  while (!dark(x, y) && runs[1]! <= maxRun) {
    runs[1]!++;
    x -= dx;
    y -= dy;
  }
  while (dark(x, y) && runs[0]! <= maxRun) {
    runs[0]!++;
    x -= dx;
    y -= dy;
  }
  const startOffset = -(runs[2]! + runs[1]! + runs[0]!);
  x = cx + dx;
  y = cy + dy;
  while (dark(x, y)) {
    runs[2]!++;
    x += dx;
    y += dy;
  }
  while (!dark(x, y) && runs[3]! <= maxRun) {
    runs[3]!++;
    x += dx;
    y += dy;
  }
  while (dark(x, y) && runs[4]! <= maxRun) {
    runs[4]!++;
    x += dx;
    y += dy;
  }
  if (!isFinderRatio(runs)) return null;
  const total = runs.reduce((a, b) => a + b, 0);
  const start = startOffset + 1;
  return { center: start + runs[0]! + runs[1]! + runs[2]! / 2 - 0.5, total };
}

export function findFinders(img: Luma, t: number): Finder[] {
  const { width, height, data } = img;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && (data[y * width + x] ?? 255) <= t;
  const found: Finder[] = [];
  const step = Math.max(1, Math.floor(height / 400));
  for (let y = 0; y < height; y += step) {
    const runs: number[] = [];
    let current = dark(0, y);
    let length = 0;
    for (let x = 0; x <= width; x++) {
      const d = x < width ? dark(x, y) : !current;
      if (d === current) {
        length++;
        continue;
      }
      runs.push(length);
      length = 1;
      current = d;
      // A run just ended at x-1; check when the last five runs end on a dark run.
      if (!d && runs.length >= 5) {
        const last = runs.slice(-5);
        if (isFinderRatio(last)) {
          const total = last.reduce((a, b) => a + b, 0);
          const cx = Math.round(x - (last[4] ?? 0) - (last[3] ?? 0) - (last[2] ?? 0) / 2);
          const v = crossCheck(dark, cx, y, 0, 1, total);
          if (v) {
            const cy = Math.round(y + v.center);
            const h = crossCheck(dark, cx, cy, 1, 0, total);
            if (h) {
              const fx = cx + h.center;
              const fy = y + v.center;
              const module = (h.total + v.total) / 14;
              const near = found.find((f) => Math.hypot(f.x - fx, f.y - fy) < f.module * 3 && Math.abs(f.module - module) < f.module);
              if (near) {
                near.x = (near.x * near.hits + fx) / (near.hits + 1);
                near.y = (near.y * near.hits + fy) / (near.hits + 1);
                near.module = (near.module * near.hits + module) / (near.hits + 1);
                near.hits++;
              } else found.push({ x: fx, y: fy, module, hits: 1 });
            }
          }
        }
      }
    }
  }
  return found;
}

/** The three finders as top-left, top-right, bottom-left (by geometry, any rotation). */
export function orderFinders(candidates: Finder[]): [Finder, Finder, Finder] | null {
  const list = candidates.filter((f) => f.hits >= 2).sort((a, b) => b.hits - a.hits).slice(0, 6);
  let best: { set: [Finder, Finder, Finder]; score: number } | null = null;
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      for (let k = j + 1; k < list.length; k++) {
        const trio = [list[i], list[j], list[k]] as [Finder, Finder, Finder];
        const modules = trio.map((f) => f.module);
        const spread = (Math.max(...modules) - Math.min(...modules)) / Math.min(...modules);
        if (spread > 0.4) continue;
        // The corner opposite the longest side is top-left.
        const d = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
        const sides = [d(trio[1], trio[2]), d(trio[0], trio[2]), d(trio[0], trio[1])];
        const corner = sides.indexOf(Math.max(...sides));
        const tl = trio[corner] as Finder;
        let [b, c] = trio.filter((_, n) => n !== corner) as [Finder, Finder];
        if ((b.x - tl.x) * (c.y - tl.y) - (b.y - tl.y) * (c.x - tl.x) < 0) [b, c] = [c, b];
        // Right angle and equal legs: how square the trio is.
        const legs = [d(tl, b), d(tl, c)];
        const cos = Math.abs(((b.x - tl.x) * (c.x - tl.x) + (b.y - tl.y) * (c.y - tl.y)) / ((legs[0] ?? 1) * (legs[1] ?? 1)));
        const score = cos + Math.abs((legs[0] ?? 0) - (legs[1] ?? 0)) / Math.max(...legs) + spread;
        if (!best || score < best.score) best = { set: [tl, b, c], score };
      }
    }
  }
  return best && best.score < 0.5 ? best.set : null;
}

/** Samples a size x size module grid through the finder centres (affine). */
function sample(img: Luma, t: number, tl: Point, tr: Point, bl: Point, size: number): Matrix {
  const span = size - 7;
  const ux = { x: (tr.x - tl.x) / span, y: (tr.y - tl.y) / span };
  const uy = { x: (bl.x - tl.x) / span, y: (bl.y - tl.y) / span };
  const rows: boolean[][] = [];
  for (let r = 0; r < size; r++) {
    const row: boolean[] = [];
    for (let c = 0; c < size; c++) {
      const u = c - 3;
      const v = r - 3;
      const px = Math.round(tl.x + u * ux.x + v * uy.x);
      const py = Math.round(tl.y + u * ux.y + v * uy.y);
      const inside = px >= 0 && py >= 0 && px < img.width && py < img.height;
      row.push(inside && (img.data[py * img.width + px] ?? 255) <= t);
    }
    rows.push(row);
  }
  return rows;
}

/** Candidate module matrices for the code in the picture (the likely size first). */
export function locateMatrices(img: Luma): Matrix[] {
  const t = threshold(img);
  const finders = orderFinders(findFinders(img, t));
  if (!finders) return [];
  const [tl, tr, bl] = finders;
  const module = (tl.module + tr.module + bl.module) / 3;
  const across = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(bl.x - tl.x, bl.y - tl.y)) / 2 / module + 7;
  const guess = Math.round((across - 17) / 4);
  const out: Matrix[] = [];
  for (const version of [guess, guess - 1, guess + 1]) {
    if (version < 1 || version > 40) continue;
    out.push(sample(img, t, tl, tr, bl, version * 4 + 17));
  }
  return out;
}
