/** The content types the server recognises, always by the bytes (never by a file name or a declared type). */
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PDF's trailer marker must sit in its last kilobyte (readers look no further). */
const PDF_TRAILER_WINDOW = 1024;

/**
 * The type of `bytes` by its signature: JPEG, PNG, WebP, or PDF (`%PDF-<digit>.<digit>` at the
 * start and the `%%EOF` marker near the end, so a text file that merely begins with "%PDF-" or a
 * truncated upload is not taken for one). Anything else is undefined.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  const at = (i: number) => bytes[i];
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => at(i) === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 8 && /^%PDF-\d\.\d$/.test(ascii(0, 8)) && ascii(Math.max(0, bytes.length - PDF_TRAILER_WINDOW), bytes.length).includes('%%EOF')) {
    return 'application/pdf';
  }
  return undefined;
}
