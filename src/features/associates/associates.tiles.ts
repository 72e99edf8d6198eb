import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of the user's associates (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 8,
    tileDisplayTitle: 'Associates',
    iconName: 'users',
    tileDescription: 'Domestic workers and service providers',
    navigateType: 'local',
    navigatePath: '/associates',
  },
];
