import type { Area } from './catalogue';

/**
 * The units console's words (the estate manager's Units section and the operator's Units panel).
 * The message constants shared with the contract and the server are in ./units.messages. The
 * resident's unit pickers' words ('units.select...') are the people area's.
 */
export * from './units.messages';

export const unitsEntries = {
  'units.admin.heading': 'Units',
  'units.admin.intro': 'Every unit of the estate. Add one, import many from a CSV file, or open a unit to change its details and allowances.',
  'units.admin.tableLabel': 'Units of the estate',
  'units.admin.add': 'Add unit',
  'units.admin.import': 'Import CSV',
  'units.admin.none': 'No units yet: add one or import a CSV file.',
  'units.admin.column.unit': 'Unit',
  'units.admin.column.block': 'Block',
  'units.admin.column.type': 'Type',
  'units.admin.column.stand': 'Stand',
  'units.admin.column.owner': 'Owner',
  'units.admin.column.associates': 'Associates',
  'units.admin.column.invites': 'Invites per day',
  'units.admin.column.status': 'Status',
  'units.admin.filter.block': 'Block',
  'units.admin.filter.type': 'Type',
  'units.admin.filter.status': 'Status',
  'units.admin.status.active': 'In use',
  'units.admin.status.archived': 'Archived',
  'units.admin.letting': 'Letting',
  'units.admin.edit': 'Edit',
  'units.admin.editLabel': 'Edit unit {unitNo}',
  'units.admin.type.': 'Not given',
  'units.admin.type.house': 'House',
  'units.admin.type.apartment': 'Apartment',
  'units.admin.type.townhouse': 'Townhouse',
  'units.admin.type.stand': 'Stand',
  'units.admin.type.other': 'Other',
  'units.admin.offline': 'You are offline: the list is what this device last synced. Changes need a connection.',
  // the form
  'units.form.addTitle': 'Add unit',
  'units.form.editTitle': 'Unit {unitNo}',
  'units.form.unitNo': 'Unit number',
  'units.form.unitNoHint': 'The unit number cannot be changed later.',
  'units.form.block': 'Block (optional)',
  'units.form.type': 'Type',
  'units.form.standNo': 'Stand number (optional)',
  'units.form.isLetting': 'Letting unit',
  'units.form.maxAssociates': 'Associates allowed',
  'units.form.maxVisitors': 'Visitor invites per day',
  'units.form.maxGuests': 'Guests allowed at once (letting)',
  'units.form.save': 'Save unit',
  'units.form.saving': 'Saving...',
  'units.form.cancel': 'Cancel',
  'units.form.saved': 'Unit {unitNo} saved.',
  'units.form.failure': 'Unable to save the unit. Please try again.',
  'units.form.archive': 'Archive unit',
  'units.form.restore': 'Restore unit',
  'units.form.archiveNote': 'An archived unit is offered for no new member or invite; its people keep their history. A unit with members cannot be archived.',
  'units.form.archived': 'Unit {unitNo} archived.',
  'units.form.restored': 'Unit {unitNo} restored.',
  'units.form.archivedNote': 'This unit is archived. Restore it to change it.',
  'units.form.offline': 'You are offline. Connect to save.',
  // the import
  'units.import.title': 'Import units from CSV',
  'units.import.format':
    'A header row, then one unit per row. Columns: unit number (required), block, type (house, apartment, townhouse, stand or other) and owner e-mail (optional: the owner is invited). At most 5,000 units and 1 MB per file.',
  'units.import.sample': 'Example',
  'units.import.file': 'CSV file',
  'units.import.preview': 'Check the file',
  'units.import.checking': 'Checking...',
  'units.import.run': 'Import {n} units',
  'units.import.running': 'Importing...',
  'units.import.ready': 'All {n} rows are ready. Nothing is written until you import.',
  'units.import.problems': '{n} row(s) have a problem. Fix the file and check it again: nothing is imported until every row is right.',
  'units.import.done': '{n} units imported. {invited} owner(s) invited.',
  'units.import.chooseFile': 'Please choose a CSV file.',
  'units.import.failure': 'Unable to check the file. Please try again.',
  'units.import.previewLabel': 'The rows of the file',
  'units.import.column.line': 'Line',
  'units.import.column.unit': 'Unit',
  'units.import.column.block': 'Block',
  'units.import.column.type': 'Type',
  'units.import.column.email': 'Owner e-mail',
  'units.import.column.problem': 'Problem',
  'units.import.filter.rows': 'Rows',
  'units.import.filter.problems': 'With a problem',
  'units.import.ok': 'Ready',
  'units.import.close': 'Close',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof unitsEntries> {}
}

export default unitsEntries;
