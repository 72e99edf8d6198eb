import jsQR from 'jsqr';

/**
 * Reads the QR code in an image (RGBA pixels, the ImageData layout) without the platform's
 * BarcodeDetector, with jsQR (a maintained pure-JS decoder: locator, perspective sampling,
 * Reed-Solomon). Runs in the page, a worker or Node. Null when no code could be read.
 */
export function readQrFromPixels(width: number, height: number, rgba: Uint8ClampedArray | Uint8Array): string | null {
  const pixels = rgba instanceof Uint8ClampedArray ? rgba : new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const found = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  return found && found.data ? found.data : null;
}
