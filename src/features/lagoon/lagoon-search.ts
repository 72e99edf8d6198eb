/** The search params of the lagoon routes, validated at the edge (unknown values become defaults). */

export type LagoonTab = 'book' | 'upcoming' | 'past';
export type LagoonTabsSearch = { tab: LagoonTab };
export type LagoonUnitSearch = { unitNo: string };
export type IdSearch = { id: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function lagoonTabsSearch(search: Record<string, unknown>): LagoonTabsSearch {
  const tab = str(search.tab);
  return { tab: tab === 'upcoming' || tab === 'past' ? tab : 'book' };
}

export function lagoonUnitSearch(search: Record<string, unknown>): LagoonUnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function idSearch(search: Record<string, unknown>): IdSearch {
  return { id: str(search.id) };
}
