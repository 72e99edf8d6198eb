import type { Area } from './catalogue';

/**
 * The device's location and the offline route sketch (spec 3 'Points of interest' and the event
 * map). The three messages are the spec's words; the hints under them are plain words of ours.
 */
export const geoEntries = {
  'geo.unsupported': 'Geolocation is not supported',
  'geo.unavailable': 'Unable to find your location. To use this feature, please ensure your GPS / location services are enabled',
  'geo.hint.denied': 'Location is blocked for this app. Allow it in your browser or phone settings, then try again.',
  'geo.hint.timeout': 'Finding your location took longer than 20 seconds.',
  'geo.hint.unavailable': 'Your device could not tell where it is right now.',
  'geo.locating': 'Finding your location…',
  'geo.retry': 'Try again',
  'geo.you': 'You',
  'geo.north': 'N',
  'geo.sketch': 'Sketch of where {places} lie, north up',
  'geo.sketchFrom': 'Sketch of where {places} lie from you, north up',
  'geo.away': '{distance} {compass} of you',
  'geo.directions': 'Directions',
  'geo.compass.N': 'north',
  'geo.compass.NE': 'north-east',
  'geo.compass.E': 'east',
  'geo.compass.SE': 'south-east',
  'geo.compass.S': 'south',
  'geo.compass.SW': 'south-west',
  'geo.compass.W': 'west',
  'geo.compass.NW': 'north-west',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof geoEntries> {}
}

export default geoEntries;
