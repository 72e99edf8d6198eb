// Types for @digitalbazaar/base45 (RFC 9285), which ships JavaScript only.
declare module '@digitalbazaar/base45' {
  /** Throws TypeError unless given a Uint8Array; encodes from offset 0 of input.buffer. */
  export function encode(input: Uint8Array): string;
  /** Throws RangeError on a character outside the alphabet, a bad length or an out-of-range group. */
  export function decode(input: string): Uint8Array;
}
