import type { Tile } from '../../src/contract/records';
import { defaultTiles } from '../modules/estates/default-tiles';

/** The demo estates' tiles: the default set per role, with the demo's armed-response number. */
export const demoTiles = (estateIds: number[]): Tile[] => defaultTiles(estateIds, { demo: true });
