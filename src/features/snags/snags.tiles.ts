import type { DefaultHomeTile } from '../../domain/tiles';

/** The default Maintenance tile (spec 1 and 3): the user's maintenance requests. */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 6,
    tileDisplayTitle: 'Maintenance',
    iconName: 'wrench',
    tileDescription: 'Report a maintenance issue',
    navigateType: 'local',
    navigatePath: '/snags',
  },
];
