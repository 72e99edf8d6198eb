import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of homes for sale and to let (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 7,
    tileDisplayTitle: 'Buy & Rent',
    iconName: 'home',
    tileDescription: 'Homes for sale and to let',
    navigateType: 'local',
    navigatePath: '/Developments',
  },
];
