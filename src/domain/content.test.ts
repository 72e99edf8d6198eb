import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  carouselEvents,
  descriptionParts,
  eventCategories,
  eventCostText,
  eventIdOfUrl,
  eventPosition,
  eventsInCategory,
  eventWhen,
  formatEventDate,
  fromPriceText,
  groupedRand,
  lifestyleTiles,
  mapsSearchUrl,
  opensMenu,
  priceText,
  sortEvents,
  splitDevelopments,
  trainingTileDestination,
} from './content';

const event = (
  title: string,
  startDate: string,
  more: Partial<{ startTime: string; endDate: string; endTime: string; eventCategory: string; featured: boolean }> = {},
) => ({
  title,
  startDate,
  startTime: more.startTime ?? '',
  endDate: more.endDate ?? '',
  endTime: more.endTime ?? '',
  eventCategory: more.eventCategory ?? '',
  featured: more.featured ?? false,
});

describe('event dates', () => {
  it('shows a card date as DD MMM YYYY', () => {
    expect(formatEventDate('2026-12-05')).toBe('05 Dec 2026');
    expect(formatEventDate('2027-01-31')).toBe('31 Jan 2027');
    expect(formatEventDate('')).toBe('');
    expect(formatEventDate('2026-13-01')).toBe('2026-13-01');
  });

  it('shows the page date and time with the end when there is one', () => {
    expect(eventWhen(event('a', '2026-12-05', { startTime: '18:00', endDate: '2026-12-05', endTime: '21:00' }))).toBe('05 Dec 2026 18:00 - 21:00');
    expect(eventWhen(event('a', '2026-12-05', { startTime: '09:00', endDate: '2026-12-07', endTime: '17:00' }))).toBe('05 Dec 2026 09:00 - 07 Dec 2026 17:00');
    expect(eventWhen(event('a', '2026-12-05', { endDate: '2026-12-07' }))).toBe('05 Dec 2026 - 07 Dec 2026');
    expect(eventWhen(event('a', '2026-12-05'))).toBe('05 Dec 2026');
  });
});

describe('event order and categories', () => {
  const events = [
    event('Yoga', '2026-12-05', { startTime: '09:00', eventCategory: 'sport' }),
    event('Market', '2026-11-20', { eventCategory: 'Community' }),
    event('Braai', '2026-12-05', { startTime: '08:00', eventCategory: 'Community' }),
    event('Notice', '2026-10-01', { eventCategory: 'Notices' }),
    event('Run', '2027-01-10', { eventCategory: 'Sport' }),
  ];

  it('sorts events by start date, then start time', () => {
    expect(sortEvents(events).map((e) => e.title)).toEqual(['Notice', 'Market', 'Braai', 'Yoga', 'Run']);
  });

  it('lists All first, then each category once by name whatever its case', () => {
    expect(ALL_CATEGORIES).toBe('All');
    expect(eventCategories(events)).toEqual(['All', 'Community', 'Notices', 'sport']);
    expect(
      eventCategories([
        event('a', '2026-01-01', { eventCategory: 'all' }),
        event('b', '2026-01-01', { eventCategory: ' ' }),
        event('c', '2026-01-01', { eventCategory: 'beta' }),
        event('d', '2026-01-01', { eventCategory: 'Alpha' }),
      ]),
    ).toEqual(['All', 'Alpha', 'beta']);
    // One entry per name whatever its case, spelt as the soonest event spells it.
    expect(eventCategories([event('late', '2026-03-01', { eventCategory: 'SPORT' }), event('early', '2026-02-01', { eventCategory: 'Sport' })])).toEqual([
      'All',
      'Sport',
    ]);
    expect(eventCategories([])).toEqual(['All']);
  });

  it('filters by category (All shows every event), in date order', () => {
    expect(eventsInCategory(events, 'All').map((e) => e.title)).toEqual(['Notice', 'Market', 'Braai', 'Yoga', 'Run']);
    expect(eventsInCategory(events, 'Sport').map((e) => e.title)).toEqual(['Yoga', 'Run']);
    expect(eventsInCategory(events, 'Community').map((e) => e.title)).toEqual(['Market', 'Braai']);
  });

  it('puts featured events first in the carousel, then the soonest, leaving out those that are over', () => {
    const withFeatured = [...events, event('Gala', '2027-02-01', { featured: true }), event('Old gala', '2026-01-01', { featured: true })];
    expect(carouselEvents(withFeatured, '2026-11-01', 4).map((e) => e.title)).toEqual(['Gala', 'Market', 'Braai', 'Yoga']);
    expect(carouselEvents(events, '2026-11-01').map((e) => e.title)).toEqual(['Market', 'Braai', 'Yoga', 'Run']);
    // Every event over: the carousel still shows them rather than nothing.
    expect(carouselEvents(events, '2030-01-01', 2).map((e) => e.title)).toEqual(['Notice', 'Market']);
    // An event still running (its end date today) stays.
    expect(carouselEvents([event('Fair', '2026-10-30', { endDate: '2026-11-02' })], '2026-11-01').map((e) => e.title)).toEqual(['Fair']);
  });
});

