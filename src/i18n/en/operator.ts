import type { Area } from './catalogue';

/**
 * The operator console (/operator) and the first operator's set-up page (/setup). The message
 * constants shared with the contract's schemas and the server are in ./operator.messages.
 */
export * from './operator.messages';

export const operatorEntries = {
  // /setup
  'operator.setup.title': 'Set up the operator account',
  'operator.setup.intro': 'The operator creates estates and their managers. This link works once.',
  'operator.setup.checking': 'Checking the link…',
  'operator.setup.invalid': 'This set-up link is not valid any more. Ask for a new one with npm run operator -- add <email>.',
  'operator.setup.existing': 'This e-mail address already has an account. Enter its password to make it an operator.',
  'operator.setup.email': 'E-mail',
  'operator.setup.firstName': 'First name',
  'operator.setup.lastName': 'Last name',
  'operator.setup.password': 'Password',
  'operator.setup.submit': 'Create the operator account',
  'operator.setup.saving': 'Creating…',
  'operator.setup.offline': 'You are offline. Connect to the internet to set up the operator account.',
  // /operator
  'operator.title': 'Operator console',
  'operator.notAvailable': 'The operator console is not available for this account.',
  'operator.offlineNotice': 'You are offline: the estates below are as last synced, and changes need a connection.',
  'operator.estates': 'Estates',
  'operator.create': 'Create estate',
  'operator.col.name': 'Name',
  'operator.col.city': 'City',
  'operator.col.timeZone': 'Time zone',
  'operator.col.status': 'Status',
  'operator.status.active': 'Active',
  'operator.status.archived': 'Archived',
  'operator.search': 'Search estates',
  'operator.empty': 'No estates yet. Create the first one.',
  'operator.back': 'All estates',
  'operator.notFound': 'This estate could not be found.',
  'operator.newEstate': 'New estate',
  'operator.save': 'Save',
  'operator.saving': 'Saving…',
  'operator.saved': 'Saved.',
  'operator.archive': 'Archive estate',
  'operator.restore': 'Restore estate',
  'operator.archivedNotice': 'This estate is archived: it is hidden from the sign-up and Switch Estate lists. Its members keep their access.',
  'operator.archiveConfirm': 'Archive this estate? It disappears from the sign-up and Switch Estate lists.',
  'operator.section.general': 'General',
  'operator.section.address': 'Address',
  'operator.section.contact': 'Contact and help',
  'operator.section.emergency': 'Emergency numbers',
  'operator.emergencyIntro':
    "Residents' emergency screens list the control room first, then police 10111, the ambulance and fire. Leave the ambulance or fire number empty for the national one.",
  'operator.section.look': 'Theme and logo',
  'operator.section.tiles': 'Tiles per role',
  'operator.section.gate': 'Gate',
  'operator.section.limits': 'Invite limits',
  'operator.field.name': 'Estate name',
  'operator.field.timeZone': 'Time zone',
  'operator.field.street': 'Street',
  'operator.field.suburb': 'Suburb',
  'operator.field.city': 'City',
  'operator.field.postalCode': 'Postal code',
  'operator.field.contactNumbers': 'Contact numbers',
  'operator.field.controlRoomNumber': 'Control room number',
  'operator.field.ambulanceNumber': 'Ambulance provider number (empty: 10177)',
  'operator.field.fireNumber': 'Fire service number (empty: 112)',
  'operator.field.contactEmail': 'Contact e-mail',
  'operator.field.supportEmail': 'Support e-mail',
  'operator.field.helpUrl': 'Help link',
  'operator.field.logo': 'Logo',
  'operator.field.logoUpload': 'Upload a logo',
  'operator.field.logoNone': 'No logo',
  'operator.field.primary': 'Primary colour',
  'operator.field.secondary': 'Secondary colour',
  'operator.field.onPrimary': 'Text on primary',
  'operator.field.gateWindowSec': 'Acceptance window (seconds)',
  'operator.field.gateListMaxAgeHours': 'Revocation-list age (hours)',
  'operator.field.refreshInterval': 'Refresh interval (seconds, 0 = off)',
  'operator.field.associatesPerUnit': 'Associates per unit',
  'operator.field.visitorsPerDay': 'Visitor invites per unit per day',
  'operator.field.guestsPerLettingUnit': 'Guests per letting unit',
  'operator.tiles.role': 'Role',
  'operator.role.owner': 'Owner',
  'operator.role.resident': 'Resident',
  'operator.role.tenant': 'Tenant',
  'operator.role.estateManager': 'Estate manager',
  'operator.role.guard': 'Guard',
  'operator.role.visitor': 'Visitor',
  'operator.role.regularVisitor': 'Regular visitor',
  'operator.role.associateDelegate': 'Associate delegate',
  'operator.tiles.hint': 'Untick a tile to hide it from that role’s home screen.',
  'operator.failed': 'Something went wrong. Please try again.',
} as const;

declare module './catalogue' {
  interface Catalogue extends Area<typeof operatorEntries> {}
}

export default operatorEntries;
