import { CsvError, parse } from 'csv-parse/sync';
import { EMAIL_PATTERN, UNIT_IMPORT_MAX_ROWS, UNIT_NO_PATTERN, isUnitType, type UnitImportPreview, type UnitImportRow } from '../../../src/contract/units';
import { UNITS_MESSAGES } from '../../../src/i18n/en/units.messages';
import { format } from '../../../src/i18n/format';

/**
 * The units CSV (the console's import, the estate manager's and the operator's): a header row,
 * then one unit per row. Columns in any order, named as people name them (case and spaces,
 * dashes or underscores do not matter): the unit number (required), block, type and owner e-mail.
 * Read with csv-parse as the levy import is (billing's bill-csv.ts), but every row gets its own
 * problem so the preview can show them all before anything is written.
 */

type Column = 'unitNo' | 'block' | 'unitType' | 'ownerEmail';

/** The header names accepted for each column, reduced to lower-case letters and digits. */
const HEADER_NAMES: Record<string, Column> = {
  unit: 'unitNo',
  unitno: 'unitNo',
  unitnumber: 'unitNo',
  unitnr: 'unitNo',
  block: 'block',
  building: 'block',
  type: 'unitType',
  unittype: 'unitType',
  owner: 'ownerEmail',
  email: 'ownerEmail',
  owneremail: 'ownerEmail',
  owneremailaddress: 'ownerEmail',
};

const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A row of the file as read (no problem checked yet). */
type ReadRow = Omit<UnitImportRow, 'problem'> & { extra: boolean };

type CsvRecord = { record: string[]; info: { lines: number } };

/** The file's rows, or the problem that stops reading it at all. */
export function readUnitCsv(text: string): { fileProblem: string; rows: ReadRow[] } {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError)
      return { fileProblem: format(UNITS_MESSAGES.fileUnreadable, { line: typeof error.lines === 'number' ? error.lines : 1 }), rows: [] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) return { fileProblem: UNITS_MESSAGES.fileEmpty, rows: [] };
  const columns: Column[] = [];
  for (const name of header.record) {
    const column = HEADER_NAMES[headerKey(name)];
    if (column === undefined) return { fileProblem: format(UNITS_MESSAGES.fileUnknownColumn, { column: name }), rows: [] };
    if (columns.includes(column)) return { fileProblem: format(UNITS_MESSAGES.fileColumnTwice, { column: name }), rows: [] };
    columns.push(column);
  }
  if (!columns.includes('unitNo')) return { fileProblem: UNITS_MESSAGES.fileNoUnitColumn, rows: [] };
  if (body.length > UNIT_IMPORT_MAX_ROWS) return { fileProblem: format(UNITS_MESSAGES.fileTooManyRows, { n: body.length.toLocaleString('en-ZA') }), rows: [] };
  const rows = body.map(({ record, info }): ReadRow => {
    const value = (column: Column) => {
      const i = columns.indexOf(column);
      return i < 0 ? '' : (record[i] ?? '');
    };
    return {
      line: info.lines,
      unitNo: value('unitNo'),
      block: value('block'),
      unitType: value('unitType').toLowerCase(),
      ownerEmail: value('ownerEmail'),
      extra: record.length > columns.length,
    };
  });
  return { fileProblem: '', rows };
}

/** What the rows are checked against: the estate's unit numbers (lower-case, archived ones too), and whether owners can be invited. */
export type UnitCsvContext = { existing: ReadonlySet<string>; invitationsAvailable: boolean };

/** One row's own problem ('' when none), before it is compared with the other rows. */
function rowProblem(row: ReadRow, context: UnitCsvContext): string {
  if (row.extra) return UNITS_MESSAGES.rowExtraColumns;
  if (row.unitNo === '') return UNITS_MESSAGES.rowUnitMissing;
  if (!UNIT_NO_PATTERN.test(row.unitNo)) return format(UNITS_MESSAGES.rowUnitInvalid, { unitNo: row.unitNo });
  if (context.existing.has(row.unitNo.toLowerCase())) return format(UNITS_MESSAGES.rowExists, { unitNo: row.unitNo });
  if (row.block.length > 40) return UNITS_MESSAGES.rowBlockTooLong;
  if (row.unitType !== '' && !isUnitType(row.unitType)) return format(UNITS_MESSAGES.rowTypeUnknown, { type: row.unitType });
  if (row.ownerEmail !== '' && !EMAIL_PATTERN.test(row.ownerEmail)) return format(UNITS_MESSAGES.rowEmailInvalid, { email: row.ownerEmail });
  if (row.ownerEmail !== '' && !context.invitationsAvailable) return UNITS_MESSAGES.rowInvitesUnavailable;
  return '';
}

/**
 * The dry run: the file's problem, or each row with its problem (its own, else a unit number
 * already on an earlier row, compared without case). Import goes ahead only when `ready`.
 */
export function checkUnitCsv(text: string, context: UnitCsvContext): UnitImportPreview {
  const { fileProblem, rows } = readUnitCsv(text);
  if (fileProblem !== '') return { fileProblem, rows: [], problems: 1, ready: false };
  const firstLine = new Map<string, number>();
  const checked = rows.map((read): UnitImportRow => {
    const { extra: _, ...row } = read;
    const own = rowProblem(read, context);
    const key = row.unitNo.toLowerCase();
    const other = firstLine.get(key);
    if (row.unitNo !== '' && other === undefined) firstLine.set(key, row.line);
    const problem = own !== '' ? own : other !== undefined ? format(UNITS_MESSAGES.rowRepeated, { unitNo: row.unitNo, other }) : '';
    return { ...row, problem };
  });
  const problems = checked.filter((row) => row.problem !== '').length;
  return { fileProblem: '', rows: checked, problems, ready: problems === 0 };
}
