import type { Catalogue } from './catalogue';

/**
 * Every area's catalogue file of this folder, found by name: `<area>.ts`, whose default export is
 * the area's entries. Not catalogues: the message constants the server and the contract import
 * (`<area>.messages.ts`, and the shared files errors, estates, files, mail and regular-visitors).
 * The app does not load this file: `t()` reads the areas a screen imports (../areas/<area>.ts);
 * the tests read the whole catalogue here. Under the server (tsx) nothing imports it.
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

/** Each area's entries by the area's name (its file's name without `.ts`). */
export const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  Object.entries(files).map(([file, entries]) => [file.slice(2, -3), entries]),
);

/** The areas of the catalogue, each a file of keyed entries; no key appears in two areas. */
export const areas = Object.values(files);

/** Every user-facing string of the app, keyed, in the spec's wording (English). */
export const en = Object.assign({}, ...areas) as Catalogue;

export type MessageKey = keyof Catalogue;
