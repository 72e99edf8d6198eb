import { beforeEach, describe, expect, it } from 'vitest';
import type { Development, EstateEvent, LifestyleProvider } from '../../src/contract/content';
import type { Notification } from '../../src/contract/notifications';
import { db } from '../../src/db/db';
import { carouselEvents, eventCategories, eventsInCategory, formatEventDate, lifestyleTiles, opensMenu, splitDevelopments } from '../../src/domain/content';
import { estateEventsOf, notificationPageOf } from '../../src/features/events/events.api';
import { developmentOf, estateDevelopmentsOf, estateProvidersOf, providerOf } from '../../src/features/listings/listings.api';

/**
 * The events, developments and lifestyle screens' reads (src/features/events/events.api.ts,
 * src/features/listings/listings.api.ts) on fake-indexeddb with rows as sync leaves them: the
 * current estate's rows only, in the screens' order, and what /notification?id= shows for an
 * event, a notification about an event, another notification and an unknown id.
 */
const HERE = 7;
const ELSEWHERE = 8;

function makeEvent(eventID: string, over: Partial<EstateEvent> = {}): EstateEvent {
  return {
    eventID,
    title: `Event ${eventID}`,
    eventCategory: 'Community',
    eventType: 'Event',
    featured: false,
    startDate: '2026-12-05',
    startTime: '18:00',
    endDate: '',
    endTime: '',
    location: 'Clubhouse',
    cost: 0,
    latitude: null,
    longitude: null,
    locationLink: '',
    cardImage: '',
    headerImage: '',
    body: '<p>Hello</p>',
    externalLink1: '',
    estateId: HERE,
    updatedAt: 1,
    ...over,
  };
}

function makeNotification(notificationId: string, url: string): Notification {
  return {
    notificationId,
    userId: 'u1',
    estateId: HERE,
    title: 'New event',
    description: '',
    image: '',
    status: 'SENT',
    type: 'Events',
    createdAt: 1,
    expiresAt: null,
    url,
    paymentDetails: null,
    actionID: '',
    actionType: '',
    approvalUID: '',
  };
}

function makeDevelopment(id: string, over: Partial<Development> = {}): Development {
  return {
    id,
    name: `Dev ${id}`,
    area: 'Midrand',
    type: 'sales',
    enabled: true,
    priceRange: 'From R1.2m',
    coverImage: '',
    logo: '',
    ownedBy: '',
    description: '',
    sliderImages: [],
    buyOnlineUrl: '',
    brochure: '',
    sales: [],
    rank: 0,
    estateId: HERE,
    updatedAt: 1,
    ...over,
  };
}

function makeProvider(id: string, over: Partial<LifestyleProvider> = {}): LifestyleProvider {
  return {
    id,
    location: 'lifestylecenter',
    title: `Provider ${id}`,
    description: '',
    logo: '',
    imageURL: '',
    navigateType: 'local',
    navigatePath: '',
    rank: 0,
    categories: [],
    offerings: [],
    estateId: HERE,
    updatedAt: 1,
    ...over,
  };
}

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.notifications.clear(), db.developments.clear(), db.lifestyleProviders.clear()]);
});

describe('events on the device', () => {
  it("lists the current estate's events by start date under their categories, with the carousel's choice", async () => {
    await db.events.bulkPut([
      makeEvent('run', { title: 'Fun run', eventCategory: 'Sport', startDate: '2027-01-10' }),
      makeEvent('market', { title: 'Market', startDate: '2026-11-20' }),
      makeEvent('gala', { title: 'Gala', eventCategory: 'community', startDate: '2027-02-01', featured: true }),
      makeEvent('notice', { title: 'Water off', eventCategory: 'Notices', eventType: 'Notice', startDate: '2026-11-25' }),
      makeEvent('other', { title: 'Other estate', estateId: ELSEWHERE }),
    ]);
    const events = await estateEventsOf(HERE);
    expect(events.map((e) => e.eventID).sort()).toEqual(['gala', 'market', 'notice', 'run']);
    expect(eventCategories(events)).toEqual(['All', 'Community', 'Notices', 'Sport']);
    expect(eventsInCategory(events, 'All').map((e) => e.title)).toEqual(['Market', 'Water off', 'Fun run', 'Gala']);
    expect(eventsInCategory(events, 'Community').map((e) => e.title)).toEqual(['Market', 'Gala']);
    expect(carouselEvents(events, '2026-11-01').map((e) => e.title)).toEqual(['Gala', 'Market', 'Water off', 'Fun run']);
    expect(events.map((e) => formatEventDate(e.startDate))).toContain('20 Nov 2026');
    expect(await estateEventsOf(99)).toEqual([]);
  });

  it('/notification?id= shows an event by its id, or the event a notification names, else the notification, else not found', async () => {
    await db.events.put(makeEvent('ev-1'));
    await db.notifications.bulkPut([
      makeNotification('n-relative', '/notification?id=ev-1'),
      makeNotification('n-absolute', 'https://estate.example/notification?id=ev-1'),
      makeNotification('n-gone', '/notification?id=ev-deleted'),
      makeNotification('n-plain', 'https://example.com/news'),
    ]);

    const byEvent = await notificationPageOf('ev-1');
    expect(byEvent.kind === 'event' && byEvent.event.eventID === 'ev-1' && byEvent.notification === null).toBe(true);

    for (const id of ['n-relative', 'n-absolute']) {
      const page = await notificationPageOf(id);
      // The notification comes along so the route marks it read.
      expect(page.kind === 'event' && page.event.eventID === 'ev-1' && page.notification?.notificationId === id).toBe(true);
    }
    expect((await notificationPageOf('n-gone')).kind).toBe('message');
    expect((await notificationPageOf('n-plain')).kind).toBe('message');
    expect((await notificationPageOf('nowhere')).kind).toBe('missing');
    expect((await notificationPageOf('')).kind).toBe('missing');
  });
});

