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
export const LETTING_PATHS: readonly string[] = [
  '/letterSelectUnitVisitorAccess',
  '/letterAllVisitors',
  '/letterManageVisitors',
  '/manageLettingUsers',
  '/addLetterGuest',
];

/** Spec 2 'Stand filter': letting or guest tiles are hidden unless the user has a letting unit. */
export function withoutLettingTiles<T extends Pick<Tile, 'navigatePath'>>(tiles: readonly T[], hasLettingUnit: boolean): T[] {
  return hasLettingUnit ? [...tiles] : tiles.filter((tile) => !LETTING_PATHS.includes(tile.navigatePath.trim()));
}

/** Corner radius from the tile css value '0 5 0 5' (top-left top-right bottom-right bottom-left, px). */
export function tileCornerRadius(value: string): string {
  const parts = value.trim().split(/\s+/).filter(Boolean).map(Number);
  const valid = parts.length > 0 && parts.every((n) => Number.isFinite(n) && n >= 0);
  const [a = 0, b = 5, c = 0, d = 5] = valid ? ((parts.length === 4 ? parts : [parts[0], parts[0], parts[0], parts[0]]) as number[]) : [0, 5, 0, 5];
  return `${a}px ${b}px ${c}px ${d}px`;
}

/**
 * A default home tile as its feature declares it (`src/features/<area>/<area>.tiles.ts`, exported
 * as `homeTiles`; found by `src/app/home-tiles.ts`). Data only, so it may be read anywhere.
 */
export type DefaultHomeTile = Pick<Tile, 'tileDisplayTitle' | 'iconName' | 'tileDescription' | 'navigateType' | 'navigatePath'> & {
  /** Its place among the default home tiles, 1 first: it fixes the tile's id, back-office name and priority. */
  slot: number;
};

/**
 * Spec 1 and 3: the default home tiles (Access Control, My Info, Facilities, Events, Directory,
 * Maintenance, Buy & Rent, Associates), shown with the default estate when the user holds no
 * role, each declared by its feature, in slot order.
 */
export function defaultHomeTiles(estateId: number, declared: readonly DefaultHomeTile[]): Tile[] {
  return [...declared]
    .sort((a, b) => a.slot - b.slot)
    .map(({ slot, ...spec }) => ({
      ...spec,
      id: `default:${estateId}:home:${slot}`,
      estateId,
      roleName: '',
      tilePriority: slot + 3,
      tileEnabled: true,
      tileAppLocation: 'home',
      tileBackofficeName: `home_default_${slot}`,
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
