import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of the estate's events (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 4,
    tileDisplayTitle: 'Events',
    iconName: 'calendar',
    tileDescription: 'What is happening on the estate',
    navigateType: 'local',
    navigatePath: '/events',
  },
];
