/**
 * Concierge mode. The spec names the mode (`isConcierge`, `userID`) but none of these words: they
 * are the product's own, plain. Shared by the contract's schemas, the server's refusals and the
 * screens.
 */
export const CONCIERGE_MESSAGES = {
  notManager: 'Only the estate manager may give or remove the concierge role.',
  notMember: 'This person is not a member of this estate.',
  alreadyConcierge: 'This person is already a concierge at this estate.',
  notConcierge: 'Only a concierge of this estate may act for another resident.',
  residentUnknown: 'This resident could not be found at this estate.',
  residentNotAtUnit: 'This resident does not hold unit {unitNo} at this estate.',
} as const;
