import { useLiveQuery } from 'dexie-react-hooks';
import type { Bill, LevyAccount, LevyRun, LevyRunBill, Payment } from '../../contract/billing';
import { db } from '../../db/db';
import { syncNow } from '../../sync/engine';
import { useSession } from '../../sync/session';
import { accessToken, apiUrl } from '../../sync/transport';
import { browserOffline } from '../../sync/network';

/**
 * Levy bills on the device (spec 3 'Levy bills and card payment'): the unit's levy accounts and
 * bills (unit scope) and the payer's payments (user scope) arrive through sync and are read here
 * from Dexie only, so every screen renders offline. Paying is online only (src/app/payments.ts).
 */

/** The levy accounts of an estate on this device (the user's units' only), by unit then number. */
export async function levyAccountsOf(estateId: number, unitNo?: string): Promise<LevyAccount[]> {
  const rows = await db.levyAccounts.toArray();
  return rows
    .filter((a) => a.estateId === estateId && (unitNo === undefined || a.unitNo === unitNo))
    .sort((a, b) => a.unitNo.localeCompare(b.unitNo, undefined, { numeric: true }) || a.sAccountNumber.localeCompare(b.sAccountNumber));
}

/** An account's bills, newest period first (the first is the latest bill). */
export async function billsOf(estateId: number, accountNumber: string): Promise<Bill[]> {
  const rows = await db.bills.where('AccountNumber').equals(accountNumber).toArray();
  return rows.filter((b) => b.estateId === estateId).sort((a, b) => b.period.localeCompare(a.period));
}

/** A user's levy payments (spec 'Payment history'), newest first. */
export async function levyPaymentsOf(userId: string): Promise<Payment[]> {
  const rows = await db.payments.where('userId').equals(userId).toArray();
  return rows.filter((p) => p.purpose === 'levy').sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

export function useLevyAccounts(estateId: number | undefined, unitNo?: string): LevyAccount[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : levyAccountsOf(estateId, unitNo)), [estateId, unitNo]);
}

/** One account by its number at the estate; null when the device has none. */
export function useLevyAccount(estateId: number | undefined, accountNumber: string): LevyAccount | null | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    if (!accountNumber) return null;
    return (await db.levyAccounts.get(`${estateId}:${accountNumber}`)) ?? null;
  }, [estateId, accountNumber]);
}

export function useBills(estateId: number | undefined, accountNumber: string): Bill[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : billsOf(estateId, accountNumber)), [estateId, accountNumber]);
}

/** The signed-in user's levy payments, newest first. */
export function useLevyPayments(): Payment[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? levyPaymentsOf(userId) : undefined), [userId]);
}

/**
 * Online, pulls now so the bills and balances are the server's latest (the 'Fetching Bills'
 * banner shows meanwhile). A failure is silent (spec: a bills fetch failure sets a failed state
 * silently): the device's bills stay on screen.
 */
export async function refreshBills(): Promise<void> {
  await syncNow().catch(() => undefined);
}

/** 'offline': no network and no copy on the device (it opens once back online). */
export type StatementAnswer = { kind: 'ok'; blob: Blob } | { kind: 'failed' } | { kind: 'offline' };

function isPdf(blob: Blob): boolean {
  return blob.type === 'application/pdf' || blob.type.startsWith('application/pdf;');
}

/**
 * A bill's statement PDF. The statement route wants the session's token (a plain link does not
 * send it), so it is fetched here, fresh when online (a re-imported month replaces its statement),
 * and kept in the device's file cache: a statement once opened opens offline too. Anything but a
 * PDF is a failure ('Please contact support for assistance.').
 */
export async function fetchStatement(bill: Pick<Bill, 'statementUrl'>): Promise<StatementAnswer> {
  const url = bill.statementUrl;
  const fromCache = async (): Promise<StatementAnswer> => {
    const cached = await db.fileCache.get(url);
    return cached && isPdf(cached.blob) ? { kind: 'ok', blob: cached.blob } : { kind: 'offline' };
  };
  if (browserOffline()) return fromCache();
  let response: Response;
  try {
    const token = await accessToken();
    response = await fetch(apiUrl(url), { headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    return fromCache();
  }
  if (!response.ok) return { kind: 'failed' };
  const body = await response.blob();
  const blob = isPdf(body) ? body : new Blob([body], { type: response.headers.get('Content-Type') ?? '' });
  if (!isPdf(blob)) return { kind: 'failed' };
  await db.fileCache.put({ url, blob, fetchedAt: Date.now() });
  return { kind: 'ok', blob };
}

/** The estate's levy runs on this (manager's) device, newest import first. */
export function useLevyRuns(estateId: number): LevyRun[] | undefined {
  return useLiveQuery(async () => (await db.levyRuns.where('estateId').equals(estateId).toArray()).sort((a, b) => b.importedAt - a.importedAt), [estateId]);
}

/** The bills of one levy run, by unit. */
export function useLevyRunBills(runId: string | undefined): LevyRunBill[] | undefined {
  return useLiveQuery(
    async () =>
      runId === undefined
        ? []
        : (await db.levyRunBills.where('runId').equals(runId).toArray()).sort(
            (a, b) =>
              a.unitNo.localeCompare(b.unitNo, undefined, { numeric: true }) || a.accountNo.localeCompare(b.accountNo) || a.period.localeCompare(b.period),
          ),
    [runId],
  );
}
