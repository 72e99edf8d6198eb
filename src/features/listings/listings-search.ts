/** The search params of the listings' routes, validated at the edge (anything else becomes the default). */

export type IdSearch = { id: string };
/** A provider's page: its id and the chosen category (absent: Overview). */
export type MenuSearch = { id: string; category?: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function idSearch(search: Record<string, unknown>): IdSearch {
  return { id: str(search.id) };
}

export function menuSearch(search: Record<string, unknown>): MenuSearch {
  const category = str(search.category);
  return category ? { id: str(search.id), category } : { id: str(search.id) };
}

/** /Developments' tab: 'rentals' or 'soldout'; absent for To Purchase ('sales'). Kept apart from the domain so the route's check stays small on the first load. */
export type DevelopmentsSearch = { tab?: 'rentals' | 'soldout' };

export function developmentsSearch(search: Record<string, unknown>): DevelopmentsSearch {
  return search.tab === 'rentals' || search.tab === 'soldout' ? { tab: search.tab } : {};
}
