/**
 * The search params of the levy routes, validated at the edge (spec 3: /accounttypesselect carries
 * unitNo; /bills carries accountType (default Levies) and defaultAccountNumber; /Payment the
 * account number). Kept in the URL so a reload, or the gateway's return, lands on the same account.
 */

/** Spec 9: the default account type is Levies (the only option). */
export const DEFAULT_ACCOUNT_TYPE = 'Levies';

export type UnitSearch = { unitNo: string };
export type BillsSearch = { accountType: string; defaultAccountNumber: string; unitNo: string };
export type PaymentSearch = { accountNumber: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function unitSearch(search: Record<string, unknown>): UnitSearch {
  return { unitNo: str(search.unitNo) };
}

export function billsSearch(search: Record<string, unknown>): BillsSearch {
  return { accountType: str(search.accountType) || DEFAULT_ACCOUNT_TYPE, defaultAccountNumber: str(search.defaultAccountNumber), unitNo: str(search.unitNo) };
}

export function paymentSearch(search: Record<string, unknown>): PaymentSearch {
  return { accountNumber: str(search.accountNumber) };
}

/** The href of /bills for an account (the screens navigate by href, as the other features do). */
export function billsHref(accountNumber: string, unitNo = ''): string {
  const query = new URLSearchParams({ accountType: DEFAULT_ACCOUNT_TYPE, defaultAccountNumber: accountNumber });
  if (unitNo) query.set('unitNo', unitNo);
  return `/bills?${query.toString()}`;
}

export function paymentHref(accountNumber: string): string {
  return `/Payment?${new URLSearchParams({ accountNumber }).toString()}`;
}
