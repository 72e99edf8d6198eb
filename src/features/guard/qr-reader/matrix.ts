/**
 * Decodes a sampled QR module matrix (true = dark) into its text: format bits, unmasking,
 * codeword order, de-interleaving, Reed-Solomon correction and the data segments (numeric,
 * alphanumeric, byte; ECI skipped). The tables follow ISO/IEC 18004 (as in Nayuki's qrcodegen,
 * which qrcode.react uses to draw the codes).
 */
import { correctBlock } from './reed-solomon';

// Index: error-correction level ordinal (L, M, Q, H); version 1..40 (index 0 unused).
const ECC_PER_BLOCK: readonly (readonly number[])[] = [
  [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
];
const NUM_BLOCKS: readonly (readonly number[])[] = [
  [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
];
/** Format-bit value of each level ordinal (L=01, M=00, Q=11, H=10). */
const FORMAT_BITS = [1, 0, 3, 2] as const;

export type Matrix = readonly (readonly boolean[])[];

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const out = [6];
  for (let pos = size - 7; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    result -= (25 * count - 10) * count - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Which modules carry function patterns (not data) for a version; [y][x]. */
function functionModules(version: number): boolean[][] {
  const size = version * 4 + 17;
  const fn = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (x: number, y: number) => {
    if (x >= 0 && x < size && y >= 0 && y < size) (fn[y] as boolean[])[x] = true;
  };
  for (let i = 0; i < size; i++) {
    mark(6, i);
    mark(i, 6);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
    for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) mark(cx + dx, cy + dy);
  }
  const align = alignmentPositions(version);
  for (let i = 0; i < align.length; i++) {
    for (let j = 0; j < align.length; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === align.length - 1) || (i === align.length - 1 && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) mark((align[i] ?? 0) + dx, (align[j] ?? 0) + dy);
    }
  }
  for (let i = 0; i <= 8; i++) {
    mark(8, i);
    mark(i, 8);
  }
  for (let i = 0; i < 8; i++) mark(size - 1 - i, 8);
  for (let i = 0; i < 8; i++) mark(8, size - 1 - i);
  if (version >= 7) {
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      mark(a, b);
      mark(b, a);
    }
  }
  return fn;
}

function formatCodeword(ecl: number, mask: number): number {
  const data = ((FORMAT_BITS[ecl] ?? 0) << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const popcount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** Reads both copies of the format bits; the nearest valid (level, mask) within 3 bit errors. */
function readFormat(m: Matrix): { ecl: number; mask: number } | null {
  const size = m.length;
  const at = (x: number, y: number) => (m[y]?.[x] ? 1 : 0);
  let a = 0;
  for (let i = 0; i <= 5; i++) a |= at(8, i) << i;
  a |= at(8, 7) << 6;
  a |= at(8, 8) << 7;
  a |= at(7, 8) << 8;
  for (let i = 9; i < 15; i++) a |= at(14 - i, 8) << i;
  let b = 0;
  for (let i = 0; i < 8; i++) b |= at(size - 1 - i, 8) << i;
  for (let i = 8; i < 15; i++) b |= at(8, size - 15 + i) << i;
  let best: { ecl: number; mask: number; dist: number } | null = null;
  for (let ecl = 0; ecl < 4; ecl++) {
    for (let mask = 0; mask < 8; mask++) {
      const code = formatCodeword(ecl, mask);
      const dist = Math.min(popcount(code ^ a), popcount(code ^ b));
      if (!best || dist < best.dist) best = { ecl, mask, dist };
    }
  }
  return best && best.dist <= 3 ? { ecl: best.ecl, mask: best.mask } : null;
}

function maskBit(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0;
    case 1: return y % 2 === 0;
    case 2: return x % 3 === 0;
    case 3: return (x + y) % 3 === 0;
    case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/** Codewords in placement order (the zigzag of two-module columns, right to left). */
function readCodewords(m: Matrix, version: number, mask: number): Uint8Array {
  const size = m.length;
  const fn = functionModules(version);
  const out = new Uint8Array(Math.floor(rawDataModules(version) / 8));
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (fn[y]?.[x] || bit >= out.length * 8) continue;
        const dark = (m[y]?.[x] ?? false) !== maskBit(mask, x, y);
        if (dark) out[bit >>> 3] = (out[bit >>> 3] ?? 0) | (0x80 >>> (bit & 7));
        bit++;
      }
    }
  }
  return out;
}

