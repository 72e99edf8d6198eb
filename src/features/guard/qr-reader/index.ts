import { decodeMatrix } from './matrix';
import { locateMatrices, toLuma } from './locate';

/**
 * Reads the QR code in an image (RGBA pixels, the ImageData layout) without the platform's
 * BarcodeDetector. Pure: runs in the page, a worker or Node. Null when no code could be read.
 */
export function readQrFromPixels(width: number, height: number, rgba: Uint8ClampedArray | Uint8Array): string | null {
  for (const matrix of locateMatrices(toLuma(width, height, rgba))) {
    const text = decodeMatrix(matrix);
    if (text !== null) return text;
  }
  return null;
}

export { decodeMatrix } from './matrix';
