/** events (spec 3, issue 12). */
export const eventsEntries = {} as const;
