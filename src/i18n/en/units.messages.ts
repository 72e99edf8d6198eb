/**
 * The estate's units as the estate manager and the operator keep them (issue 25): adding,
 * editing, archiving and the CSV import. The spec has no wording for these: plain words. Shared by
 * the contract's schemas, the server's refusals and the screens.
 */
export const UNITS_MESSAGES = {
  notAllowed: 'Only the estate manager or the operator may change the units of this estate.',
  estateNotFound: 'This estate could not be found.',
  unitNoInvalid: 'Please enter a unit number: letters, digits, spaces, / or -, at most 20 characters.',
  blockTooLong: 'Please keep the block under 40 characters.',
  standTooLong: 'Please keep the stand number under 20 characters.',
  allowanceInvalid: 'Please enter the allowances as whole numbers: associates and guests 0 to 100, invites per day 0 to 500.',
  typeUnknown: 'Please choose the type: house, apartment, townhouse, stand or other.',
  exists: 'Unit {unitNo} already exists.',
  notFound: 'Unit {unitNo} could not be found.',
  archived: 'Unit {unitNo} is archived: restore it before changing it.',
  hasMembers: 'Unit {unitNo} still has {n} member(s). Move or remove them before archiving the unit.',
  hasAssociates: 'Unit {unitNo} still has {n} associate(s). Remove them before archiving the unit.',
  notArchived: 'Unit {unitNo} is not archived.',
  alreadyArchived: 'Unit {unitNo} is archived already.',
  // the CSV import: the file
  fileTooLarge: 'The file is too large: import at most 1 MB at a time.',
  fileEmpty: 'The file has no units: a header row, then one unit per row.',
  fileUnreadable: 'The file could not be read as CSV (line {line}).',
  fileNoUnitColumn: 'The header row needs a unit number column (unit number, block, type, owner e-mail).',
  fileUnknownColumn: 'The header row has a column this import does not know: "{column}". Use unit number, block, type and owner e-mail.',
  fileColumnTwice: 'The header row names "{column}" twice.',
  fileTooManyRows: 'The file has {n} units: import at most 5,000 at a time.',
  // the CSV import: a row
  rowUnitMissing: 'The unit number is missing.',
  rowUnitInvalid: 'The unit number "{unitNo}" is not valid: letters, digits, spaces, / or -, at most 20 characters.',
  rowRepeated: 'Unit {unitNo} is also on line {other}.',
  rowExists: 'Unit {unitNo} exists already.',
  rowTypeUnknown: 'Unknown type "{type}": use house, apartment, townhouse, stand or other.',
  rowBlockTooLong: 'The block is longer than 40 characters.',
  rowEmailInvalid: 'The owner e-mail "{email}" is not a valid e-mail address.',
  rowInvitesUnavailable: 'Invitations are not available: leave the owner e-mail empty.',
  rowExtraColumns: 'The row has more columns than the header.',
  importHasProblems: 'The file has {n} problem(s) now: preview it again.',
} as const;
