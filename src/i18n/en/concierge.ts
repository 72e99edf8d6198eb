import type { Area } from './catalogue';

/** Concierge mode's keyed entries (plain words: the spec has none). */
export * from './concierge.messages';

export const conciergeEntries = {
  // the unit pickers in concierge mode
  'concierge.pickerHeading': 'Act for a resident',
  'concierge.pickerHint': 'As concierge you book and invite for a resident: it counts against their unit and they see it.',
  'concierge.search': 'Search residents by name or unit',
  'concierge.none': 'No resident matches your search.',
  'concierge.empty': 'No residents are loaded on this device yet. Connect to the internet to load them.',
  'concierge.residentUnit': 'Unit {unitNo}',
  'concierge.actingFor': 'Acting for {name}, unit {unitNo} (concierge)',
  'concierge.change': 'Choose another resident',
  'concierge.inviteSent':
    'The invite is the resident’s: it goes to the estate as soon as this phone has signal, then its pass is on their phone to share, and mailed to the visitor when you gave an e-mail.',
  // what a resident and the manager see
  'concierge.bookedBy': 'Booked by {name} (concierge)',
  'concierge.invitedBy': 'Invited by {name} (concierge)',
  // the manager console
  'concierge.console.chip': 'Concierge',
  'concierge.console.grant': 'Make concierge',
  'concierge.console.revoke': 'Remove concierge',
  'concierge.console.grantTitle': 'Make concierge',
  'concierge.console.grantBody': '{name} will be able to invite visitors and book the lagoon for any resident of {estate}.',
  'concierge.console.revokeTitle': 'Remove concierge',
  'concierge.console.revokeBody': '{name} will no longer act for residents of {estate}.',
  'concierge.console.waiting': 'Waiting to send',
  'concierge.console.heading': 'Done by concierges',
  'concierge.console.empty': 'No concierge has acted for a resident yet.',
  'concierge.console.row': '{concierge} for {resident}, unit {unitNo}',
  'concierge.kind.invite': 'Visitor invite',
  'concierge.kind.lagoon': 'Lagoon booking',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof conciergeEntries> {}
}

export default conciergeEntries;
