import type { Area } from './catalogue';

/**
 * The estate's content (spec 3): the server's and the contract's messages, and the
 * manager console's content editors.
 */
export const CONTENT_MESSAGES = {
  /** Spec 3 section 8: an unknown notification or content id. */
  notFound: 'Sorry this notification cannot be found, please contact support for assistance.',
  /** Spec 3 section 8: document open failures and unreadable newsletters. */
  documentFailed: 'Please contact support for assistance.',
  titleRequired: 'Please enter a title.',
  tooLong: 'This text is too long.',
  fileMissing: 'Please upload the file again.',
  wrongFileType:
    'This file is not of the type this field takes. Please upload a PDF for documents and newsletters, and a JPEG, PNG or WebP image for pictures.',
  badLink: 'Please enter a link starting with https://.',
  badDate: 'Please enter a date as YYYY-MM-DD.',
  badTime: 'Please enter a time as HH:mm.',
  badPhone: 'Please enter a phone number using digits, spaces, +, ( and ) only.',
  badAmount: 'Please enter an amount in whole rand.',
  badColour: 'Please choose a colour such as #C62828.',
  badCoordinate: 'Please enter a latitude between -90 and 90 and a longitude between -180 and 180.',
  badCorners: 'The north-west corner must be north and west of the south-east corner.',
  badFolder: 'Please name the folder as prefix_Category, e.g. vault_Rules.',
  unknownCategory: 'There is no document category with that title.',
  tooMany: 'Please import at most 500 items at a time.',
  duplicateId: 'Each item of an import needs its own id.',
} as const;

export const contentEntries = {} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof contentEntries> {}
}

export default contentEntries;
