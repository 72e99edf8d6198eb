/**
 * The gate history search (issue 28): older gate decisions and passes found on the server. The
 * spec has no wording for these: plain words. Shared by the contract's schema and the server's
 * refusals.
 */
export const GATE_HISTORY_MESSAGES = {
  notGateStaff: "Only the estate's guards and managers may search its gate history.",
  textTooLong: 'Please search with at most 80 characters.',
  dateInvalid: 'Please give dates as YYYY-MM-DD, from 1970 to 2999.',
  rangeInvalid: 'The start date must be on or before the end date.',
} as const;
