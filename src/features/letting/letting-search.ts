import type { LettingTab } from '../../domain/letting';

/** The search params of the letting routes, validated at the edge (unknown values become ''). */

export type UnitSearch = { unitNo: string };
export type IdSearch = { id: string };
export type GuestSearch = { unitNo: string; inviteId: string };
export type LettersSearch = { unitNo: string; tab: LettingTab };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function unitSearch(search: Record<string, unknown>): UnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function idSearch(search: Record<string, unknown>): IdSearch {
  return { id: str(search.id) };
}

export function guestSearch(search: Record<string, unknown>): GuestSearch {
  return { unitNo: str(search.unitNo), inviteId: str(search.inviteId) };
}

export function lettersSearch(search: Record<string, unknown>): LettersSearch {
  return { unitNo: str(search.unitNo), tab: search.tab === 'pending' || search.tab === 'upcoming' ? search.tab : 'registered' };
}
