/** places (spec 3, issue 12). */
export const placesEntries = {} as const;
