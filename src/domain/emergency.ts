import type { Estate, Tile } from '../contract/records';
import { telHref } from './places';

/**
 * The one list of emergency numbers every screen shows (issue 31): the estate's control room first
 * (when the estate set one), then the police, the ambulance (the estate's provider, else the
 * national number) and fire (the estate's service, else 112). Read from the synced estates row,
 * so it works offline; /homeEmergencyScreen and /emergency both show it, so a number never differs
 * between them.
 */

/** SAPS Flying Squad, from any phone. */
export const POLICE_NUMBER = '10111';
/** The national ambulance number. */
export const AMBULANCE_NUMBER = '10177';
/** The emergency number from any mobile: the fire default when the estate names no fire service. */
export const FIRE_NUMBER = '112';

export const EMERGENCY_KINDS = ['controlRoom', 'police', 'ambulance', 'fire'] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

export type EmergencyNumber = {
  kind: EmergencyKind;
  /** As written (spaces kept) for reading aloud. */
  number: string;
  /** The tel: link. */
  href: string;
  /** The estate's own number, not the national default. */
  estates: boolean;
};

type EstateNumbers = Partial<Pick<Estate, 'controlRoomNumber' | 'ambulanceNumber' | 'fireNumber'>>;

function entry(kind: EmergencyKind, own: string | undefined, fallback: string | null): EmergencyNumber | null {
  const mine = own?.trim() ?? '';
  const href = telHref(mine);
  if (href) return { kind, number: mine, href, estates: true };
  if (fallback === null) return null;
  return { kind, number: fallback, href: `tel:${fallback}`, estates: false };
}

/** The estate's emergency numbers in the order to show them (an estate not loaded yet: the national numbers). */
export function emergencyNumbers(estate: EstateNumbers | undefined): EmergencyNumber[] {
  return [
    entry('controlRoom', estate?.controlRoomNumber, null),
    entry('police', '', POLICE_NUMBER),
    entry('ambulance', estate?.ambulanceNumber, AMBULANCE_NUMBER),
    entry('fire', estate?.fireNumber, FIRE_NUMBER),
  ].filter((e): e is EmergencyNumber => e !== null);
}

/** A number's digits as dialled in South Africa: '+27 11 465 0199', '011 465 0199' and '0114650199' are one number. */
function dialled(number: string): string {
  const digits = number.replace(/[^0-9]/g, '');
  return number.trim().startsWith('+27') ? `0${digits.slice(2)}` : digits;
}

/** True when both are the same phone number, however written. */
export function sameNumber(a: string, b: string): boolean {
  const x = dialled(a);
  return x !== '' && x === dialled(b);
}

/** The estate's other contacts: those whose number is not already one of the list's (its control room, its provider). */
export function besideTheList<T extends { number: string }>(contacts: readonly T[], list: readonly EmergencyNumber[]): T[] {
  return contacts.filter((c) => !list.some((e) => sameNumber(e.number, c.number)));
}

/** Which of the list's entries an emergency tile stands for (the spec's Ambulance and Fire tiles), if any. */
export function emergencyKindOfTile(tile: Pick<Tile, 'iconName' | 'tileBackofficeName'>): EmergencyKind | undefined {
  for (const kind of ['ambulance', 'fire'] as const) {
    if (tile.iconName === kind || tile.tileBackofficeName === `emergency_${kind}`) return kind;
  }
  return undefined;
}

/**
 * The emergency tiles shown beside the list: the spec's tiles (Follow Me, Emergency Contacts and
 * the estate's own), without the Ambulance and Fire tiles (the list shows those, with the
 * estate's numbers) and without a call tile dialling a number the list has.
 */
export function tilesBesideTheList(tiles: readonly Tile[], list: readonly EmergencyNumber[]): Tile[] {
  return tiles.filter(
    (tile) => emergencyKindOfTile(tile) === undefined && !(tile.navigateType === 'call' && list.some((e) => sameNumber(e.number, tile.tileContactNumber))),
  );
}
