import type { Area } from './catalogue';

/** The shared document type picker modal (spec 2 'Shared modals': 'Select Document Type:', Confirm). */
export const documentPickerEntries = {
  'documentPicker.title': 'Select Document Type:',
  'documentPicker.confirm': 'Confirm',
  'documentPicker.cancel': 'Cancel',
  'documentPicker.none': 'None chosen',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof documentPickerEntries> {}
}

export default documentPickerEntries;
