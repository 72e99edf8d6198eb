/** The words of the lagoon screens (spec 3 sections 2 and 4); the messages are LAGOON_MESSAGES in ./bookings. */
export const lagoonEntries = {} as const;
