import type { Area } from './catalogue';

/**
 * Moves within an estate and the membership log (issue 26): the console's member actions, their
 * dialogs and the log. The messages shared with the contract and the server are in ./moves.messages.
 */
export * from './moves.messages';

export const movesEntries = {
  // member row actions
  'moves.action.move': 'Change unit/role',
  'moves.action.moveOut': 'Move out',
  'moves.action.transfer': 'Transfer ownership',
  'moves.action.moveIn': 'Move in',
  // dialogs
  'moves.move.title': 'Change the unit or role of {name}',
  'moves.move.intro':
    '{name} is {role} of unit {unitNo}. Their gate keys are issued again for the new unit or role; moving away from unit {unitNo} ends the visitor passes they issued there.',
  'moves.moveOut.title': 'Move {name} out of unit {unitNo}?',
  'moves.moveOut.intro':
    "{name} stops being {role} of unit {unitNo}. At once: their devices are signed out, their gate code stops working, and the visitor passes they issued and their regular visitors' access end. If nobody else holds the unit, its associates' passes end too. Their profile, vehicles and notifications stay theirs; the unit's bills, documents and bookings stay with the unit.",
  'moves.transfer.title': 'Transfer the ownership of unit {unitNo}',
  'moves.transfer.intro': '{name} stops being the owner of unit {unitNo}. The new owner is a member of the estate, or someone invited by e-mail.',
  'moves.transfer.member': 'New owner (a member)',
  'moves.transfer.noMember': 'Someone else, by e-mail',
  'moves.transfer.email': 'E-mail address of the new owner',
  'moves.moveIn.title': 'Move {name} in',
  'moves.moveIn.intro': '{name} gets a role at a unit. Their app issues a new gate code when it next connects.',
  'moves.field.role': 'Role',
  'moves.field.unit': 'Unit number',
  'moves.field.reason': 'Reason (optional)',
  'moves.confirm': 'Confirm',
  'moves.cancel': 'Cancel',
  'moves.done': 'Saved. The lists update when the change syncs.',
  'moves.failure': 'Something went wrong. Please try again.',
  'moves.offline': 'You are offline. This needs a connection.',
  // the membership log
  'moves.log.heading': 'Membership log',
  'moves.log.count': '({n} changes)',
  'moves.log.table': 'Changes of membership, newest first',
  'moves.log.none': 'No changes of membership yet.',
  'moves.log.search': 'Search',
  'moves.log.when': 'When',
  'moves.log.person': 'Person',
  'moves.log.what': 'What',
  'moves.log.before': 'Before',
  'moves.log.after': 'After',
  'moves.log.by': 'By',
  'moves.log.reason': 'Reason',
  'moves.log.actions': 'Actions',
  'moves.log.deleted': 'Deleted account',
  'moves.log.roleAtUnit': '{role}, unit {unitNo}',
  'moves.log.action.approved': 'Request approved',
  'moves.log.action.declined': 'Request declined',
  'moves.log.action.moved-in': 'Moved in',
  'moves.log.action.moved-out': 'Moved out',
  'moves.log.action.changed': 'Unit or role changed',
  'moves.log.action.ownership-transferred': 'Ownership transferred',
  'moves.log.action.invitation-accepted': 'Invitation accepted',
  'moves.log.action.removed': 'Removed',
} as const;

declare module './catalogue' {
  interface Catalogue extends Area<typeof movesEntries> {}
}

export default movesEntries;
