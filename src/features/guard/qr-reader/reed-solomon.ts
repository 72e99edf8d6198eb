/**
 * Reed-Solomon error correction over GF(256) as QR codes use it (primitive polynomial 0x11D,
 * generator roots alpha^0 .. alpha^(n-1)). Berlekamp-Massey finds the error locator, a Chien
 * search the positions, Forney the values.
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

const mul = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : (EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0));
const inv = (a: number): number => EXP[255 - (LOG[a] ?? 0)] ?? 0;
const pow = (exp: number): number => EXP[((exp % 255) + 255) % 255] ?? 0;

/** Evaluates a polynomial given lowest degree first. */
function evalLow(poly: readonly number[], x: number): number {
  let y = 0;
  for (let i = poly.length - 1; i >= 0; i--) y = mul(y, x) ^ (poly[i] ?? 0);
  return y;
}

/** Syndromes S_j = r(alpha^j); the block's first byte is the highest-degree coefficient. */
function syndromes(block: Uint8Array, eccLen: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < eccLen; j++) {
    const x = pow(j);
    let y = 0;
    for (const byte of block) y = mul(y, x) ^ byte;
    out.push(y);
  }
  return out;
}

/**
 * Corrects `block` (data + ecc bytes) in place. Returns the number of corrected bytes, or -1 when
 * the errors exceed what `eccLen` check bytes can fix.
 */
export function correctBlock(block: Uint8Array, eccLen: number): number {
  const s = syndromes(block, eccLen);
  if (s.every((v) => v === 0)) return 0;

  // Berlekamp-Massey: error locator C (lowest degree first).
  let c = [1];
  let b = [1];
  let l = 0;
  let m = 1;
  let bScale = 1;
  for (let n = 0; n < eccLen; n++) {
    let d = s[n] ?? 0;
    for (let i = 1; i <= l; i++) d ^= mul(c[i] ?? 0, s[n - i] ?? 0);
    if (d === 0) {
      m++;
      continue;
    }
    const coef = mul(d, inv(bScale));
    const next = c.slice();
    for (let i = 0; i < b.length; i++) {
      while (next.length <= i + m) next.push(0);
      next[i + m] = (next[i + m] ?? 0) ^ mul(coef, b[i] ?? 0);
    }
    if (2 * l <= n) {
      b = c;
      l = n + 1 - l;
      bScale = d;
      m = 1;
    } else m++;
    c = next;
  }
  if (l * 2 > eccLen) return -1;

  // Chien search over the block's positions: byte k has locator X = alpha^(len-1-k).
  const len = block.length;
  const positions: number[] = [];
  for (let k = 0; k < len; k++) {
    if (evalLow(c, inv(pow(len - 1 - k))) === 0) positions.push(k);
  }
  if (positions.length !== l) return -1;

  // Error evaluator Omega = S(x) * C(x) mod x^eccLen; Forney with first root alpha^0.
  const omega: number[] = new Array<number>(eccLen).fill(0);
  for (let i = 0; i < eccLen; i++) for (let j = 0; j < c.length && i + j < eccLen; j++) omega[i + j] = (omega[i + j] ?? 0) ^ mul(s[i] ?? 0, c[j] ?? 0);
  const derivative = c.map((v, i) => (i % 2 === 1 ? v : 0)).slice(1);
  for (const k of positions) {
    const x = pow(len - 1 - k);
    const xInv = inv(x);
    const denom = evalLow(derivative, xInv);
    if (denom === 0) return -1;
    block[k] = (block[k] ?? 0) ^ mul(x, mul(evalLow(omega, xInv), inv(denom)));
  }
  return syndromes(block, eccLen).every((v) => v === 0) ? positions.length : -1;
}
