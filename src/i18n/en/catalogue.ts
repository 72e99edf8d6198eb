/**
 * The catalogue's keys and their English words, assembled by TypeScript: each area's file
 * (`./<area>.ts`) merges its entries into this interface with
 * `declare module './catalogue' { interface Catalogue extends Area<typeof <area>Entries> {} }`,
 * so `t('places.title')` is checked against every area without a hand-kept list. Two areas that
 * give one key different words fail the type-check.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one area per file
export interface Catalogue {}

/** An area's entries as something an interface can extend (`extends typeof x` is not allowed). */
export type Area<Entries> = Entries;
