/** The search params of the associate routes, validated at the edge (unknown values become ''). */

export type UnitSearch = { unitNo: string };
export type AssociateSearch = { unitNo: string; id: string };
/** /associates/create: both come from /associates/type; none when returning from the face capture. */
export type CreateSearch = { unitNo?: string; type?: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function unitSearch(search: Record<string, unknown>): UnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function associateSearch(search: Record<string, unknown>): AssociateSearch {
  return { unitNo: str(search.unitNo), id: str(search.id) };
}

export function createSearch(search: Record<string, unknown>): CreateSearch {
  const unitNo = str(search.unitNo);
  const type = str(search.type);
  return { ...(unitNo ? { unitNo } : {}), ...(type ? { type } : {}) };
}
