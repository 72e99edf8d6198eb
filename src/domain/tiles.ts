import type { Tile } from '../contract/records';

/** Where tapping a tile goes (spec 1 section 2.6, tile navigation types). */
export type TileTarget =
  | { kind: 'call'; href: string }
  | { kind: 'local'; path: string }
  | { kind: 'embedded'; url: string; heading: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const tel = (n: string) => `tel:${n.replace(/[^0-9+]/g, '')}`;

export function tileTarget(tile: Pick<Tile, 'navigateType' | 'navigatePath' | 'tileContactNumber' | 'tileDisplayTitle'>): TileTarget {
  const path = tile.navigatePath.trim();
  switch (tile.navigateType) {
    case 'call': {
      const number = tile.tileContactNumber.trim() || path;
      return number ? { kind: 'call', href: tel(number) } : { kind: 'none' };
    }
    case 'local':
      if (!path) return { kind: 'none' };
      if (path.includes('http')) return { kind: 'embedded', url: path, heading: tile.tileDisplayTitle };
      return { kind: 'local', path: path.startsWith('/') ? path : `/${path}` };
    case 'iframe':
      return path ? { kind: 'external', url: path } : { kind: 'none' };
    default:
      // Emergency tiles have no navigation and dial their contact number.
      return tile.tileContactNumber.trim() ? { kind: 'call', href: tel(tile.tileContactNumber) } : { kind: 'none' };
  }
}

/** The in-app href for an embedded page (DynamicIFrame). */
export function embeddedHref(url: string, heading: string): string {
  return `/DynamicIFrame?${new URLSearchParams({ url, heading }).toString()}`;
}

/** Paths of the letting and guest screens (spec 2 'Stand filter': shown only to users with a letting unit). */
export const LETTING_PATHS: readonly string[] = ['/letterSelectUnitVisitorAccess', '/letterAllVisitors', '/letterManageVisitors', '/manageLettingUsers', '/addLetterGuest'];

/** Spec 2 'Stand filter': letting or guest tiles are hidden unless the user has a letting unit. */
export function withoutLettingTiles<T extends Pick<Tile, 'navigatePath'>>(tiles: readonly T[], hasLettingUnit: boolean): T[] {
  return hasLettingUnit ? [...tiles] : tiles.filter((tile) => !LETTING_PATHS.includes(tile.navigatePath.trim()));
}

/** Tiles whose display title contains the query (case-insensitive); all tiles for an empty query. */
export function filterTilesByTitle<T extends Pick<Tile, 'tileDisplayTitle'>>(tiles: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tiles];
  return tiles.filter((tile) => tile.tileDisplayTitle.toLowerCase().includes(q));
}

/** Corner radius from the tile css value '0 5 0 5' (top-left top-right bottom-right bottom-left, px). */
export function tileCornerRadius(value: string): string {
  const parts = value.trim().split(/\s+/).filter(Boolean).map(Number);
  const valid = parts.length > 0 && parts.every((n) => Number.isFinite(n) && n >= 0);
  const [a = 0, b = 5, c = 0, d = 5] = valid ? (parts.length === 4 ? parts : [parts[0], parts[0], parts[0], parts[0]]) as number[] : [0, 5, 0, 5];
  return `${a}px ${b}px ${c}px ${d}px`;
}

type DefaultTileSpec = Pick<Tile, 'tileDisplayTitle' | 'iconName' | 'tileDescription' | 'navigateType' | 'navigatePath'>;

/**
 * Spec 1 and 3: the default home tiles (Access Control, My Info, Facilities, Events,
 * Directory, Maintenance, Buy & Rent, Associates), shown with the default estate when the
 * user holds no role. Maintenance, an external page the estate configures, writes to the
 * estate instead while there is no estate data (it is inert without a support e-mail).
 */
export function defaultHomeTiles(estateId: number, supportEmail: string): Tile[] {
  const maintenance = supportEmail ? `mailto:${supportEmail}?subject=${encodeURIComponent('Maintenance')}` : '';
  const specs: DefaultTileSpec[] = [
    { tileDisplayTitle: 'Access Control', iconName: 'key', tileDescription: 'Your gate QR code', navigateType: 'local', navigatePath: '/access' },
    { tileDisplayTitle: 'My Info', iconName: 'user', tileDescription: 'Your personal information', navigateType: 'local', navigatePath: '/PersonalInformation' },
    { tileDisplayTitle: 'Facilities', iconName: 'building', tileDescription: 'Book estate facilities', navigateType: 'local', navigatePath: '/bookings' },
    { tileDisplayTitle: 'Events', iconName: 'calendar', tileDescription: 'What is happening on the estate', navigateType: 'local', navigatePath: '/events' },
    { tileDisplayTitle: 'Directory', iconName: 'book', tileDescription: 'Useful numbers', navigateType: 'local', navigatePath: '/directory' },
    { tileDisplayTitle: 'Maintenance', iconName: 'wrench', tileDescription: 'Report a maintenance issue', navigateType: 'iframe', navigatePath: maintenance },
    { tileDisplayTitle: 'Buy & Rent', iconName: 'home', tileDescription: 'Homes for sale and to let', navigateType: 'local', navigatePath: '/Developments' },
    { tileDisplayTitle: 'Associates', iconName: 'users', tileDescription: 'Domestic workers and service providers', navigateType: 'local', navigatePath: '/associates' },
  ];
  return specs.map((spec, index) => ({
    ...spec,
    id: `default:${estateId}:home:${index + 1}`,
    estateID: estateId,
    roleName: '',
    tilePriority: index + 4,
    tileEnabled: true,
    tileAppLocation: 'home',
    tileBackofficeName: `home_default_${index + 1}`,
    tileDisplayTitleEnabled: true,
    tileDescriptionEnabled: true,
    iconEnabled: true,
    cssBackGroundColour: '',
    cssFontColour: '',
    cssDefaultSize: 'medium',
    cssRoundCornerPerc: '0 5 0 5',
    cssBorderWidthPerc: '1',
    tileContactPerson: '',
    tileContactNumber: '',
    categoryLocation: 'home',
  }));
}
