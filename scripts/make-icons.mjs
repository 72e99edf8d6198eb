// Writes the manifest icons public/icon-192.png and public/icon-512.png (red square, white house).
// Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Inside the house shape, in unit coordinates (0..1), kept in the maskable safe zone. */
function inHouse(x, y) {
  const roofTop = 0.25,
    roofBase = 0.48,
    left = 0.27,
    right = 0.73,
    bottom = 0.75;
  const inRoof = y >= roofTop && y <= roofBase && Math.abs(x - 0.5) <= ((y - roofTop) / (roofBase - roofTop)) * 0.27;
  const inBody = y > roofBase && y <= bottom && x >= left + 0.04 && x <= right - 0.04;
  const inDoor = y > 0.58 && y <= bottom && Math.abs(x - 0.5) <= 0.055;
  return (inRoof || inBody) && !inDoor;
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const white = inHouse((x + 0.5) / size, (y + 0.5) / size);
      const i = row + 1 + x * 4;
      raw[i] = white ? 255 : 0xc6;
      raw[i + 1] = white ? 255 : 0x28;
      raw[i + 2] = white ? 255 : 0x28;
      raw[i + 3] = 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) {
  writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), png(size));
}
console.log('wrote public/icon-192.png and public/icon-512.png');
