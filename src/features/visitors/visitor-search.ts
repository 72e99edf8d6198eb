/** The search params of the visitor routes, validated at the edge (unknown values become ''). */

/** `userID`: the resident a concierge invites for (concierge mode, spec 2 visitor unit picker). */
export type VisitorUnitSearch = { unitNo: string; userID?: string };
export type InviteSearch = { inviteId: string };
export type VisitorTab = 'upcoming' | 'registered' | 'pending';
export type VisitorTabsSearch = { unitNo: string; tab: VisitorTab };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function visitorUnitSearch(search: Record<string, unknown>): VisitorUnitSearch {
  const userID = str(search.userID);
  return { unitNo: str(search.unitNo), ...(userID ? { userID } : {}) };
}

export function inviteSearch(search: Record<string, unknown>): InviteSearch {
  return { inviteId: str(search.inviteId) };
}

export function visitorTabsSearch(search: Record<string, unknown>): VisitorTabsSearch {
  const tab = str(search.tab);
  return { unitNo: str(search.unitNo), tab: tab === 'registered' || tab === 'pending' ? tab : 'upcoming' };
}
