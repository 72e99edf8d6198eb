import type { Area } from './catalogue';

/** events (spec 3): /events, the event page of /notification?id=, and the shared carousel's controls. */
export const eventsEntries = {
  // /events
  'events.title': 'Events',
  'events.all': 'All',
  'events.categories': 'Event categories',
  'events.featured': 'Featured events',
  'events.empty': 'No Events',
  'events.open': 'Open {title}',
  // the event page
  'events.pageTitle': 'Event',
  'events.when': 'Date and time',
  'events.location': 'Location',
  'events.showWay': 'Show the way from here',
  'events.coordinates': '{lat}, {lon}',
  'events.openInMaps': 'Open in Maps',
  'events.locationLink': 'Location link',
  'events.moreInfo': 'More information',
  'events.cost': 'Cost: {amount}',
  'events.free': 'Free',
  // src/ui/Carousel.tsx
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.slide': '{n} of {count}',
  'carousel.goTo': 'Go to slide {n}',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof eventsEntries> {}
}

export default eventsEntries;
