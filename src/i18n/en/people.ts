/**
 * The people area's keyed entries: words of the screens (the catalogue `t()` reads). The message
 * constants shared with the contract's schemas and the server are in ./people.messages, re-exported
 * here; kept apart, they stay out of the first-load bundle, which carries the catalogue.
 */
import type { Area } from './catalogue';
export * from './people.messages';

export const peopleEntries = {
  'units.selectUnit': 'Select Unit Number',
  'units.selectStand': 'Select Stand/Unit Number',
  'units.unit': 'Unit: {unitNo}',
  'units.stand': 'Stand: {standNo}',
  'units.maxAssociates': 'Max Associates: {max}',
  'units.maxVisitors': 'Max Visitors per day: {max}',
  'units.availableInvites': 'Available invites: {count}',
  'units.errorClose': 'CLOSE',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof peopleEntries> {}
}

export default peopleEntries;
