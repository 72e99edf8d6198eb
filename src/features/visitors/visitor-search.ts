/** The search params of the visitor routes, validated at the edge (unknown values become ''). */

export type VisitorUnitSearch = { unitNo: string };
export type InviteSearch = { inviteId: string };
export type VisitorTab = 'upcoming' | 'registered' | 'pending';
export type VisitorTabsSearch = { unitNo: string; tab: VisitorTab };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function visitorUnitSearch(search: Record<string, unknown>): VisitorUnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function inviteSearch(search: Record<string, unknown>): InviteSearch {
  return { inviteId: str(search.inviteId) };
}

export function visitorTabsSearch(search: Record<string, unknown>): VisitorTabsSearch {
  const tab = str(search.tab);
  return { unitNo: str(search.unitNo), tab: tab === 'registered' || tab === 'pending' ? tab : 'upcoming' };
}
