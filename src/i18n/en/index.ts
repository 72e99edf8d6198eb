import type { Catalogue } from './catalogue';

/**
 * Every area's catalogue file of this folder, found by name: `<area>.ts`, whose default export is
 * the area's entries. Not catalogues: the message constants the server and the contract import
 * (`<area>.messages.ts`, and the shared files errors, estates, files, mail and regular-visitors),
 * which stay out of the first-load bundle. Under the server (tsx) nothing imports this file.
 */
const files = import.meta.glob<Readonly<Record<string, string>>>(
  [
    './*.ts',
    '!./index.ts',
    '!./catalogue.ts',
    '!./*.test.ts',
    '!./*.messages.ts',
    '!./errors.ts',
    '!./estates.ts',
    '!./files.ts',
    '!./mail.ts',
    '!./regular-visitors.ts',
  ],
  { eager: true, import: 'default' },
);

/** The areas of the catalogue, each a file of keyed entries; no key appears in two areas. */
export const areas = Object.values(files);

/** Every user-facing string of the app, keyed, in the spec's wording (English): the one catalogue `t()` reads. */
export const en = Object.assign({}, ...areas) as Catalogue;

export type MessageKey = keyof Catalogue;
