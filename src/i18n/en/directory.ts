/** The estate's three-level directory, its emergency contacts and its facility contacts (spec 3 'Directories and contacts'). */
export const directoryEntries = {
  'directory.title': 'Directory',
  'directory.search': 'Search',
  'directory.serviceCount': '{n} service(s)',
  'directory.empty': 'No directory entries found.',
  'directory.searchContacts': 'Search by name',
  'directory.call': 'Call {name}',
  'directory.emergencyTitle': 'Emergency Contacts',
  'directory.emergencyEmpty': 'No Emergency Contacts found',
  'directory.facilityTitle': 'Facility Contacts',
  'directory.facilityEmpty': 'There are no Contacts currently available for your estate.',
} as const;
