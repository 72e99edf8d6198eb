/**
 * Reading QR codes in the browser. The camera and image paths use the platform's
 * BarcodeDetector (Chrome on Android/macOS/ChromeOS, Safari 17+); where it is missing the
 * console says so and the pasted-text path remains. No decoder library is bundled.
 */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorCtor(): BarcodeDetectorCtor | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  return typeof ctor === 'function' ? ctor : null;
}

export function hasBarcodeDetector(): boolean {
  return detectorCtor() !== null;
}

export function createDetector(): BarcodeDetectorLike | null {
  const Ctor = detectorCtor();
  return Ctor ? new Ctor({ formats: ['qr_code'] }) : null;
}

/** The first QR code's text in an image file; null when none; throws when unsupported. */
export async function readCodeFromImage(file: Blob): Promise<string | null> {
  const detector = createDetector();
  if (!detector) throw new Error('unsupported');
  const bitmap = await createImageBitmap(file);
  try {
    const found = await detector.detect(bitmap);
    return found[0]?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
