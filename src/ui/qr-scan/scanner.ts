/**
 * Reading QR codes in the browser: the platform's BarcodeDetector where it exists (Chrome on
 * Android/macOS/ChromeOS, Safari 17+), otherwise jsQR (./qr-reader) on the image's pixels.
 */
import { readQrFromPixels } from './qr-reader';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** Larger pictures (phone photos) are scaled down to this many pixels on the long side first. */
const MAX_SIDE = 1600;

function detectorCtor(): BarcodeDetectorCtor | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  return typeof ctor === 'function' ? ctor : null;
}

export function createDetector(): BarcodeDetectorLike | null {
  const Ctor = detectorCtor();
  return Ctor ? new Ctor({ formats: ['qr_code'] }) : null;
}

/** RGBA pixels of an image or a video frame, scaled to at most MAX_SIDE. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h);
}

/** The QR text in a frame or picture, read with jsQR. */
export function readWithOwnReader(source: CanvasImageSource, width: number, height: number): string | null {
  const pixels = pixelsOf(source, width, height);
  return pixels ? readQrFromPixels(pixels.width, pixels.height, pixels.data) : null;
}

/** The first QR code's text in an image file; null when none was found. */
export async function readCodeFromImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const detector = createDetector();
    if (detector) {
      const found = await detector.detect(bitmap).catch(() => []);
      if (found[0]?.rawValue) return found[0].rawValue;
    }
    return readWithOwnReader(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
