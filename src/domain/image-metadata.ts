/**
 * Removing metadata from JPEG files before they leave the device (EXIF stripped
 * from every image; POPIA s19). Pure: bytes in, bytes out.
 *
 * A JPEG is SOI (FFD8), then segments `FF <marker> <length:2> <payload>` up to SOS (FFDA), whose
 * entropy-coded data runs until the next marker that is not a stuffed byte (FF00) or a restart
 * (FFD0-FFD7); progressive files have more tables and scans after it; EOI (FFD9) ends the file.
 * Dropped: APP1 (EXIF with GPS position, camera, time; XMP), APP2-APP13 and APP15 (ICC profile,
 * Photoshop/IPTC with captions and places, maker data), COM (comments). Kept: APP0 (JFIF), APP14
 * when it is Adobe's colour-transform flag (needed to decode some files right; it carries no
 * personal data), and every table, frame and scan, byte for byte.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;

export class NotAJpegError extends Error {
  constructor(reason: string) {
    super(`Not a JPEG file: ${reason}`);
    this.name = 'NotAJpegError';
  }
}

/** Markers that stand alone (no length): SOI, EOI, RST0-7, TEM. */
function isStandalone(marker: number): boolean {
  return marker === SOI || marker === EOI || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
}

function isAdobeApp14(bytes: Uint8Array, payloadStart: number, payloadEnd: number): boolean {
  const adobe = [0x41, 0x64, 0x6f, 0x62, 0x65]; // 'Adobe'
  return payloadEnd - payloadStart >= adobe.length && adobe.every((byte, i) => bytes[payloadStart + i] === byte);
}

/** Whether a segment is metadata to drop. */
function isMetadata(marker: number, bytes: Uint8Array, payloadStart: number, payloadEnd: number): boolean {
  if (marker === COM) return true;
  if (marker > APP0 && marker <= 0xef) return !(marker === APP14 && isAdobeApp14(bytes, payloadStart, payloadEnd));
  return false;
}

/** The JPEG without its metadata segments (see the file comment); throws NotAJpegError for anything else or a truncated file. */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const at = (i: number): number => bytes[i] ?? -1;
  if (at(0) !== 0xff || at(1) !== SOI) throw new NotAJpegError('no start-of-image marker');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let inScan = false;
  while (pos < bytes.length) {
    if (inScan) {
      // Entropy-coded data: copied up to the next marker that is not FF00 (a stuffed byte), a restart or a fill byte.
      const dataStart = pos;
      while (pos < bytes.length) {
        const next = at(pos + 1);
        if (at(pos) === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        pos += 1;
      }
      kept.push(bytes.subarray(dataStart, pos));
      if (pos >= bytes.length) break;
    } else {
      while (at(pos) === 0xff && at(pos + 1) === 0xff) pos += 1; // fill bytes before a marker
      if (at(pos) !== 0xff || pos + 1 >= bytes.length) throw new NotAJpegError('data between segments');
    }
    const marker = at(pos + 1);
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(pos, pos + 2));
      pos += 2;
      if (marker === EOI) break;
      continue;
    }
    if (pos + 4 > bytes.length) throw new NotAJpegError('truncated segment header');
    const length = (at(pos + 2) << 8) | at(pos + 3);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) throw new NotAJpegError('segment runs past the end');
    if (!isMetadata(marker, bytes, pos + 4, end)) kept.push(bytes.subarray(pos, end));
    pos = end;
    inScan = marker === SOS;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
