import { API } from '../../../src/contract/api-paths';
import type { BillImportAnswer, BillImportArgs } from '../../../src/contract/billing';
import { addMonths } from '../../../src/domain/estate-time';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { BILLING_MESSAGES } from '../../../src/i18n/en/billing';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, deleteFileBytes, deleteFileRecords, readFile, storeFile } from '../files/files.service';
import { unitRecord } from '../people/units.service';
import { moveAccount, publishAccount } from './accounts.service';
import { readBillCsv, unitColumn, type BillLine } from './bill-csv';
import { statementFacts } from './bills.service';
import { billId, statementHolder, toBill } from './billing-rows';
import * as repo from './billing.repository';
import { renderStatement } from './statement-pdf';
import { refreshRuns, startRun } from './levy-runs.service';
import * as core from '../core/core.service';

/**
 * The manager console's levy import: a month's bills from the estate office's CSV,
 * all lines or none. Accounts are made or updated from the lines; a bill of the same account
 * and period is replaced (a re-import corrects a month). Each bill keeps its statement PDF: the
 * one the manager uploaded through /sdk/files (named in the CSV, taken from the manager so only
 * the statement route serves it) or one the server renders, before the write transaction.
 */

/** The statement's date: the first day of the bill's period. */
export const statementDateOf = (period: string) => `${period}-01`;

/** The seventh of the month after the period (the demo's due dates). */
export const seventhAfter = (period: string) => `${addMonths(statementDateOf(period), 1).slice(0, 8)}07`;

/** The estate's units among `candidates`: held through a role, or with a unit row (people module). */
async function knownUnits(db: Db, estateId: number, candidates: ReadonlySet<string>): Promise<Set<string>> {
  const known = new Set((await core.heldUnitNos(db, estateId)).filter((unitNo) => candidates.has(unitNo)));
  for (const unitNo of candidates) if (!known.has(unitNo) && (await unitRecord(db, estateId, unitNo))) known.add(unitNo);
  return known;
}

/**
 * Each statement file sent with the CSV: the caller's own PDF upload (its file id), or why not.
 * Checked before the lines, so the first line with any problem, its statement's too, is named.
 */
async function checkStatementFiles(
  ctx: AppContext,
  callerId: string,
  statements: BillImportArgs['statements'],
): Promise<{ ids: Map<string, string>; problems: Map<string, string> }> {
  const ids = new Map<string, string>();
  const problems = new Map<string, string>();
  for (const { fileName, fileId } of statements) {
    const file = await readFile(ctx, callerId, fileId).catch((error: unknown) => {
      if (error instanceof AppError) return undefined;
      throw error;
    });
    if (!file) problems.set(fileName, format(BILLING_MESSAGES.csvStatement, { file: fileName }));
    else if (file.contentType !== 'application/pdf') problems.set(fileName, format(BILLING_MESSAGES.csvStatementType, { file: fileName }));
    else ids.set(fileName, fileId);
  }
  return { ids, problems };
}

/** Renders the statement of every line without a statement file, as at now; answers line -> stored file id. */
async function renderStatements(ctx: AppContext, estateId: number, lines: readonly BillLine[]): Promise<Map<number, string>> {
  const toRender = lines.filter((line) => line.statementFile === '');
  const rendered = new Map<number, string>();
  if (toRender.length === 0) return rendered;
  const estateName = (await core.estateName(ctx.db, estateId)) ?? '';
  // Each account's bills as they will be: the stored ones, with the file's lines over them.
  const accountNos = [...new Set(lines.map((line) => line.accountNumber))];
  const charges = new Map<string, Map<string, number>>();
  for (const bill of await repo.listBillsOfAccounts(ctx.db, estateId, accountNos)) {
    charges.set(bill.account_no, (charges.get(bill.account_no) ?? new Map<string, number>()).set(bill.period, Number(bill.total_due_cents)));
  }
  for (const line of lines) charges.set(line.accountNumber, (charges.get(line.accountNumber) ?? new Map<string, number>()).set(line.period, line.amountCents));
  try {
    for (const line of toRender) {
      const earlier = [...(charges.get(line.accountNumber) ?? new Map<string, number>())]
        .filter(([period]) => period < line.period)
        .reduce((sum, [, cents]) => sum + cents, 0);
      const facts = await statementFacts(
        ctx.db,
        estateName,
        { estateId, accountNo: line.accountNumber, accountName: line.accountName, unitNo: line.unitNo },
        { period: line.period, accountDate: statementDateOf(line.period), dueDate: line.dueDate, totalDueCents: line.amountCents },
        earlier,
      );
      // Held by the bill from the start (no purge job takes it meanwhile); deleted again if the import fails.
      const holder = statementHolder(billId(estateId, line.accountNumber, line.period));
      rendered.set(line.line, (await storeFile(ctx, holder, 'document', await renderStatement(facts))).id);
    }
  } catch (error) {
    await discardFiles(ctx, [...rendered.values()]);
    throw error;
  }
  return rendered;
}

async function discardFiles(ctx: AppContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db.transaction().execute((trx) => deleteFileRecords(trx, ids));
  await deleteFileBytes(ctx, ids);
}

/**
 * Writes the checked lines in the caller's transaction: each account made or updated (name,
 * unit: a moved account takes its bills along), each bill inserted or replaced with its
 * statement file (`statementFor`: a file id, or '' to render on first request), every row
 * published to its unit, then each account's balance. Answers the file ids of replaced
 * statements (their rows are deleted here; delete their bytes after the commit).
 * Also the demo seed's writer.
 */
