import type { Area } from './catalogue';

/** Points of interest and the estate's map (spec 3 'Points of interest'). */
export const placesEntries = {
  'places.title': 'POI',
  'places.search': 'Search here...',
  'places.empty': 'No points of interests found for this estate.',
  'places.map': 'Map of the points of interest',
  'places.sitePlan': 'Site plan of {estate}',
  'places.sitePlanLoading': 'Loading the site plan',
  'places.markerNumbered': '{number}. {title} on the map',
  'places.fetchFailed': 'Unable to fetch poi',
  'places.route': 'Route to the chosen point',
  'places.chooseHint': 'Choose a point to see the way there.',
  'places.distance': '{distance} away',
  'places.openInMaps': 'Open in Maps',
  'places.selected': 'Selected: {title}',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof placesEntries> {}
}

export default placesEntries;
