/** documents (spec 3, issue 12). */
export const documentsEntries = {} as const;
