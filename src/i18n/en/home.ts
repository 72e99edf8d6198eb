import type { Area } from './catalogue';

/** The home screen: tiles, search, emergency numbers, the no-role home. */
export const homeEntries = {
  'home.search': 'SEARCH',
  'home.searchLabel': 'Search tiles',
  'home.menu': 'Menu',
  'home.help': 'Help',
  'home.refresh': 'Refresh',
  'home.emergency': 'Emergency',
  'home.profilePhoto': 'Profile photo',
  'home.noMatch': 'No tiles match your search.',
  'home.emergencyTitle': 'Emergency',
  'home.categoryTitle': 'Services',
  'home.notAvailable': 'This feature is not currently available for your estate.',
  'home.call': 'Call {name}',
  'home.noRole.title': 'You do not hold a role at an estate yet',
  'home.noRole.body': 'These are the default tiles of {estate}. Switch to an estate where you hold a role, or ask the estate to add you.',
  'home.noRole.switch': 'Switch Estate',
  'home.noRole.contact': 'Contact Estate',
  'home.noRole.contactLabel': 'Contact {estate} by e-mail',
  'home.defaultEstate': 'the default estate',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof homeEntries> {}
}

export default homeEntries;
