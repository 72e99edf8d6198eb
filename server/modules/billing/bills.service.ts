import { ACCOUNT_TYPES, type Bill } from '../../../src/contract/billing';
import { estateInstant } from '../../../src/domain/estate-time';
import { BILLING_MESSAGES, STATEMENT_TEXT } from '../../../src/i18n/en/billing';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { Trx } from '../../sync/change-log';
import { deleteFileBytes, deleteFileRecords, readStoredFile, storeFile } from '../files/files.service';
import { requireBillReader } from './accounts.service';
import { statementHolder, toBill } from './billing-rows';
import * as repo from './billing.repository';
import { renderStatement, type StatementFacts } from './statement-pdf';
import * as core from '../core/core.service';

/**
 * Spec 3 'Account type mapping': trafalgar, elgaru and levies are levies; coj is coj (no such
 * accounts here). Any other type names no account.
 */
export function accountTypeOf(name: string): string | undefined {
  const lower = name.trim().toLowerCase();
  if (lower === 'trafalgar' || lower === 'elgaru' || lower === 'levies') return 'levies';
  if (lower === 'coj') return 'coj';
  return undefined;
}

/**
 * GET API.bills(userId)?estateID=&accountType=: the bills of the caller's units (at the estate
 * when named), newest period first; the account type defaults to Levies (spec 3).
 */
export async function listBillsFor(ctx: AppContext, callerId: string, userId: string, estateId: number | undefined, accountType: string): Promise<Bill[]> {
  const id = await requireAccess(ctx.db, callerId, { self: userId, message: BILLING_MESSAGES.notYours, code: 'billing/not-yours' });
  const type = accountTypeOf(accountType);
  if (type === undefined || !(ACCOUNT_TYPES as readonly string[]).includes(type)) return [];
  const byEstate = new Map<number, string[]>();
  for (const unit of await core.unitsOfUser(ctx.db, id, estateId)) byEstate.set(unit.estateId, [...(byEstate.get(unit.estateId) ?? []), unit.unitNo]);
  const bills: Bill[] = [];
  for (const [estate, unitNos] of byEstate) {
    const types = new Map((await repo.listAccountsOfUnits(ctx.db, estate, unitNos)).map((a) => [a.account_no, a.account_type]));
    for (const row of await repo.listBillsOfUnits(ctx.db, estate, unitNos)) if (types.get(row.account_no) === type) bills.push(toBill(row));
  }
  return bills.sort((a, b) => b.period.localeCompare(a.period) || a.AccountNumber.localeCompare(b.AccountNumber));
}

/**
 * What a statement of `period` says, as at its date: the account's earlier bills (`earlierBills`
 * cents) and the APPROVED payments settled before the statement date.
 */
export async function statementFacts(
  db: Db | Trx,
  estateName: string,
  account: { estateId: number; accountNo: string; accountName: string; unitNo: string },
  bill: { period: string; accountDate: string; dueDate: string; totalDueCents: number },
  earlierBills: number,
): Promise<StatementFacts> {
  return {
    estateName,
    accountName: account.accountName,
    accountNumber: account.accountNo,
    unitNo: account.unitNo,
    period: bill.period,
    statementDate: bill.accountDate,
    dueDate: bill.dueDate,
    amountDueCents: bill.totalDueCents,
    previousBalanceCents: earlierBills,
    paymentsReceivedCents: await repo.sumApprovedPayments(db, account.estateId, account.accountNo, estateInstant(bill.accountDate)),
  };
}

/** Renders and stores a bill's statement that has none yet (the demo's bills); answers its file id. */
async function renderMissingStatement(ctx: AppContext, bill: repo.BillRow): Promise<string> {
  const estateId = Number(bill.estate_id);
  const account = await repo.findAccount(ctx.db, estateId, bill.account_no);
  if (!account) throw notFound(BILLING_MESSAGES.statementFailed, 'billing/statement-not-found');
  const facts = await statementFacts(
    ctx.db,
    (await core.estateName(ctx.db, estateId)) ?? '',
    { estateId, accountNo: account.account_no, accountName: account.account_name, unitNo: bill.unit_no },
    { period: bill.period, accountDate: bill.account_date, dueDate: bill.due_date, totalDueCents: Number(bill.total_due_cents) },
    await repo.sumBills(ctx.db, estateId, bill.account_no, bill.period),
  );
  const stored = await storeFile(ctx, statementHolder(bill.id), 'document', await renderStatement(facts));
  if (await repo.setStatementIfNone(ctx.db, bill.id, stored.id, Date.now())) return stored.id;
  // Another request (or an import) gave the bill its statement first: keep that one.
  await ctx.db.transaction().execute((trx) => deleteFileRecords(trx, [stored.id]));
  await deleteFileBytes(ctx, [stored.id]);
  const winner = await repo.findBill(ctx.db, bill.id);
  if (!winner?.statement_file_id) throw notFound(BILLING_MESSAGES.statementFailed, 'billing/statement-not-found');
  return winner.statement_file_id;
}

/**
 * GET API.statement(id): the bill's statement PDF, to the people of its unit and the estate's
 * managers; 404 for anyone else and for no such bill. A bill without a statement yet gets one
 * rendered now and kept.
 */
export async function readStatement(ctx: AppContext, callerId: string, id: string): Promise<{ bytes: Buffer; fileName: string }> {
  const bill = await repo.findBill(ctx.db, id);
  if (!bill) throw notFound(BILLING_MESSAGES.statementFailed, 'billing/statement-not-found');
  await requireBillReader(ctx.db, callerId, Number(bill.estate_id), bill.unit_no);
  const fileId = bill.statement_file_id || (await renderMissingStatement(ctx, bill));
  const file = await readStoredFile(ctx, fileId);
  if (!file || file.contentType !== 'application/pdf') throw notFound(BILLING_MESSAGES.statementFailed, 'billing/statement-not-found');
  return { bytes: file.bytes, fileName: `${STATEMENT_TEXT.title} ${bill.account_no} ${bill.period}.pdf` };
}
