/** Regular visitors and short-term letting screens (spec 2 'Regular visitors', 'Short-term letting'). */
export const lettingEntries = {
  'letting.guestsTitle': 'Guests',
} as const;
