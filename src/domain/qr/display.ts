/**
 * QR display helpers (spec 1 sections 2.8 and 9).
 */

export const MAX_QR_SIZE_PX = 320;
export const DEFAULT_QR_REFRESH_MS = 2000;

/** Rendered QR edge: min(320, width - 80, height / 2 - 30), floored, never negative. */
export function qrSize(width: number, height: number): number {
  const s = Math.min(MAX_QR_SIZE_PX, width - 80, height / 2 - 30);
  return Number.isFinite(s) ? Math.max(0, Math.floor(s)) : 0;
}

/** The server's refreshInterval (ms) when it is a number greater than 0, else 2000 ms. */
export function refreshIntervalMs(serverInterval: number | null | undefined): number {
  return typeof serverInterval === 'number' && Number.isFinite(serverInterval) && serverInterval > 0 ? serverInterval : DEFAULT_QR_REFRESH_MS;
}

/**
 * Data codewords per QR version 1..40 at error-correction level M (ISO/IEC 18004 table 7).
 * Index 0 is version 1.
 */
const DATA_CODEWORDS_M: readonly number[] = [
  16, 28, 44, 64, 86, 108, 124, 154, 182, 216, 254, 290, 334, 365, 415, 453, 507, 563, 627, 669, 714, 782, 860, 914, 1000, 1062, 1128, 1193, 1267, 1373, 1455,
  1541, 1631, 1725, 1812, 1914, 1992, 2102, 2216, 2334,
];

/**
 * Byte-mode capacity at level M: 4-bit mode indicator + character count (8 bits for versions 1-9,
 * 16 bits for 10-40) + 8 bits per byte must fit the data bits.
 */
export function qrByteCapacityM(version: number): number {
  const codewords = DATA_CODEWORDS_M[version - 1];
  if (codewords === undefined) throw new RangeError('QR version must be 1..40');
  const countBits = version <= 9 ? 8 : 16;
  return Math.floor((codewords * 8 - 4 - countBits) / 8);
}

/** Smallest QR version (1..40) whose byte mode at level M holds byteLength bytes; null if none. */
export function qrVersionFor(byteLength: number): number | null {
  for (let v = 1; v <= 40; v++) if (byteLength <= qrByteCapacityM(v)) return v;
  return null;
}

/**
 * Alphanumeric-mode capacity at level M (the mode Base45 text uses): 4-bit mode indicator +
 * character count (9 bits for versions 1-9, 11 for 10-26, 13 for 27-40) + 11 bits per pair of
 * characters and 6 for a last single one.
 */
export function qrAlphanumericCapacityM(version: number): number {
  const codewords = DATA_CODEWORDS_M[version - 1];
  if (codewords === undefined) throw new RangeError('QR version must be 1..40');
  const countBits = version <= 9 ? 9 : version <= 26 ? 11 : 13;
  const bits = codewords * 8 - 4 - countBits;
  return Math.floor(bits / 11) * 2 + (bits % 11 >= 6 ? 1 : 0);
}

/** Smallest QR version (1..40) whose alphanumeric mode at level M holds `chars` characters; null if none. */
export function qrVersionForAlphanumeric(chars: number): number | null {
  for (let v = 1; v <= 40; v++) if (chars <= qrAlphanumericCapacityM(v)) return v;
  return null;
}

/** Modules per side for a version (17 + 4v). */
export function qrModules(version: number): number {
  return 17 + 4 * version;
}