/** Splits interleaved codewords into blocks, corrects each, returns the data bytes; null if too damaged. */
function dataBytes(raw: Uint8Array, version: number, ecl: number): Uint8Array | null {
  const numBlocks = NUM_BLOCKS[ecl]?.[version] ?? 1;
  const eccLen = ECC_PER_BLOCK[ecl]?.[version] ?? 0;
  const rawCodewords = raw.length;
  const numShort = numBlocks - (rawCodewords % numBlocks);
  const shortLen = Math.floor(rawCodewords / numBlocks);
  const blocks = Array.from({ length: numBlocks }, (_, i) => new Uint8Array(shortLen + (i < numShort ? 0 : 1)));
  let k = 0;
  const shortData = shortLen - eccLen;
  // Data bytes: column by column; short blocks have no byte at index shortData.
  for (let i = 0; i <= shortData; i++) {
    for (let j = 0; j < numBlocks; j++) {
      if (i === shortData && j < numShort) continue;
      (blocks[j] as Uint8Array)[i] = raw[k++] ?? 0;
    }
  }
  for (let i = 0; i < eccLen; i++) {
    for (let j = 0; j < numBlocks; j++) {
      const block = blocks[j] as Uint8Array;
      block[block.length - eccLen + i] = raw[k++] ?? 0;
    }
  }
  const out: number[] = [];
  for (const block of blocks) {
    if (correctBlock(block, eccLen) < 0) return null;
    for (let i = 0; i < block.length - eccLen; i++) out.push(block[i] ?? 0);
  }
  return Uint8Array.from(out);
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Numeric, alphanumeric and byte segments (UTF-8); ECI designators are skipped. */
function parseSegments(data: Uint8Array, version: number): string | null {
  let pos = 0;
  const total = data.length * 8;
  const read = (n: number): number | null => {
    if (pos + n > total) return null;
    let v = 0;
    for (let i = 0; i < n; i++, pos++) v = (v << 1) | (((data[pos >>> 3] ?? 0) >>> (7 - (pos & 7))) & 1);
    return v;
  };
  const sizeClass = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  const bytes: number[] = [];
  let text = '';
  const flushBytes = () => {
    if (bytes.length === 0) return true;
    try {
      text += new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
    } catch {
      text += String.fromCharCode(...bytes);
    }
    bytes.length = 0;
    return true;
  };
  for (;;) {
    if (total - pos < 4) break;
    const mode = read(4);
    if (mode === null || mode === 0) break;
    if (mode === 7) {
      const first = read(8);
      if (first === null) return null;
      if ((first & 0x80) !== 0 && read((first & 0x40) === 0 ? 8 : 16) === null) return null;
      continue;
    }
    if (mode === 4) {
      const count = read([8, 16, 16][sizeClass] ?? 16);
      if (count === null) return null;
      for (let i = 0; i < count; i++) {
        const b = read(8);
        if (b === null) return null;
        bytes.push(b);
      }
      continue;
    }
    flushBytes();
    if (mode === 1) {
      let count = read([10, 12, 14][sizeClass] ?? 14);
      if (count === null) return null;
      while (count >= 3) {
        const v = read(10);
        if (v === null || v > 999) return null;
        text += String(v).padStart(3, '0');
        count -= 3;
      }
      if (count > 0) {
        const v = read(count === 2 ? 7 : 4);
        if (v === null) return null;
        text += String(v).padStart(count, '0');
      }
    } else if (mode === 2) {
      let count = read([9, 11, 13][sizeClass] ?? 13);
      if (count === null) return null;
      while (count >= 2) {
        const v = read(11);
        if (v === null) return null;
        text += (ALNUM[Math.floor(v / 45)] ?? '') + (ALNUM[v % 45] ?? '');
        count -= 2;
      }
      if (count === 1) {
        const v = read(6);
        if (v === null) return null;
        text += ALNUM[v] ?? '';
      }
    } else return null;
  }
  flushBytes();
  return text;
}

/** The text of a sampled module matrix, or null when it cannot be decoded. */
export function decodeMatrix(m: Matrix): string | null {
  const size = m.length;
  if (size < 21 || size > 177 || (size - 17) % 4 !== 0) return null;
  const version = (size - 17) / 4;
  const format = readFormat(m);
  if (!format) return null;
  const data = dataBytes(readCodewords(m, version, format.mask), version, format.ecl);
  return data ? parseSegments(data, version) : null;
}
