import { CsvError, parse } from 'csv-parse/sync';
import { isRealDate } from '../../../src/domain/estate-time';
import { BILLING_MESSAGES } from '../../../src/i18n/en/billing';
import { format } from '../../../src/i18n/format';
import { badRequest } from '../../lib/errors';

/**
 * The estate office's levy CSV (the manager console's import): a header naming the columns,
 * then one bill per line. Every line is checked before anything is written; the first problem,
 * by line, refuses the whole file.
 */

export const BILL_CSV_COLUMNS = ['accountNumber', 'unitNo', 'accountName', 'period', 'amount', 'dueDate', 'statementFile'] as const;

/** One checked line: amounts in cents, `statementFile` '' when the server renders the statement. */
export type BillLine = {
  /** 1-based line of the file (the last line of a record that spans several). */
  line: number;
  accountNumber: string;
  unitNo: string;
  accountName: string;
  period: string;
  amountCents: number;
  dueDate: string;
  statementFile: string;
};

/** What the lines are checked against: the estate's units, and what is wrong with a named statement file (undefined: nothing). */
export type BillCsvContext = { units: { has(unitNo: string): boolean }; statementProblem(fileName: string): string | undefined };

/** The same as PaymentStartArgsSchema's account number (what a payment names). */
const ACCOUNT_PATTERN = /^[A-Za-z0-9-]{1,30}$/;
const UNIT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,19}$/;
const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Rand with at most two decimals, no sign, no separators; up to R9,999,999.99. */
const RAND_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Rand as written ('1850', '1850.1', '0.07') to integer cents (185000, 185010, 7), or undefined
 * when it is not a plain amount. Whole rand and cents are read as integers: no floating point.
 */
export function randToCents(text: string): number | undefined {
  const m = RAND_PATTERN.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const refuseLine = (line: number, problem: string) => badRequest(format(BILLING_MESSAGES.csvLine, { line, problem }), 'billing/csv-line');

/** A record as csv-parse answers it with `info`. */
type CsvRow = { record: string[]; info: { lines: number } };

function readRecords(text: string): CsvRow[] {
  try {
    return parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      info: true,
    }) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw refuseLine(typeof error.lines === 'number' ? error.lines : 1, BILLING_MESSAGES.csvUnreadable);
    }
    throw error;
  }
}

/** The unit column's values of every line, unchecked (which units to look up before the check); none when unreadable. */
export function unitColumn(text: string): Set<string> {
  try {
    return new Set(
      readRecords(text)
        .slice(1)
        .map(({ record }) => record[1] ?? ''),
    );
  } catch {
    return new Set(); // the check itself names the problem
  }
}

/** Checks one record on its own (columns, formats), answering the line's problem or the line. */
function checkRecord(record: string[], line: number, context: BillCsvContext): BillLine | string {
  if (record.length !== BILL_CSV_COLUMNS.length) return format(BILLING_MESSAGES.csvColumns, { n: BILL_CSV_COLUMNS.length });
  const [accountNumber = '', unitNo = '', accountName = '', period = '', amount = '', dueDate = '', statementFile = ''] = record;
  if (!ACCOUNT_PATTERN.test(accountNumber)) return BILLING_MESSAGES.csvAccount;
  if (!UNIT_PATTERN.test(unitNo) || !context.units.has(unitNo)) return format(BILLING_MESSAGES.csvUnit, { unit: unitNo });
  if (accountName.length < 1 || accountName.length > 100) return BILLING_MESSAGES.csvName;
  if (!PERIOD_PATTERN.test(period)) return BILLING_MESSAGES.csvPeriod;
  const amountCents = randToCents(amount);
  if (amountCents === undefined) return BILLING_MESSAGES.csvAmount;
  if (!isRealDate(dueDate)) return BILLING_MESSAGES.csvDate;
  const statementProblem = statementFile === '' ? undefined : context.statementProblem(statementFile);
  if (statementProblem !== undefined) return statementProblem;
  return { line, accountNumber, unitNo, accountName, period, amountCents, dueDate, statementFile };
}

/**
 * Reads and checks the whole file: the header, then each line in order (its own values, then
 * against the lines before it: an account and period twice, an account with two units or names,
 * a statement file named twice). Throws 400 with BILLING_MESSAGES at the first problem.
 */
export function readBillCsv(text: string, context: BillCsvContext): BillLine[] {
  const records = readRecords(text);
  const [header, ...rows] = records;
  if (!header) throw badRequest(BILLING_MESSAGES.csvEmpty, 'billing/csv-empty');
  const names = header.record.map((name) => name.toLowerCase());
  if (names.length !== BILL_CSV_COLUMNS.length || BILL_CSV_COLUMNS.some((column, i) => names[i] !== column.toLowerCase())) {
    throw badRequest(format(BILLING_MESSAGES.csvHeader, { columns: BILL_CSV_COLUMNS.join(',') }), 'billing/csv-header');
  }
  if (rows.length === 0) throw badRequest(BILLING_MESSAGES.csvEmpty, 'billing/csv-empty');

  const lines: BillLine[] = [];
  const periods = new Map<string, number>();
  const accounts = new Map<string, BillLine>();
  const files = new Map<string, number>();
  for (const { record, info } of rows) {
    const checked = checkRecord(record, info.lines, context);
    if (typeof checked === 'string') throw refuseLine(info.lines, checked);
    const { accountNumber: account, period, statementFile } = checked;
    if (periods.has(`${account}\n${period}`)) throw refuseLine(checked.line, format(BILLING_MESSAGES.csvDuplicate, { account, period }));
    const same = accounts.get(account);
    if (same && (same.unitNo !== checked.unitNo || same.accountName !== checked.accountName)) {
      throw refuseLine(checked.line, format(BILLING_MESSAGES.csvAccountMismatch, { account, other: same.line }));
    }
    const other = statementFile === '' ? undefined : files.get(statementFile);
    if (other !== undefined) throw refuseLine(checked.line, format(BILLING_MESSAGES.csvStatementTwice, { file: statementFile, other }));
    periods.set(`${account}\n${period}`, checked.line);
    accounts.set(account, checked);
    if (statementFile !== '') files.set(statementFile, checked.line);
    lines.push(checked);
  }
  return lines;
}
