/** The search params of the lagoon routes, validated at the edge (unknown values become defaults). */

export type LagoonTab = 'book' | 'upcoming' | 'past';
export type LagoonTabsSearch = { tab: LagoonTab };
/** `userID`: concierge mode, the resident a concierge books for ('' for the user's own unit). */
export type LagoonUnitSearch = { unitNo: string; userID?: string };
export type IdSearch = { id: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function lagoonTabsSearch(search: Record<string, unknown>): LagoonTabsSearch {
  const tab = str(search.tab);
  return { tab: tab === 'upcoming' || tab === 'past' ? tab : 'book' };
}

export function lagoonUnitSearch(search: Record<string, unknown>): LagoonUnitSearch {
  const userID = str(search.userID);
  return userID ? { unitNo: str(search.unitNo), userID } : { unitNo: str(search.unitNo) };
}

export function idSearch(search: Record<string, unknown>): IdSearch {
  return { id: str(search.id) };
}