describe('the event page', () => {
  it('writes the cost bar as Cost: R 150,00 (en-ZA) or Free', () => {
    expect(eventCostText(150)).toBe('Cost: R\u00a0150,00');
    expect(eventCostText(0)).toBe('Free');
  });

  it('places the map at the event, or near Midrand when it has no coordinates', () => {
    expect(eventPosition({ latitude: -26.1, longitude: 28.05 })).toEqual({ latitude: -26.1, longitude: 28.05 });
    expect(eventPosition({ latitude: null, longitude: null })).toEqual({ latitude: -25.99, longitude: 28.13 });
    expect(eventPosition({ latitude: -26.1, longitude: null })).toEqual({ latitude: -25.99, longitude: 28.13 });
    expect(mapsSearchUrl({ latitude: -25.99, longitude: 28.13 })).toBe('https://www.google.com/maps/search/?api=1&query=-25.99,28.13');
  });

  it("reads the event a notification's url names", () => {
    expect(eventIdOfUrl('/notification?id=ev-1')).toBe('ev-1');
    expect(eventIdOfUrl('https://estate.example/notification?id=ev-2&x=1')).toBe('ev-2');
    expect(eventIdOfUrl('/notifications?id=ev-1')).toBe('');
    expect(eventIdOfUrl('https://example.com/news')).toBe('');
    expect(eventIdOfUrl('')).toBe('');
  });
});

describe('developments', () => {
  const dev = (name: string, type: 'sales' | 'rentals', priceRange: string, enabled = true, rank = 0) => ({ name, type, priceRange, enabled, rank });

  it('splits enabled developments into sales, rentals and sold out', () => {
    const split = splitDevelopments([
      dev('Oak', 'sales', 'R1.2m - R2m', true, 2),
      dev('Ash', 'sales', 'R900k', true, 1),
      dev('Elm', 'rentals', 'R9 000 pm'),
      dev('Fir', 'sales', 'Sold Out'),
      dev('Yew', 'rentals', 'All units Sold Out'),
      dev('Hidden', 'sales', 'R1m', false),
    ]);
    expect(split.sales.map((d) => d.name)).toEqual(['Ash', 'Oak']);
    expect(split.rentals.map((d) => d.name)).toEqual(['Elm']);
    expect(split.soldout.map((d) => d.name)).toEqual(['Fir', 'Yew']);
  });

  it('writes From prices in whole rand grouped by thousands', () => {
    expect(groupedRand(1250000)).toBe('1 250 000');
    expect(groupedRand(950)).toBe('950');
    expect(fromPriceText(1895000)).toBe('From R 1 895 000');
  });
});

describe('lifestyle and food', () => {
  const provider = (title: string, location: 'lifestylecenter' | 'Foods' | 'trainingscience', rank = 0) => ({ title, location, rank });

  it("shows the providers of a location by rank, skipping the tile 'Value'", () => {
    const all = [
      provider('Spa', 'lifestylecenter', 2),
      provider('Value', 'lifestylecenter'),
      provider('Gym', 'lifestylecenter', 1),
      provider('Bistro', 'Foods'),
      provider('Coach', 'trainingscience'),
    ];
    expect(lifestyleTiles(all, 'lifestylecenter').map((p) => p.title)).toEqual(['Gym', 'Spa']);
    expect(lifestyleTiles(all, 'Foods').map((p) => p.title)).toEqual(['Bistro']);
    expect(lifestyleTiles(all, 'trainingscience').map((p) => p.title)).toEqual(['Coach']);
  });

  it("opens a restaurant's menu unless its navigate path is NA", () => {
    expect(opensMenu({ navigatePath: '' })).toBe(true);
    expect(opensMenu({ navigatePath: '/RestaurantMenu' })).toBe(true);
    expect(opensMenu({ navigatePath: 'NA' })).toBe(false);
  });

  it('sends a training tile to a new tab (iframe), an in-app path or the provider page', () => {
    expect(trainingTileDestination({ id: 'p1', navigateType: 'iframe', navigatePath: 'https://coach.example/book' })).toEqual({
      kind: 'external',
      url: 'https://coach.example/book',
    });
    expect(trainingTileDestination({ id: 'p1', navigateType: 'iframe', navigatePath: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(trainingTileDestination({ id: 'p1', navigateType: 'local', navigatePath: '/events' })).toEqual({ kind: 'path', path: '/events' });
    expect(trainingTileDestination({ id: 'p1', navigateType: 'local', navigatePath: '//evil.example' })).toEqual({ kind: 'provider', id: 'p1' });
    expect(trainingTileDestination({ id: 'p1', navigateType: 'local', navigatePath: '' })).toEqual({ kind: 'provider', id: 'p1' });
    expect(trainingTileDestination({ id: 'p1', navigateType: 'local', navigatePath: 'NA' })).toEqual({ kind: 'none' });
  });

  it('splits an offering description at the blank line and writes prices as R {price}.00', () => {
    expect(descriptionParts('Grilled hake.\n\nServed with chips and salad.')).toEqual(['Grilled hake.', 'Served with chips and salad.']);
    expect(descriptionParts('One part only')).toEqual(['One part only']);
    expect(descriptionParts('')).toEqual([]);
    expect(priceText(85)).toBe('R\u00a085,00');
    expect(priceText(0)).toBe('R\u00a00,00');
  });
});
