// Shared by the benchmark files: how a figure is recorded (alone, or beside the bare cost of the
// same work measured in the same run), percentiles, and alternating rounds so machine noise
// (other jobs on the shared two cores) hits the product and its bare counterpart alike.

/** A figure with no bare counterpart (sign-in with scrypt, offline reload, sizes). */
export type Figure = { name: string; value: string; goal: string };

/** A figure beside its limit: the bare cost of the same work on the same machine in the same run. */
export type Comparison = {
  name: string;
  /** The product's figure, as text with its unit. */
  value: string;
  /** The bare cost of the same work (what the product cannot beat), as text with its unit. */
  limit: string;
  /** What the bare cost is, in a few words. */
  bare: string;
  /** value / limit in cost terms (time over time, size over size, bare rate over product rate): 1.0 is the limit. */
  ratio: number;
  /** Why a ratio above the goal cannot be lower, where that is so. */
  note: string;
};

export const RATIO_GOAL = 1.5;

export type RecordFigure = (name: string, value: string, goal?: string) => void;
export type Compare = (comparison: Comparison) => void;

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
export const ms = (n: number): string => `${n.toFixed(2)} ms`;
export const ratioText = (ratio: number): string => `${ratio.toFixed(2)}x`;

/**
 * Runs `product` and `bare` alternately for `rounds` rounds, starting with a different one each
 * round (A B, B A, A B, ...), so a slow spell of the machine falls on both alike. Returns each
 * side's results in round order.
 */
export async function alternate<T>(rounds: number, product: () => Promise<T> | T, bare: () => Promise<T> | T): Promise<{ product: T[]; bare: T[] }> {
  const out: { product: T[]; bare: T[] } = { product: [], bare: [] };
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      out.product.push(await product());
      out.bare.push(await bare());
    } else {
      out.bare.push(await bare());
      out.product.push(await product());
    }
  }
  return out;
}
