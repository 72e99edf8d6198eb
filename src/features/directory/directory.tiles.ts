import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of the estate's directory (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  { slot: 5, tileDisplayTitle: 'Directory', iconName: 'book', tileDescription: 'Useful numbers', navigateType: 'local', navigatePath: '/directory' },
];
