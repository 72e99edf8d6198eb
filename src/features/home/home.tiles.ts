import type { DefaultHomeTile } from '../../domain/tiles';

/**
 * The default Maintenance tile (spec 1 and 3): an external page the estate configures, it writes
 * to the estate's support e-mail instead, and is inert without one. Kept here until maintenance
 * requests are a feature of their own, which takes it over.
 */
export const homeTiles: readonly DefaultHomeTile[] = [
  {
    slot: 6,
    tileDisplayTitle: 'Maintenance',
    iconName: 'wrench',
    tileDescription: 'Report a maintenance issue',
    navigateType: 'iframe',
    navigatePath: ({ supportEmail }) => (supportEmail ? `mailto:${supportEmail}?subject=${encodeURIComponent('Maintenance')}` : ''),
  },
];
