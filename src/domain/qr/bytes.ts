/**
 * Byte helpers for the gate-code library. Pure: no DOM, no Node APIs
 * (TextEncoder/TextDecoder are WHATWG globals present in browsers, workers and Node).
 */

import { fromBase64Url, toBase64Url } from '../../contract/base64url';

// base64url lives in the contract (its device-key check needs it); the gate-code library takes it from here.
export { fromBase64Url, toBase64Url };

/** Accepts hex (even length) or base64 / base64url (padding allowed) key material from config. */
export function keyMaterialFromText(text: string): Uint8Array | null {
  const s = text.trim();
  if (/^(?:[0-9a-fA-F]{2})+$/.test(s)) {
    const out = new Uint8Array(s.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(i * 2, i * 2 + 2), 16);
    return out;
  }
  return fromBase64Url(s.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export const MAX_U32 = 0xffffffff;

export function isU32(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_U32;
}

export function u32be(n: number): Uint8Array {
  if (!isU32(n)) throw new RangeError(`not a u32: ${n}`);
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n, false);
  return out;
}

/** 8-byte big-endian unsigned integer (n must be a safe non-negative integer). */
export function u64be(n: number): Uint8Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a u64: ${n}`);
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n), false);
  return out;
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Sequential reader over a byte array; every read returns null when out of range. */
export class ByteReader {
  private pos = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get offset(): number {
    return this.pos;
  }
  get remaining(): number {
    return this.bytes.length - this.pos;
  }
  take(n: number): Uint8Array | null {
    if (n < 0 || this.pos + n > this.bytes.length) return null;
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  u8(): number | null {
    const b = this.take(1);
    return b ? (b[0] ?? null) : null;
  }
  u32(): number | null {
    const b = this.take(4);
    return b ? new DataView(b.buffer, b.byteOffset, 4).getUint32(0, false) : null;
  }
  /** Unsigned LEB128 of a u32 in its shortest form (at most 5 bytes); null otherwise. */
  varint(): number | null {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (b === null) return null;
      value += (b & 0x7f) * 2 ** (7 * i);
      if ((b & 0x80) === 0) return (b === 0 && i > 0) || !isU32(value) ? null : value;
    }
    return null;
  }
  /** u8 length + UTF-8 text. */
  shortString(): string | null {
    const len = this.u8();
    if (len === null) return null;
    const b = this.take(len);
    return b ? fromUtf8(b) : null;
  }
}

/** u8 length + UTF-8 text; throws when longer than 255 bytes. */
export function shortStringBytes(text: string): Uint8Array {
  const b = utf8(text);
  if (b.length > 255) throw new RangeError('string longer than 255 UTF-8 bytes');
  return concatBytes(Uint8Array.of(b.length), b);
}

/** Unsigned LEB128 (7 bits a byte, low first) of a u32: 1 byte below 128, at most 5. */
export function varintBytes(n: number): Uint8Array {
  if (!isU32(n)) throw new RangeError(`not a u32: ${n}`);
  const out: number[] = [];
  let rest = n;
  do {
    const low = rest % 128;
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  return Uint8Array.from(out);
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The 16 bytes of a UUID in its canonical text form (lowercase 8-4-4-4-12); null for anything else. */
export function uuidBytes(text: string): Uint8Array | null {
  if (!UUID_TEXT.test(text)) return null;
  const hex = text.replace(/-/g, '');
  const out = new Uint8Array(16);
  for (let i = 0; i < 16; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Canonical UUID text of 16 bytes. */
export function uuidText(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('a UUID has 16 bytes');
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
