/**
 * The matrix's one source of randomness: mulberry32, a 32-bit PRNG small enough to read. A
 * schedule is a pure function of its seed, so a failing seed replays the same schedule on SQLite,
 * on PostgreSQL and in Chromium. (fast-check was the other candidate: its strength is shrinking a
 * pure property's input, but a schedule here runs against a live server whose state moves on,
 * so a shrink could not rerun it on the same state; a plain seeded generator is the honest tool.)
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** One of the items, by weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
};

export function rng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const self: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items.at(-1);
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return self;
}

/** A seed derived from another and a label (a device's network stream, say), so streams do not share draws. */
export function subSeed(seed: number, label: number): number {
  return (Math.imul(seed ^ 0x85ebca6b, 0xc2b2ae35) + Math.imul(label + 1, 0x27d4eb2f)) >>> 0;
}
