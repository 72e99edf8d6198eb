import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of facility bookings (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 3,
    tileDisplayTitle: 'Facilities',
    iconName: 'building',
    tileDescription: 'Book estate facilities',
    navigateType: 'local',
    navigatePath: '/bookings',
  },
];