export async function writeBillLines(
  trx: Trx,
  estateId: number,
  lines: readonly BillLine[],
  statementFor: (line: BillLine) => Promise<string>,
  run: { importedBy: string; importedAt?: number } = { importedBy: '' },
): Promise<{ replaced: string[]; runId: string }> {
  const now = run.importedAt ?? Date.now();
  // The import is a levy run: its bills name it, and the runs they leave are recounted.
  const runId = await startRun(trx, estateId, run.importedBy, now);
  const formerRuns = new Set<string>();
  const accounts = new Map<string, BillLine>();
  for (const line of lines) if (!accounts.has(line.accountNumber)) accounts.set(line.accountNumber, line);
  const stored = new Map((await repo.listAccounts(trx, estateId, [...accounts.keys()])).map((a) => [a.account_no, a]));
  for (const [accountNo, line] of accounts) {
    const account = stored.get(accountNo);
    if (!account) {
      await repo.insertAccount(trx, {
        estate_id: estateId,
        account_no: accountNo,
        unit_no: line.unitNo,
        account_name: line.accountName,
        account_type: 'levies',
        context: BILLING_MESSAGES.accountContext,
        balance_cents: 0,
        created_at: now,
        updated_at: now,
      });
      continue;
    }
    if (account.unit_no !== line.unitNo) await moveAccount(trx, account, line.unitNo);
    if (account.account_name !== line.accountName) await repo.updateAccount(trx, estateId, accountNo, { account_name: line.accountName, updated_at: now });
  }

  const replaced: string[] = [];
  for (const line of lines) {
    const id = billId(estateId, line.accountNumber, line.period);
    const fileId = await statementFor(line);
    const values = {
      unit_no: line.unitNo,
      account_date: statementDateOf(line.period),
      due_date: line.dueDate,
      total_due_cents: line.amountCents,
      statement_file_id: fileId,
      updated_at: now,
      run_id: runId,
    };
    const existing = await repo.findBillLocked(trx, id);
    if (existing?.run_id) formerRuns.add(existing.run_id);
    if (existing?.statement_file_id && existing.statement_file_id !== fileId) replaced.push(existing.statement_file_id);
    const row = existing
      ? await repo.updateBill(trx, id, values)
      : await repo.insertBill(trx, {
          id,
          estate_id: estateId,
          account_no: line.accountNumber,
          period: line.period,
          created_at: now,
          paid_cents: 0,
          paid_at: 0,
          ...values,
        });
    await publish(trx, scopes.unit(estateId, line.unitNo), 'bills', id, toBill(row));
  }
  for (const accountNo of accounts.keys()) await publishAccount(trx, estateId, accountNo);
  await refreshRuns(trx, estateId, [...accounts.keys()], formerRuns);
  await deleteFileRecords(trx, replaced);
  return { replaced, runId };
}

/** POST API.billImport?estateID=: the estate's managers only; all lines or none. */
export async function importBills(ctx: AppContext, callerId: string, estateId: number, args: BillImportArgs): Promise<BillImportAnswer> {
  await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES, message: BILLING_MESSAGES.notManager, code: 'billing/not-manager' });
  if ((await core.estateName(ctx.db, estateId)) === undefined) throw notFound();
  const statements = await checkStatementFiles(ctx, callerId, args.statements);
  const lines = readBillCsv(args.csv, {
    units: await knownUnits(ctx.db, estateId, unitColumn(args.csv)),
    statementProblem: (name) =>
      statements.ids.has(name) ? undefined : (statements.problems.get(name) ?? format(BILLING_MESSAGES.csvStatement, { file: name })),
  });

  const rendered = await renderStatements(ctx, estateId, lines);
  const accountNos = [...new Set(lines.map((line) => line.accountNumber))];
  // The uploaded statements are taken from the manager inside the transaction: refused if one went meanwhile.
  const statementFor =
    (trx: Trx) =>
    async (line: BillLine): Promise<string> => {
      const renderedId = rendered.get(line.line);
      if (renderedId !== undefined) return renderedId;
      const holder = statementHolder(billId(estateId, line.accountNumber, line.period));
      const claimed = await claimOwnFile(trx, callerId, API.file(statements.ids.get(line.statementFile) ?? ''), holder);
      if (claimed === undefined)
        throw badRequest(
          format(BILLING_MESSAGES.csvLine, { line: line.line, problem: format(BILLING_MESSAGES.csvStatement, { file: line.statementFile }) }),
          'billing/csv-line',
        );
      return claimed;
    };
  const write = () =>
    writeTransaction(ctx.db, async (trx) => {
      await repo.lockAccounts(trx, ctx.dialect, estateId, accountNos);
      return writeBillLines(trx, estateId, lines, statementFor(trx), { importedBy: callerId });
    });
  let written: { replaced: string[]; runId: string };
  try {
    // Two imports making the same new account at once: the second finds it on its second try.
    written = await write().catch((error: unknown) => {
      if (isUniqueViolation(error)) return write();
      throw error;
    });
  } catch (error) {
    await discardFiles(ctx, [...rendered.values()]);
    throw error;
  }
  await deleteFileBytes(ctx, written.replaced);
  return { imported: lines.length, periods: [...new Set(lines.map((line) => line.period))].sort(), rendered: rendered.size, runId: written.runId };
}
