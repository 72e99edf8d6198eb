/**
 * Base45 (RFC 9285): two bytes in three characters of the QR alphanumeric set, so a QR code
 * holds the gate payload in alphanumeric mode (5.5 bits a character) instead of base64 text in
 * byte mode (8 bits a character for 6 bits of data). The codec is @digitalbazaar/base45
 * (maintained, no dependencies, Uint8Array in and out, strict decoding: every byte string has
 * exactly one accepted text form).
 */
import { decode, encode } from '@digitalbazaar/base45';

/** Base45 text of `bytes` (copied first: the library reads the view's buffer from offset 0). */
export function toBase45(bytes: Uint8Array): string {
  return encode(bytes.slice());
}

/** The bytes of Base45 text; null when it is not valid Base45. */
export function fromBase45(text: string): Uint8Array | null {
  try {
    return decode(text);
  } catch {
    return null;
  }
}
