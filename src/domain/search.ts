import type { DirectoryEntry } from '../contract/content';
import type { Tile } from '../contract/records';
import type { DirectoryService, DirectoryServiceType } from './places';

/**
 * Search as people type it (README, deliberate departures: spec 1 and 3 search the tile title or
 * the top directory level only, so "levy", "pay", "gate" or "plumb" found nothing). A query
 * matches when every word of it appears in the text (case and accents ignored), so "pay levy"
 * and "levy pay" match alike and a word's start ("plumb") finds the whole word ("Plumbers").
 */

/** Lower case without accents, runs of spaces and punctuation as one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when every word of `query` appears in one of `texts`; an empty query matches everything. */
export function matchesWords(texts: readonly string[], query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${texts.map(normalise).join(' ')}`;
  return words.every((word) => haystack.includes(word));
}

/**
 * The words people use for each screen a tile opens, by its path (tiles are the estate's content,
 * so the words go with where a tile leads, not with its title): synonyms, the trades in the
 * directory, what a screen holds.
 */
export const TILE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '/access': ['gate', 'QR code', 'entry', 'pass', 'scan', 'boom', 'barrier', 'access card'],
  '/regularVisitorAccess': ['gate', 'QR code', 'entry', 'pass', 'scan'],
  '/PersonalInformation': ['profile', 'my details', 'name', 'phone number', 'e-mail', 'ID number', 'vehicles', 'address'],
  '/bookings': ['book', 'booking', 'reserve', 'facility', 'clubhouse', 'tennis', 'padel', 'squash', 'court', 'sport', 'braai', 'hall'],
  '/events': ['event', "what's on", 'calendar', 'activities', 'functions', 'party'],
  '/directory': ['phone numbers', 'contacts', 'services', 'trades', 'plumber', 'electrician', 'handyman', 'gardener', 'locksmith', 'pest control', 'pool'],
  '/snags': ['repair', 'fix', 'broken', 'fault', 'snag', 'leak', 'pothole', 'street light', 'report a problem', 'complaint'],
  '/Developments': ['buy', 'rent', 'sell', 'property', 'house', 'listing', 'to let', 'estate agent'],
  '/associates': ['domestic worker', 'gardener', 'nanny', 'helper', 'staff', 'employee', 'service provider', 'worker', 'contractor'],
  '/visitorUnits': ['visitor', 'guest', 'invite', 'gate', 'gate access', 'delivery', 'QR code', 'friend', 'family'],
  '/visitorOnboard': ['regular visitor', 'guest', 'gate', 'invite'],
  '/letterSelectUnitVisitorAccess': ['letting', 'short term', 'guest', 'Airbnb', 'holiday', 'rental', 'gate'],
  '/lagoon': ['lagoon', 'swim', 'boat', 'beach', 'water', 'book', 'booking'],
  '/accounttypes': ['levy', 'levies', 'pay', 'payment', 'statement', 'bill', 'billing', 'account', 'balance', 'invoice', 'owe', 'debit', 'card'],
  '/poi': ['map', 'places', 'where', 'location', 'directions', 'points of interest'],
  '/documents': ['documents', 'rules', 'minutes', 'AGM', 'conduct', 'forms', 'PDF', 'policy', 'plans'],
  '/notificationsScreen': ['newsletter', 'news', 'notices', 'announcements'],
  '/lifestyle': ['spa', 'classes', 'yoga', 'massage', 'wellness', 'hair', 'beauty'],
  '/Foods': ['restaurant', 'menu', 'food', 'eat', 'bistro', 'dinner', 'lunch', 'breakfast', 'coffee'],
  '/TrainingScience': ['training', 'fitness', 'gym', 'exercise', 'workout', 'classes'],
  '/facilityContacs': ['contacts', 'phone', 'call', 'office', 'clubhouse', 'gatehouse', 'reception'],
  '/guard': ['guard', 'scan', 'gate', 'security', 'visitors'],
  '/manager': ['manager', 'console', 'notify', 'access list', 'ban'],
};

/** What a tile is found by: its title, its subtitle and the words people use for where it leads. */
export function tileSearchTexts(tile: Pick<Tile, 'tileDisplayTitle' | 'tileDescription' | 'navigatePath'>): string[] {
  return [tile.tileDisplayTitle, tile.tileDescription, ...(TILE_KEYWORDS[tile.navigatePath.trim()] ?? [])];
}

/** Home search: the tiles whose title, subtitle or keywords hold every word of the query; all tiles for an empty query. */
export function searchTiles<T extends Pick<Tile, 'tileDisplayTitle' | 'tileDescription' | 'navigatePath'>>(tiles: readonly T[], query: string): T[] {
  return tiles.filter((tile) => matchesWords(tileSearchTexts(tile), query));
}

/** Where a query lands in the three-level directory: the services, service types and contacts it names. */
export type DirectoryHits = {
  services: DirectoryService[];
  types: { service: string; type: DirectoryServiceType }[];
  contacts: DirectoryEntry[];
};

/**
 * Directory search over every level (spec 3 section 5 searches the services only, so "plumb" did
 * not find Plumbers under Home Services): the services by name, the service types by name, the
 * contacts by name or description. An empty query gives every service and nothing else, the
 * screen as the spec draws it.
 */
export function searchDirectory(services: readonly DirectoryService[], query: string): DirectoryHits {
  if (!normalise(query)) return { services: [...services], types: [], contacts: [] };
  const hits: DirectoryHits = { services: [], types: [], contacts: [] };
  for (const service of services) {
    if (matchesWords([service.name], query)) hits.services.push(service);
    for (const type of service.types) {
      if (matchesWords([type.name], query)) hits.types.push({ service: service.name, type });
      for (const contact of type.contacts) if (matchesWords([contact.dlevel3Name, contact.description], query)) hits.contacts.push(contact);
    }
  }
  return hits;
}
