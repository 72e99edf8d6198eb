/** The associate screens (spec 2 'Associates'): their own words. Messages shared with the server are in ./people. */
export const associatesEntries = {
  'associates.title': 'All Associates',
} as const;
