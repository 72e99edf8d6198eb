/**
 * Maintenance requests ("snags"). The spec names the snag's fields (request, email, user) and its
 * notification (type 'snag', the case number the second word of the title) but none of these
 * words: they are the product's own, plain. Shared by the contract's schemas, the server's
 * refusals and the screens.
 */
export const SNAG_MESSAGES = {
  requestRequired: 'Please describe the problem.',
  requestTooLong: 'Please keep the description under 2000 characters.',
  categoryRequired: 'Please choose a category.',
  notYourUnit: 'You can only report a problem at a unit you hold at this estate.',
  exists: 'This request could not be saved. Please try again.',
  notFound: 'This maintenance request could not be found.',
  tooManyPhotos: 'A request can have at most 3 photos.',
  photoFailed: 'Something went wrong, could not upload the photo.',
  notManager: 'Only the estate manager may update maintenance requests.',
  statusRequired: 'Please choose a status.',
  noteTooLong: 'Please keep the note under 500 characters.',
} as const;

/** The `snag` notification the reporter gets when the estate manager updates a request. */
export const SNAG_NOTIFICATIONS = {
  /** The case number must stay the second word (spec 1 section 2.17). */
  title: 'Snag {caseNumber} updated',
  text: 'Your maintenance request ({category}) is now {status}.',
  textWithNote: 'Your maintenance request ({category}) is now {status}. Note from the estate manager: {note}',
} as const;

/** The words of the categories and statuses, for the notification and the screens. */
export const SNAG_CATEGORY_WORDS = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  roofing: 'Roof and gutters',
  garden: 'Garden',
  roads: 'Roads and paving',
  security: 'Security',
  other: 'Other',
} as const;

export const SNAG_STATUS_WORDS = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
} as const;
