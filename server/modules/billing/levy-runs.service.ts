import type { LevyRun, LevyRunBill, LevyRunBillStatus } from '../../../src/contract/billing';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import type { Db } from '../../db/database';
import * as repo from './billing.repository';

/**
 * Levy runs: who has paid each import of bills. A run is one CSV import; each bill keeps the run
 * that last wrote it. An account's APPROVED levy payments pay its bills oldest period first
 * (`allocatePayments`), so a bill is paid, part paid or unpaid; the result is stored on the bill
 * (`paid_cents`, `paid_at`) and published to the estate's managers (`manager:` scope) as the
 * run's bill rows and the run's totals, in the transaction of every change: an import, a
 * settled payment.
 */

type Payment = { amountCents: number; settledAt: number };
export type Allocation = { paidCents: number; paidAt: number };

/**
 * Spreads the payments (oldest first) over the bills (oldest period first): each bill takes what
 * is left of the payments until it is covered; `paidAt` is when the last payment that covered
 * part of it settled. A bill of zero or less is paid.
 */
export function allocatePayments(bills: ReadonlyArray<{ id: string; totalCents: number }>, payments: readonly Payment[]): Map<string, Allocation> {
  const out = new Map<string, Allocation>();
  let index = 0;
  let left = payments[0]?.amountCents ?? 0;
  for (const bill of bills) {
    let need = Math.max(0, bill.totalCents);
    let paidCents = 0;
    let paidAt = 0;
    while (need > 0 && index < payments.length) {
      const take = Math.min(need, left);
      if (take > 0) {
        paidCents += take;
        need -= take;
        left -= take;
        paidAt = payments[index]?.settledAt ?? 0;
      }
      if (left <= 0) {
        index += 1;
        left = payments[index]?.amountCents ?? 0;
      }
    }
    out.set(bill.id, { paidCents, paidAt });
  }
  return out;
}

export function billStatus(billedCents: number, paidCents: number): LevyRunBillStatus {
  if (paidCents >= billedCents) return 'paid';
  return paidCents > 0 ? 'part' : 'unpaid';
}

function toRunBill(bill: repo.BillRow, accountName: string): LevyRunBill {
  const billedCents = Number(bill.total_due_cents);
  const paidCents = Number(bill.paid_cents);
  return {
    id: bill.id,
    estateId: Number(bill.estate_id),
    runId: bill.run_id,
    unitNo: bill.unit_no,
    accountNo: bill.account_no,
    accountName,
    period: bill.period,
    billedCents,
    paidCents,
    paidAt: Number(bill.paid_at),
    status: billStatus(billedCents, paidCents),
  };
}

/** A new run for an import (or the demo seed), answered by its id. */
export async function startRun(trx: Trx, estateId: number, importedBy: string, importedAt = Date.now()): Promise<string> {
  const id = `run-${estateId}-${importedAt}-${crypto.randomUUID().slice(0, 8)}`;
  await repo.insertRun(trx, { id, estate_id: estateId, imported_at: importedAt, imported_by: importedBy, stale: 0 });
  return id;
}

/** Recomputes the run's totals from its bills and publishes it to the estate's managers (a run left with no bill is withdrawn). */
export async function publishRun(trx: Trx, runId: string): Promise<void> {
  const run = await repo.findRun(trx, runId);
  if (!run) return;
  const estateId = Number(run.estate_id);
  const bills = await repo.listBillsOfRun(trx, runId);
  if (bills.length === 0) {
    await publish(trx, scopes.manager(estateId), 'levyRuns', runId, null);
    return;
  }
  const row: LevyRun = {
    id: runId,
    estateId,
    importedAt: Number(run.imported_at),
    periods: [...new Set(bills.map((b) => b.period))].sort(),
    units: new Set(bills.map((b) => b.unit_no)).size,
    bills: bills.length,
    paidBills: bills.filter((b) => Number(b.paid_cents) >= Number(b.total_due_cents)).length,
    billedCents: bills.reduce((sum, b) => sum + Number(b.total_due_cents), 0),
    paidCents: bills.reduce((sum, b) => sum + Number(b.paid_cents), 0),
  };
  await publish(trx, scopes.manager(estateId), 'levyRuns', runId, row);
}

/**
 * After the accounts' bills or payments changed: spreads each account's payments over its bills
 * again, stores what changed, publishes every bill of a run to the managers, then the totals of
 * the runs touched (`alsoRuns`: runs that lost a bill to a newer import). Call it with the
 * accounts' rows locked (lockAccounts), before the transaction's other publishes.
 */
export async function refreshRuns(trx: Trx, estateId: number, accountNos: readonly string[], alsoRuns: Iterable<string> = []): Promise<void> {
  const runs = new Set(alsoRuns);
  const names = new Map((await repo.listAccounts(trx, estateId, accountNos)).map((a) => [a.account_no, a.account_name]));
  const payments = new Map<string, Payment[]>();
  for (const p of await repo.listApprovedPayments(trx, estateId, accountNos)) {
    const list = payments.get(p.account_no) ?? [];
    list.push({ amountCents: Number(p.amount_cents), settledAt: Number(p.settled_at) });
    payments.set(p.account_no, list);
  }
  const byAccount = new Map<string, repo.BillRow[]>();
  for (const bill of await repo.listBillsOfAccounts(trx, estateId, accountNos))
    byAccount.set(bill.account_no, [...(byAccount.get(bill.account_no) ?? []), bill]);
  for (const [accountNo, bills] of byAccount) {
    const allocation = allocatePayments(
      bills.map((b) => ({ id: b.id, totalCents: Number(b.total_due_cents) })),
      payments.get(accountNo) ?? [],
    );
    for (const bill of bills) {
      const paid = allocation.get(bill.id) ?? { paidCents: 0, paidAt: 0 };
      if (paid.paidCents !== Number(bill.paid_cents) || paid.paidAt !== Number(bill.paid_at)) await repo.setBillPaid(trx, bill.id, paid.paidCents, paid.paidAt);
      if (bill.run_id === '') continue;
      runs.add(bill.run_id);
      const current = { ...bill, paid_cents: paid.paidCents, paid_at: paid.paidAt };
      await publish(trx, scopes.manager(estateId), 'levyRunBills', bill.id, toRunBill(current, names.get(accountNo) ?? ''));
    }
  }
  for (const runId of [...runs].sort()) await publishRun(trx, runId);
}

/**
 * At boot: the runs the migration made from the bills already there get what was paid of them
 * computed and published, one run per transaction. Does nothing once every run is fresh.
 */
export async function refreshStaleRuns(db: Db): Promise<void> {
  for (const run of await repo.listStaleRuns(db)) {
    await writeTransaction(db, async (trx) => {
      await refreshRuns(trx, Number(run.estate_id), await repo.listAccountNosOfRun(trx, run.id), [run.id]);
      await repo.markRunFresh(trx, run.id);
    });
  }
}
