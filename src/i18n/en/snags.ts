import type { Area } from './catalogue';

/**
 * The maintenance requests area's keyed entries: words of the screens (the catalogue `t()` reads).
 * The message constants shared with the contract's schemas and the server are in
 * ./snags.messages, re-exported here. The spec has no wording for these screens: plain words.
 */
export * from './snags.messages';

export const snagsEntries = {
  // /snags
  'snags.title': 'Maintenance',
  'snags.report': 'Report a problem',
  'snags.empty': 'You have not reported any maintenance problems.',
  'snags.case': 'Case {caseNumber}',
  'snags.caseWaiting': 'New request',
  'snags.unit': 'Unit {unitNo}',
  'snags.waiting': 'Waiting to send',
  'snags.failed': 'Not sent',
  'snags.dismiss': 'Dismiss',
  'snags.photoCount': '{n} photo(s)',
  'snags.noUnit': 'You need a unit at this estate to report a maintenance problem.',
  // the categories and statuses
  'snags.category.plumbing': 'Plumbing',
  'snags.category.electrical': 'Electrical',
  'snags.category.roofing': 'Roof and gutters',
  'snags.category.garden': 'Garden',
  'snags.category.roads': 'Roads and paving',
  'snags.category.security': 'Security',
  'snags.category.other': 'Other',
  'snags.status.OPEN': 'Open',
  'snags.status.IN_PROGRESS': 'In progress',
  'snags.status.RESOLVED': 'Resolved',
  // /snags/new
  'snags.newTitle': 'Report a problem',
  'snags.unitLabel': 'Unit',
  'snags.categoryLabel': 'Category',
  'snags.categoryPlaceholder': 'Choose a category',
  'snags.requestLabel': 'What is the problem?',
  'snags.photosLabel': 'Photos (up to 3)',
  'snags.addPhoto': 'Add a photo',
  'snags.removePhoto': 'Remove photo {n}',
  'snags.photoAlt': 'Photo {n}',
  'snags.submit': 'Send request',
  'snags.sent': 'Your request has been sent to the estate manager.',
  'snags.savedOffline': 'Your request is saved on this device and will be sent when you are back online.',
  'snags.photosWaiting': '{n} photo(s) waiting to upload',
  // /snags/detail
  'snags.detailTitle': 'Maintenance request',
  'snags.notOnDevice': 'This request is not on this device.',
  'snags.reported': 'Reported',
  'snags.statusLabel': 'Status',
  'snags.history': 'Updates',
  'snags.noHistory': 'No updates from the estate manager yet.',
  'snags.noteLabel': 'Note',
  // the manager console
  'snags.console.heading': 'Maintenance requests',
  'snags.console.openCount': '({n} open)',
  'snags.console.none': 'No maintenance requests.',
  'snags.console.reporter': 'Reported by',
  'snags.console.update': 'Update',
  'snags.console.updateTitle': 'Update case {caseNumber}',
  'snags.console.notify': 'The resident will be notified.',
  'snags.console.noteLabel': 'Note for the resident (optional)',
  'snags.console.save': 'Save',
  'snags.console.saved': 'Request updated. The resident has been notified.',
  'snags.console.failure': 'The request could not be updated.',
  'snags.console.showResolved': 'Show resolved requests',
  // the snag notification's page
  'snags.notification.current': 'Current status',
  'snags.notification.open': 'Open the request',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof snagsEntries> {}
}

export default snagsEntries;
