import type { Area } from './catalogue';

/** The estate's three-level directory, its emergency contacts and its facility contacts (spec 3 'Directories and contacts'). */
export const directoryEntries = {
  'directory.title': 'Directory',
  'directory.search': 'Search',
  'directory.serviceCount': '{n} service(s)',
  'directory.empty': 'No directory entries found.',
  /** Directory search over every level (README, deliberate departures): a service type found, under its service. */
  'directory.typeIn': '{service} · {n} contact(s)',
  'directory.foundTypes': 'Service types found',
  'directory.foundContacts': 'Contacts found',
  'directory.searchContacts': 'Search by name',
  /** A contact's call link: its name, then what the row shows (description, number), so the accessible name holds the visible text. */
  'directory.callDetails': 'Call {name}, {details}',
  'directory.emergencyTitle': 'Emergency Contacts',
  'directory.emergencyEmpty': 'No Emergency Contacts found',
  'directory.facilityTitle': 'Facility Contacts',
  'directory.facilityEmpty': 'There are no Contacts currently available for your estate.',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof directoryEntries> {}
}

export default directoryEntries;
