import type { Development, EstateEvent, LifestyleProvider } from '../contract/content';
import { formatAmount } from './locale-format';
import { t } from '../i18n';
import '../i18n/areas/events';
import '../i18n/areas/listings';

/**
 * The rules of the estate's content screens (spec 3 sections 2, 4, 5 and 9): events (sorted by
 * start date, categories by name with All first, cards dated DD MMM YYYY, the cost bar),
 * developments (sales, rentals, sold out), lifestyle and food tiles (the tile 'Value' skipped)
 * and their prices ('R {price}.00'). Pure: the screens read Dexie and hand the rows in.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' as 'DD MMM YYYY' (2026-12-05 is '05 Dec 2026'); anything else is returned as given. */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : date;
}

type EventWhen = Pick<EstateEvent, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

/** The event page's date and time: '05 Dec 2026 18:00 - 21:00', '05 Dec 2026 - 07 Dec 2026', '05 Dec 2026 09:00 - 07 Dec 2026 17:00'. */
export function eventWhen(event: EventWhen): string {
  const start = [formatEventDate(event.startDate), event.startTime].filter(Boolean).join(' ');
  const endsOtherDay = event.endDate !== '' && event.endDate !== event.startDate;
  const end = endsOtherDay ? [formatEventDate(event.endDate), event.endTime].filter(Boolean).join(' ') : event.endTime;
  return end ? `${start} - ${end}` : start;
}

type Sortable = Pick<EstateEvent, 'startDate' | 'startTime' | 'title'>;

const byStart = (a: Sortable, b: Sortable): number =>
  a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title);

/** Spec 3 section 5: events sorted by start date (then start time, then title), soonest first. */
export function sortEvents<T extends Sortable>(events: readonly T[]): T[] {
  return [...events].sort(byStart);
}

/** The category row's first entry, which shows every event. */
export const ALL_CATEGORIES: string = t('events.all');

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec 3 section 5: the category row: 'All' first, then each category once (spelt as its soonest event spells it), by name (case-insensitive). */
export function eventCategories(events: readonly (Sortable & Pick<EstateEvent, 'eventCategory'>)[]): string[] {
  const names: string[] = [];
  for (const { eventCategory } of sortEvents(events)) {
    const name = eventCategory.trim();
    if (name && !sameName(name, ALL_CATEGORIES) && !names.some((n) => sameName(n, name))) names.push(name);
  }
  return [ALL_CATEGORIES, ...names.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b))];
}

/** The events of one category of the row ('All': every one), in the list's order. */
export function eventsInCategory<T extends Sortable & Pick<EstateEvent, 'eventCategory'>>(events: readonly T[], category: string): T[] {
  const sorted = sortEvents(events);
  return sameName(category, ALL_CATEGORIES) ? sorted : sorted.filter((e) => sameName(e.eventCategory, category));
}

/**
 * The carousel's events: those not yet over (all of them when every one is over), featured
 * ones first, each group soonest first; at most `max`.
 */
export function carouselEvents<T extends Sortable & Pick<EstateEvent, 'featured' | 'endDate'>>(events: readonly T[], today: string, max = 5): T[] {
  const current = events.filter((e) => (e.endDate || e.startDate) >= today);
  const pool = current.length > 0 ? current : [...events];
  return [...pool].sort((a, b) => Number(b.featured) - Number(a.featured) || byStart(a, b)).slice(0, max);
}

/** Spec 3 section 9: the cost bar, 'Cost: R 150,00' (the estate's locale; the spec writes 'R{amount}.00') or 'Free'. */
export function eventCostText(cost: number): string {
  return cost > 0 ? t('events.cost', { amount: formatAmount(cost * 100) }) : t('events.free');
}

/** Spec 3 section 9: the default event coordinates, near Midrand. */
export const DEFAULT_EVENT_POSITION = { latitude: -25.99, longitude: 28.13 } as const;

/** The event's map position: its own coordinates, else the default near Midrand. */
export function eventPosition(event: Pick<EstateEvent, 'latitude' | 'longitude'>): { latitude: number; longitude: number } {
  return event.latitude !== null && event.longitude !== null ? { latitude: event.latitude, longitude: event.longitude } : DEFAULT_EVENT_POSITION;
}

