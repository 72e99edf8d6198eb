import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of the gate QR code (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  { slot: 1, tileDisplayTitle: 'Access Control', iconName: 'key', tileDescription: 'Your gate QR code', navigateType: 'local', navigatePath: '/access' },
];
