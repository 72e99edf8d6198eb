/// <reference types="vite/client" />
import type { DefaultHomeTile } from '../domain/tiles';

/**
 * The default home tiles every feature declares (`src/features/<area>/<area>.tiles.ts`, exported
 * as `homeTiles`), found by file name. Those files hold data only (no feature code), so the local
 * database's access-control list may read them here.
 */
const declared = import.meta.glob<readonly DefaultHomeTile[]>('../features/*/*.tiles.ts', { eager: true, import: 'homeTiles' });

/** Every declared default home tile, slot order; a slot taken twice is a mistake that stops the app at load. */
export const homeTiles: readonly DefaultHomeTile[] = (() => {
  const all = Object.values(declared)
    .flat()
    .sort((a, b) => a.slot - b.slot);
  const doubled = all.find((tile, i) => i > 0 && all[i - 1]?.slot === tile.slot);
  if (doubled) throw new Error(`Default home tile slot ${doubled.slot} is declared twice (${doubled.tileDisplayTitle})`);
  return all;
})();