/** 'Open in Maps': the device's maps app (or the web map) searching the position; no routing service. */
export function mapsSearchUrl(position: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${position.latitude},${position.longitude}`;
}

/**
 * The event a notification leads to: its url is `/notification?id=<eventID>` (relative, or an
 * absolute link of this app); '' when it names no event.
 */
export function eventIdOfUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  try {
    const parsed = new URL(trimmed, 'https://app.invalid');
    return parsed.pathname === '/notification' ? (parsed.searchParams.get('id') ?? '').trim() : '';
  } catch {
    return '';
  }
}

// --- developments ---

export type DevelopmentTab = 'sales' | 'rentals' | 'soldout';
export const DEVELOPMENT_TABS: readonly DevelopmentTab[] = ['sales', 'rentals', 'soldout'];

/** Spec 3 section 4: 'Sold Out' in the price range marks a development sold out. */
export function isSoldOut(development: Pick<Development, 'priceRange'>): boolean {
  return development.priceRange.toLowerCase().includes('sold out');
}

type Listable = Pick<Development, 'type' | 'priceRange' | 'enabled' | 'rank' | 'name'>;

/** Spec 3 section 4: the enabled developments split into sales and rentals (neither sold out) and sold out, each by rank then name. */
export function splitDevelopments<T extends Listable>(developments: readonly T[]): Record<DevelopmentTab, T[]> {
  const shown = developments.filter((d) => d.enabled).sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return {
    sales: shown.filter((d) => d.type === 'sales' && !isSoldOut(d)),
    rentals: shown.filter((d) => d.type === 'rentals' && !isSoldOut(d)),
    soldout: shown.filter((d) => isSoldOut(d)),
  };
}

/** Whole rand grouped by thousands with spaces: 1250000 is '1 250 000'. */
export function groupedRand(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A sale's 'From R 1 250 000'. */
export function fromPriceText(from: number): string {
  return t('developments.from', { from: groupedRand(from) });
}

// --- lifestyle and food ---

export type LifestyleLocation = LifestyleProvider['location'];

/** Spec 3 section 4: the tile titled 'Value' is skipped when the providers are loaded. */
export const SKIPPED_TILE_TITLE = 'Value';

/** The tiles of one screen (/lifestyle, /Foods, /TrainingScience): providers at that location, without 'Value', by rank then title. */
export function lifestyleTiles<T extends Pick<LifestyleProvider, 'location' | 'title' | 'rank'>>(providers: readonly T[], location: LifestyleLocation): T[] {
  return providers
    .filter((p) => p.location === location && p.title.trim() !== SKIPPED_TILE_TITLE)
    .sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title));
}

/** Spec 3 section 2: a /Foods tile opens the menu unless its navigate path is 'NA'. */
export function opensMenu(provider: Pick<LifestyleProvider, 'navigatePath'>): boolean {
  return provider.navigatePath.trim().toUpperCase() !== 'NA';
}

/** Where a /TrainingScience tile goes: an https page in a new tab ('iframe'), an in-app path, the provider's own page, or nowhere ('NA'). */
export type TileDestination = { kind: 'external'; url: string } | { kind: 'path'; path: string } | { kind: 'provider'; id: string } | { kind: 'none' };

export function trainingTileDestination(provider: Pick<LifestyleProvider, 'id' | 'navigateType' | 'navigatePath'>): TileDestination {
  const path = provider.navigatePath.trim();
  if (path.toUpperCase() === 'NA') return { kind: 'none' };
  if (provider.navigateType === 'iframe') return /^https:\/\//i.test(path) ? { kind: 'external', url: path } : { kind: 'none' };
  if (path.startsWith('/') && !path.startsWith('//')) return { kind: 'path', path };
  return { kind: 'provider', id: provider.id };
}

/** Spec 3 section 3: an offering's description is two parts split by a blank line. */
export function descriptionParts(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A menu price in whole rand, in the estate's locale ('R 85,00'; spec 3 section 2 writes 'R {price}.00': README, deliberate departures). */
export function priceText(price: number): string {
  return formatAmount(price * 100);
}