describe('developments on the device', () => {
  it("splits the current estate's enabled developments into the three tabs", async () => {
    await db.developments.bulkPut([
      makeDevelopment('a', { name: 'Acacia', rank: 2 }),
      makeDevelopment('b', { name: 'Baobab', rank: 1 }),
      makeDevelopment('c', { name: 'Cedar', type: 'rentals', priceRange: 'R9 500 pm' }),
      makeDevelopment('d', { name: 'Dune', priceRange: 'Sold Out' }),
      makeDevelopment('e', { name: 'Hidden', enabled: false }),
      makeDevelopment('f', { name: 'Elsewhere', estateId: ELSEWHERE }),
    ]);
    const split = splitDevelopments(await estateDevelopmentsOf(HERE));
    expect(split.sales.map((d) => d.name)).toEqual(['Baobab', 'Acacia']);
    expect(split.rentals.map((d) => d.name)).toEqual(['Cedar']);
    expect(split.soldout.map((d) => d.name)).toEqual(['Dune']);
    expect((await developmentOf('a'))?.name).toBe('Acacia');
    expect(await developmentOf('missing')).toBeNull();
    expect(await developmentOf('')).toBeNull();
  });
});

describe('lifestyle and food on the device', () => {
  it('shows the tiles of each location and a provider with its offerings per category', async () => {
    const menu = {
      categories: [
        { id: 'starters', title: 'Starters', imageURL: '' },
        { id: 'mains', title: 'Mains', imageURL: '' },
      ],
      offerings: [
        {
          id: 'o1',
          categoryId: 'mains',
          title: 'Hake and chips',
          time: '12:00 - 21:00',
          description: 'Grilled hake.\n\nWith chips.',
          price: 145,
          imageURL: '',
        },
        { id: 'o2', categoryId: 'starters', title: 'Soup', time: '', description: 'Soup of the day', price: 65, imageURL: '' },
      ],
    };
    await db.lifestyleProviders.bulkPut([
      makeProvider('spa', { title: 'Spa', rank: 2 }),
      makeProvider('gym', { title: 'Gym', rank: 1 }),
      makeProvider('value', { title: 'Value' }),
      makeProvider('bistro', { title: 'Bistro', location: 'Foods', ...menu }),
      makeProvider('kiosk', { title: 'Kiosk', location: 'Foods', navigatePath: 'NA' }),
      makeProvider('coach', { title: 'Coach', location: 'trainingscience', navigateType: 'iframe', navigatePath: 'https://coach.example' }),
      makeProvider('far', { title: 'Far', estateId: ELSEWHERE }),
    ]);
    const providers = await estateProvidersOf(HERE);
    expect(lifestyleTiles(providers, 'lifestylecenter').map((p) => p.title)).toEqual(['Gym', 'Spa']);
    expect(lifestyleTiles(providers, 'Foods').map((p) => [p.title, opensMenu(p)])).toEqual([
      ['Bistro', true],
      ['Kiosk', false],
    ]);
    expect(lifestyleTiles(providers, 'trainingscience').map((p) => p.title)).toEqual(['Coach']);

    const bistro = await providerOf('bistro');
    expect(bistro?.categories.map((c) => c.title)).toEqual(['Starters', 'Mains']);
    expect(bistro?.offerings.filter((o) => o.categoryId === 'mains').map((o) => o.title)).toEqual(['Hake and chips']);
    expect(await providerOf('nope')).toBeNull();
  });
});
