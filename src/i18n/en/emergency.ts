import type { Area } from './catalogue';

/** The emergency numbers every emergency screen lists (src/domain/emergency.ts). The spec has no wording for them: plain words. */
export const emergencyEntries = {
  'emergency.controlRoom': 'Control room',
  'emergency.police': 'Police',
  'emergency.ambulance': 'Ambulance',
  'emergency.fire': 'Fire',
  'emergency.about.controlRoom': "The estate's security",
  'emergency.about.police': 'SAPS',
  'emergency.about.ambulance': 'National ambulance',
  'emergency.about.ambulanceEstate': "The estate's ambulance provider",
  'emergency.about.fire': 'Emergency number from any mobile',
  'emergency.about.fireEstate': "The estate's fire service",
  'emergency.call': 'Call {name}, {number}',
  'emergency.listLabel': 'Emergency numbers',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof emergencyEntries> {}
}

export default emergencyEntries;
