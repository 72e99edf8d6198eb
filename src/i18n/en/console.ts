import type { Area } from './catalogue';

/** The estate manager console's shell: its navigation of groups, the Today dashboard, the members table. */
export const consoleEntries = {
  'console.nav': 'Console',
  'console.residentApp': 'Resident app',
  'console.group.today': 'Today',
  'console.group.people': 'People and units',
  'console.group.requests': 'Requests',
  'console.group.gate': 'Gate',
  'console.group.bookings': 'Bookings',
  'console.group.levies': 'Levies',
  'console.group.content': 'Content',
  'console.group.settings': 'Settings',
  'console.group.empty': 'Nothing here yet.',
  'console.today.heading': 'At a glance',
  'console.today.peopleRequests': 'Pending people requests',
  'console.today.bookingRequests': 'Booking requests to decide',
  'console.today.snags': 'Open maintenance requests',
  'console.today.gateToday': 'Gate decisions today',
  'console.today.members': 'Members',
  'console.today.open': 'Open {group}',
  'console.members.search': 'Search name, e-mail or unit',
  'console.members.name': 'Name',
  'console.members.email': 'E-mail',
  'console.members.role': 'Role',
  'console.members.unit': 'Unit',
  'console.members.access': 'Access list',
  'console.members.status': 'Gate',
  'console.members.state': 'Status',
  'console.members.actions': 'Actions',
  'console.members.active': 'Active',
  'console.members.notifyTitle': 'Notify {name}',
  // A row's buttons (their accessible names are the full actions with the member's name).
  'console.members.removeAccess': 'Remove access',
  'console.members.addAccess': 'Add access',
  'console.members.revoke': 'Revoke',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof consoleEntries> {}
}

export default consoleEntries;
