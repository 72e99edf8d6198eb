import type { DirectoryEntry, EstateContact, PointOfInterest, SitePlan } from '../contract/content';

/**
 * The rules of the estate's directory, contacts and points of interest (spec 3 sections 2 and
 * 5): the searches (case-insensitive contains), the three-level directory grouped
 * from its flat rows, the contacts by rank with 'DELETED' hidden, and the site plan's projection.
 */

/** Spec 3 section 5: case-insensitive contains; an empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || text.toLowerCase().includes(q);
}

/** The items whose `name(item)` contains the query. */
export function searchBy<T>(items: readonly T[], query: string, name: (item: T) => string): T[] {
  return items.filter((item) => matchesQuery(name(item), query));
}

const byRankThenName = <T extends { rank: number; name: string }>(a: T, b: T) => a.rank - b.rank || a.name.localeCompare(b.name);

/** Level 2 of the directory: a service type and its contacts (level 3), by rank then name. */
export type DirectoryServiceType = { name: string; icon: string; rank: number; contacts: DirectoryEntry[] };
/** Level 1 of the directory: a service group and its service types. */
export type DirectoryService = { name: string; icon: string; rank: number; types: DirectoryServiceType[] };

/**
 * The three-level directory from its flat rows (one row per contact, naming its service and
 * service type): services and types take the lowest rank among their rows; every level is
 * ordered by rank, then name.
 */
export function directoryServices(entries: readonly DirectoryEntry[]): DirectoryService[] {
  const services = new Map<string, { name: string; icon: string; rank: number; types: Map<string, DirectoryServiceType> }>();
  for (const entry of entries) {
    let service = services.get(entry.dlevel1Name);
    if (!service) {
      service = { name: entry.dlevel1Name, icon: entry.dlevel1Icon, rank: entry.rank, types: new Map() };
      services.set(entry.dlevel1Name, service);
    }
    service.rank = Math.min(service.rank, entry.rank);
    let type = service.types.get(entry.dlevel2Name);
    if (!type) {
      type = { name: entry.dlevel2Name, icon: entry.dlevel2Icon, rank: entry.rank, contacts: [] };
      service.types.set(entry.dlevel2Name, type);
    }
    type.rank = Math.min(type.rank, entry.rank);
    type.contacts.push(entry);
  }
  return [...services.values()]
    .map((service) => ({
      name: service.name,
      icon: service.icon,
      rank: service.rank,
      types: [...service.types.values()]
        .map((type) => ({ ...type, contacts: [...type.contacts].sort((a, b) => a.rank - b.rank || a.dlevel3Name.localeCompare(b.dlevel3Name)) }))
        .sort(byRankThenName),
    }))
    .sort(byRankThenName);
}

/** The estate's emergency or facility contacts: that kind only, 'DELETED' hidden, by rank then name. */
export function activeContacts(contacts: readonly EstateContact[], kind: EstateContact['kind']): EstateContact[] {
  return contacts.filter((c) => c.kind === kind && c.status !== 'DELETED').sort(byRankThenName);
}

/** A tel: link for a number as written ('011 465 0199' -> 'tel:0114650199'); undefined without digits. */
export function telHref(number: string): string | undefined {
  const digits = number.replace(/[^0-9+]/g, '');
  return /[0-9]/.test(digits) ? `tel:${digits}` : undefined;
}

/** The points of interest /poi lists: enabled ones whose title contains the query, by title. */
export function visiblePoints(points: readonly PointOfInterest[], query: string): PointOfInterest[] {
  return points.filter((p) => p.isEnabled && matchesQuery(p.title, query)).sort((a, b) => a.title.localeCompare(b.title));
}

/** Where a point falls on the site plan, as fractions of its width (x, from the west) and height (y, from the north). */
export type PlanPosition = { x: number; y: number };
export type PlanCorners = Pick<SitePlan, 'north' | 'west' | 'south' | 'east'>;

/**
 * Linear projection of a coordinate onto the site plan between its north-west and south-east
 * corners (an estate is small enough for latitude to be taken as linear). Undefined for a point
 * outside the plan, or a plan whose corners span nothing.
 */
export function projectOntoPlan(point: { latitude: number; longitude: number }, plan: PlanCorners): PlanPosition | undefined {
  const width = plan.east - plan.west;
  const height = plan.north - plan.south;
  if (!(width > 0) || !(height > 0)) return undefined;
  const x = (point.longitude - plan.west) / width;
  const y = (plan.north - point.latitude) / height;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return undefined;
  return { x, y };
}

/** The external maps search for a place's name. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
