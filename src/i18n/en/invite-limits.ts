import type { Area } from './catalogue';

/** A resident's own visitor invites in the manager console (spec 2 section 6: invitesDisabled, maximumVisitors). */
export const inviteLimitsEntries = {
  'inviteLimits.console.heading': "Residents' visitor invites",
  'inviteLimits.console.intro': "Block a resident's visitor invites or cap how many they may send a day, beside the unit's daily limit.",
  'inviteLimits.console.table': "Residents' visitor invites",
  'inviteLimits.console.name': 'Resident',
  'inviteLimits.console.unit': 'Unit',
  'inviteLimits.console.state': 'Invites',
  'inviteLimits.console.allowed': 'Allowed',
  'inviteLimits.console.disabled': 'Disabled',
  'inviteLimits.console.maximum': 'Maximum a day',
  'inviteLimits.console.unitOnly': "The unit's limit",
  'inviteLimits.console.usedToday': 'Sent today',
  'inviteLimits.console.edit': 'Change',
  'inviteLimits.console.none': 'No residents yet.',
  'inviteLimits.console.search': 'Search residents',
  'inviteLimits.dialog.title': 'Visitor invites of {name}',
  'inviteLimits.dialog.disabled': 'Invites disabled',
  'inviteLimits.dialog.maximum': "Maximum visitor invites a day (0: the unit's limit only)",
  'inviteLimits.dialog.save': 'Save',
  'inviteLimits.dialog.cancel': 'Cancel',
  'inviteLimits.saved': 'Saved',
  'inviteLimits.offline': 'You are offline. Connect to the internet to change this.',
  'inviteLimits.failed': 'Unable to save, please try again later.',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof inviteLimitsEntries> {}
}

export default inviteLimitsEntries;
