/**
 * Account rules (spec 1 sections 2.13, 3 and 7). Pure: no DOM, no Node APIs.
 */

export const LEVIES = 'Levies';
/** The only account type offered on /AddAccount. */
export const ACCOUNT_TYPE_OPTIONS = [LEVIES] as const;
export type AccountTypeOption = (typeof ACCOUNT_TYPE_OPTIONS)[number];

const LEVIES_ALIASES: ReadonlySet<string> = new Set(['trafalgar', 'elgaru', 'levies']);

/**
 * Canonical account type: trafalgar, elgaru and levies (any case, trimmed) are 'Levies';
 * coj (any case) is 'coj'; anything else is returned trimmed and otherwise unchanged.
 */
export function mapAccountType(type: string | null | undefined): string {
  const t = (type ?? '').trim();
  const lower = t.toLowerCase();
  if (LEVIES_ALIASES.has(lower)) return LEVIES;
  if (lower === 'coj') return 'coj';
  return t;
}

export function isLeviesAccountType(type: string | null | undefined): boolean {
  return mapAccountType(type) === LEVIES;
}

/** Server details that mean "the list is empty" rather than an error (spec 7). */
export const EMPTY_LIST_DETAILS = ['No associated records found', 'No associated Vehicles found'] as const;

const EMPTY_LIST_LOWER: ReadonlySet<string> = new Set(EMPTY_LIST_DETAILS.map((d) => d.toLowerCase()));

/** True when an error detail (errorDetails.detail) means an empty list; trimmed, any case. */
export function isEmptyListDetail(detail: unknown): boolean {
  return typeof detail === 'string' && EMPTY_LIST_LOWER.has(detail.trim().toLowerCase());
}

export const ACCOUNT_MESSAGES = {
  added: 'Account successfully added',
  addFailed: 'Account could not be added',
  edited: 'Account successfully edited',
  editFailed: 'Account could not be edited',
  deleted: 'Account successfully Deleted',
  deleteFailed: 'Account could not be Deleted',
  confirmDelete: 'Are you sure you want to Delete this Account?',
  empty: 'You do not have any Accounts yet, would you like to add one?',
} as const;
