import type { DefaultHomeTile } from '../../domain/tiles';

/** The default home tile of the user's personal information (spec 1 and 3). */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 2,
    tileDisplayTitle: 'My Info',
    iconName: 'user',
    tileDescription: 'Your personal information',
    navigateType: 'local',
    navigatePath: '/PersonalInformation',
  },
];
