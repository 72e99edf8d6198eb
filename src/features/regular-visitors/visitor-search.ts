import type { VisitorTab } from '../../domain/letting';

/** The search params of the regular visitor routes, validated at the edge (unknown values become '' or 0). */

export type UnitSearch = { unitNo: string };
export type HomeSearch = { unitNo: string; tab: VisitorTab };
export type IdSearch = { id: string };
export type EnrolmentSearch = { token: string; estateId: number };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function unitSearch(search: Record<string, unknown>): UnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function homeSearch(search: Record<string, unknown>): HomeSearch {
  return { unitNo: str(search.unitNo), tab: search.tab === 'pending' ? 'pending' : 'registered' };
}

export function idSearch(search: Record<string, unknown>): IdSearch {
  return { id: str(search.id) };
}

export function enrolmentSearch(search: Record<string, unknown>): EnrolmentSearch {
  const estateId = Number(search.estateId);
  return { token: str(search.token), estateId: Number.isInteger(estateId) && estateId > 0 ? estateId : 0 };
}
