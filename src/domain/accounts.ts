/**
 * Account rules (spec 1 sections 2.13, 3 and 7). Pure: no DOM, no Node APIs.
 */
import { NO_RECORDS, VEHICLE_RESULT } from '../i18n/en/records';

export const LEVIES = 'Levies';
/** The only account type offered on /AddAccount. */
export const ACCOUNT_TYPE_OPTIONS = [LEVIES] as const;

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
export const EMPTY_LIST_DETAILS = [NO_RECORDS, VEHICLE_RESULT.none] as const;

const EMPTY_LIST_LOWER: ReadonlySet<string> = new Set(EMPTY_LIST_DETAILS.map((d) => d.toLowerCase()));

/** True when an error detail (errorDetails.detail) means an empty list; trimmed, any case. */
export function isEmptyListDetail(detail: unknown): boolean {
  return typeof detail === 'string' && EMPTY_LIST_LOWER.has(detail.trim().toLowerCase());
}
