/** The manager console's content editors (issue 12). */
export const managerContentEntries = {} as const;
