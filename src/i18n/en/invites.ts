/**
 * The invites area's keyed entries: words of the screens (the catalogue `t()` reads). The message
 * constants shared with the contract's schemas and the server are in ./invites.messages, re-exported
 * here; kept apart, they stay out of the first-load bundle, which carries the catalogue.
 */
import type { Area } from './catalogue';
export * from './invites.messages';

/** Words of the visitor pass page and share messages, shared by several screens. */
export const invitesEntries = {
  'invites.codeMessage': 'Hi {name}, here is your access code for {estate}: {link}',
  'invites.pinMessage': 'Hi {name}, your delivery PIN for {estate} is {pin}. Give it to the guard at the gate.',
  // The estate manager console's invite settings.
  'invites.settings.heading': 'Visitor invites',
  'invites.settings.defaults': 'This estate uses the default visitor types until you save its own.',
  'invites.settings.types': 'Visitor types',
  'invites.settings.typeId': 'Visitor type {id}',
  'invites.settings.title': 'Tile title',
  'invites.settings.description': 'Description',
  'invites.settings.delivery': 'Delivery (PIN-only code)',
  'invites.settings.serviceProvider': 'Service provider (contractor zones only)',
  'invites.settings.active': 'Offered to residents',
  'invites.settings.addType': 'Add visitor type',
  'invites.settings.newType': 'New visitor type',
  'invites.settings.directions': "Directions on the visitor's pass",
  'invites.settings.retention': "Days a visitor's details are kept after the visit",
  'invites.settings.retentionHint': 'Visitor names, phone numbers and gate records are deleted after this (POPIA).',
  'invites.settings.saved': 'Settings saved',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof invitesEntries> {}
}

export default invitesEntries;
