import { describe, expect, it } from 'vitest';
import { NotAJpegError, stripJpegMetadata } from './image-metadata';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A marker segment: FF, marker, 2-byte length (payload + 2), payload. */
function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const APP0_JFIF = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** Quantisation table 0: 64 ones. */
const DQT = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
/** Baseline frame, 8 bits, 8x8 pixels, one component (id 1, no subsampling, table 0). */
const SOF0 = segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
/** Huffman tables with a single 1-bit code '0': DC table 0 -> category 0, AC table 0 -> EOB (0x00). */
const DHT_DC = segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]);
const DHT_AC = segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]);
/** One scan of component 1 with tables 0/0, spectral 0-63, no approximation. */
const SOS = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
/** The only block: DC difference 0 ('0'), end of block ('0'), padded with ones: a uniform grey 8x8 picture. */
const SCAN_DATA = [0x3f];

/** A complete baseline JPEG, without metadata, made here byte by byte. */
const CLEAN = [...SOI, ...APP0_JFIF, ...DQT, ...SOF0, ...DHT_DC, ...DHT_AC, ...SOS, ...SCAN_DATA, ...EOI];

/** EXIF (APP1) with a TIFF header and the GPS position as text. */
const GPS_TEXT = 'GPSLatitude S 33 55 29.6 GPSLongitude E 18 25 26.8 Make Phone Model X';
const APP1_EXIF = segment(0xe1, [...ascii('Exif'), 0, 0, ...ascii('MM'), 0, 42, 0, 0, 0, 8, ...ascii(GPS_TEXT), 0]);
const APP1_XMP = segment(0xe1, [
  ...ascii('http://ns.adobe.com/xap/1.0/'),
  0,
  ...ascii('<x:xmpmeta><exif:GPSLatitude>33,55.49S</exif:GPSLatitude></x:xmpmeta>'),
]);
const APP2_ICC = segment(0xe2, [...ascii('ICC_PROFILE'), 0, 1, 1, ...ascii('profile bytes')]);
const APP13_IPTC = segment(0xed, [...ascii('Photoshop 3.0'), 0, ...ascii('8BIM caption: at home in Cape Town')]);
const COM = segment(0xfe, ascii('Taken at 12 Main Road'));
const APP14_ADOBE = segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]);

/** The same JPEG with every kind of metadata a phone or editor adds. */
const WITH_METADATA = [
  ...SOI,
  ...APP0_JFIF,
  ...APP1_EXIF,
  ...APP1_XMP,
  ...APP2_ICC,
  ...APP13_IPTC,
  ...DQT,
  ...COM,
  ...SOF0,
  ...DHT_DC,
  ...DHT_AC,
  ...SOS,
  ...SCAN_DATA,
  ...EOI,
];

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('stripJpegMetadata', () => {
  it('removes EXIF (with its GPS text), XMP, ICC, IPTC and comments, and leaves the rest of the JPEG byte for byte', () => {
    const input = Uint8Array.from(WITH_METADATA);
    expect(text(input)).toContain('GPSLatitude');
    const output = stripJpegMetadata(input);
    for (const gone of ['GPS', 'Exif', 'xmpmeta', 'ICC_PROFILE', 'Photoshop', 'Cape Town', 'Main Road']) expect(text(output)).not.toContain(gone);
    expect([...output]).toEqual(CLEAN);
  });

  it('keeps the scan: everything from SOS to EOI is identical', () => {
    const input = Uint8Array.from(WITH_METADATA);
    const output = stripJpegMetadata(input);
    const sosIn = indexOf(input, [0xff, 0xda]);
    const sosOut = indexOf(output, [0xff, 0xda]);
    expect(sosOut).toBeGreaterThan(0);
    expect([...output.subarray(sosOut)]).toEqual([...input.subarray(sosIn)]);
    expect([...output.subarray(0, 2)]).toEqual(SOI);
    expect([...output.subarray(-2)]).toEqual(EOI);
  });

  it('keeps JFIF and the Adobe colour-transform segment, drops other APP14 data', () => {
    const otherApp14 = segment(0xee, ascii('NotAdobe data'));
    const input = Uint8Array.from([...SOI, ...APP0_JFIF, ...APP14_ADOBE, ...otherApp14, ...DQT, ...SOF0, ...DHT_DC, ...DHT_AC, ...SOS, ...SCAN_DATA, ...EOI]);
    const output = stripJpegMetadata(input);
    expect(indexOf(output, APP0_JFIF)).toBe(2);
    expect(indexOf(output, APP14_ADOBE)).toBe(2 + APP0_JFIF.length);
    expect(text(output)).not.toContain('NotAdobe');
  });

  it('copies entropy-coded data with stuffed bytes and restart markers untouched, and strips metadata between progressive scans', () => {
    // FF 00 E1 inside the scan is a stuffed byte followed by data, not an APP1 marker; FF D0 is a restart.
    const scan1 = [0x12, 0xff, 0x00, 0xe1, 0x00, 0x05, 0x34, 0xff, 0xd0, 0x56, 0xff, 0x00];
    const scan2 = [0x78, 0xff, 0xd1, 0x9a];
    const input = Uint8Array.from([
      ...SOI,
      ...APP0_JFIF,
      ...DQT,
      ...SOF0,
      ...DHT_DC,
      ...SOS,
      ...scan1,
      ...COM,
      ...APP1_EXIF,
      ...DHT_AC,
      ...SOS,
      ...scan2,
      ...EOI,
    ]);
    const output = stripJpegMetadata(input);
    expect([...output]).toEqual([...SOI, ...APP0_JFIF, ...DQT, ...SOF0, ...DHT_DC, ...SOS, ...scan1, ...DHT_AC, ...SOS, ...scan2, ...EOI]);
  });

  it('is idempotent', () => {
    const once = stripJpegMetadata(Uint8Array.from(WITH_METADATA));
    expect([...stripJpegMetadata(once)]).toEqual([...once]);
  });

  it('refuses what is not a JPEG, or a truncated one', () => {
    expect(() => stripJpegMetadata(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toThrow(NotAJpegError);
    expect(() => stripJpegMetadata(new Uint8Array())).toThrow(NotAJpegError);
    expect(() => stripJpegMetadata(Uint8Array.from(WITH_METADATA.slice(0, 30)))).toThrow(NotAJpegError);
    expect(() => stripJpegMetadata(Uint8Array.from([...SOI, 0x00, 0x01, ...APP0_JFIF]))).toThrow(NotAJpegError);
  });
});
