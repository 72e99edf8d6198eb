/** listings (spec 3, issue 12). */
export const listingsEntries = {} as const;
