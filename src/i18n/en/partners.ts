import type { Area } from './catalogue';

/** Partner pages (spec 1's /olivesandplates and /samsungCode). The spec quotes no words for them: plain words. */
export const partnersEntries = {
  'partners.olivesAndPlates': 'Olives & Plates',
  'partners.samsung': 'Samsung',
  'partners.contact': 'Contact: {name}',
  'partners.call': 'Call {number}',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof partnersEntries> {}
}

export default partnersEntries;
