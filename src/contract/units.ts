import * as v from 'valibot';
import { UNITS_MESSAGES } from '../i18n/en/units.messages';
import { text } from './text';

/**
 * The estate's units as the estate manager and the operator keep them (issue 25): add, edit,
 * archive and restore one unit, and the CSV import with its dry run. Online REST calls; the
 * units reach the console through the synced `units` table (src/contract/people.ts).
 */

/** The types a unit may have; '' is "not given". A fixed list (no free text) so the console's filter stays short. */
export const UNIT_TYPES = ['house', 'apartment', 'townhouse', 'stand', 'other'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const isUnitType = (value: string): value is UnitType => (UNIT_TYPES as readonly string[]).includes(value);

/** The same unit numbers the people area accepts (UnitNoSchema), with the import's message. */
export const UNIT_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,19}$/;
/** An e-mail address as sign-up reads one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The import's caps: rows per file and characters of the file. */
export const UNIT_IMPORT_MAX_ROWS = 5000;
export const UNIT_IMPORT_MAX_CHARS = 1_000_000;

const UnitNoArg = v.pipe(text(), v.trim(), v.regex(UNIT_NO_PATTERN, UNITS_MESSAGES.unitNoInvalid));
const Allowance = (max: number) =>
  v.pipe(
    v.number(UNITS_MESSAGES.allowanceInvalid),
    v.integer(UNITS_MESSAGES.allowanceInvalid),
    v.minValue(0, UNITS_MESSAGES.allowanceInvalid),
    v.maxValue(max, UNITS_MESSAGES.allowanceInvalid),
  );

/** A unit's details and allowances, as the Add and Edit forms send them. */
const unitFields = {
  unitNo: UnitNoArg,
  block: v.pipe(text(), v.trim(), v.maxLength(40, UNITS_MESSAGES.blockTooLong)),
  unitType: v.picklist(['', ...UNIT_TYPES], UNITS_MESSAGES.typeUnknown),
  /** '' is the unit number. */
  standNo: v.pipe(text(), v.trim(), v.maxLength(20, UNITS_MESSAGES.standTooLong)),
  isLettingUnit: v.boolean(),
  noOfAssociatesPerUnit: Allowance(100),
  /** Visitor invites per day. */
  allowedVisitors: Allowance(500),
  /** Letting guests at once. */
  maxGuests: Allowance(100),
};

/** POST UNITS_API.units: a new unit. */
export const UnitCreateArgsSchema = v.object(unitFields);
export type UnitCreateArgs = v.InferOutput<typeof UnitCreateArgsSchema>;

/** PUT UNITS_API.units: an existing unit's details (the unit number names it and does not change). */
export const UnitEditArgsSchema = v.object(unitFields);
export type UnitEditArgs = v.InferOutput<typeof UnitEditArgsSchema>;

/** POST UNITS_API.archive: archive (true) or restore (false) a unit. */
export const UnitArchiveArgsSchema = v.object({ unitNo: UnitNoArg, archived: v.boolean() });
export type UnitArchiveArgs = v.InferOutput<typeof UnitArchiveArgsSchema>;

/** POST UNITS_API.importPreview and UNITS_API.import: the CSV file's text. */
export const UnitImportArgsSchema = v.object({ csv: v.pipe(text(), v.maxLength(UNIT_IMPORT_MAX_CHARS, UNITS_MESSAGES.fileTooLarge)) });
export type UnitImportArgs = v.InferOutput<typeof UnitImportArgsSchema>;

/** One row of the file as read, with its problem ('' when none). `line`: the file's line. */
export const UnitImportRowSchema = v.object({
  line: v.number(),
  unitNo: text(),
  block: text(),
  unitType: text(),
  ownerEmail: text(),
  problem: text(),
});
export type UnitImportRow = v.InferOutput<typeof UnitImportRowSchema>;

/** The dry run's answer: the file's problem ('' when none), each row with its own, and whether Import may go ahead. */
export const UnitImportPreviewSchema = v.object({
  fileProblem: text(),
  rows: v.array(UnitImportRowSchema),
  problems: v.number(),
  ready: v.boolean(),
});
export type UnitImportPreview = v.InferOutput<typeof UnitImportPreviewSchema>;

/** The import's answer: units written, and owners invited. */
export const UnitImportAnswerSchema = v.object({ imported: v.number(), invited: v.number() });
export type UnitImportAnswer = v.InferOutput<typeof UnitImportAnswerSchema>;

/** The calls (each with `?estateID=`). */
export const UNITS_API = {
  units: '/sdk/units',
  archive: '/sdk/units/archive',
  importPreview: '/sdk/units/import/preview',
  import: '/sdk/units/import',
} as const;
