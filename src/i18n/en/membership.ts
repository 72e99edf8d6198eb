import type { Area } from './catalogue';

/**
 * Membership requests' keyed entries: the manager console's Requests to join, the home notice of a
 * person whose request waits (the issue's words) or was declined, and the notification's page.
 * The message constants shared with the contract and the server are in ./membership.messages.
 */
export * from './membership.messages';

export const membershipEntries = {
  // the manager console
  'membership.console.heading': 'Requests to join',
  'membership.console.pendingCount': '({n} waiting)',
  'membership.console.none': 'No one is waiting to join the estate.',
  'membership.console.name': 'Name',
  'membership.console.email': 'E-mail',
  'membership.console.unitClaimed': 'Unit claimed',
  'membership.console.noUnit': 'None given',
  'membership.console.type': 'Type',
  'membership.console.when': 'Asked on',
  'membership.console.approve': 'Approve',
  'membership.console.decline': 'Decline',
  'membership.console.approveTitle': 'Approve {name}',
  'membership.console.declineTitle': 'Decline {name}',
  'membership.console.unitLabel': 'Unit',
  'membership.console.unitPlaceholder': 'Choose a unit',
  'membership.console.noUnits': 'The estate has no units yet: add them under Units first.',
  'membership.console.roleLabel': 'Role',
  'membership.console.reasonLabel': 'Reason (the person is told)',
  'membership.console.told': 'The person will be told by e-mail and notification.',
  'membership.console.confirmApprove': 'Approve',
  'membership.console.confirmDecline': 'Decline',
  'membership.console.cancel': 'Cancel',
  'membership.console.approved': '{name} was approved. They are told once the approval reaches the server.',
  'membership.console.declined': '{name} was declined. They are told once the decision reaches the server.',
  'membership.console.queued': 'Saved on this device: it is sent when you are back online.',
  'membership.console.refused': 'Not sent: {message}',
  'membership.console.dismiss': 'Dismiss',
  'membership.console.waiting': 'Waiting to send',
  // user types and roles
  'membership.type.owner': 'Owner',
  'membership.type.resident': 'Resident',
  'membership.type.visitor': 'Visitor',
  'membership.type.tenant': 'Tenant',
  'membership.role.owner': 'Owner',
  'membership.role.tenant': 'Tenant',
  'membership.role.resident': 'Resident',
  'membership.role.visitor': 'Visitor (no unit)',
  // the home notice (a person who holds no role)
  'membership.home.waiting': 'Your request to join {estate} is waiting for the estate manager',
  'membership.home.unverified': 'Your request to join {estate} reaches the estate manager once your e-mail address is verified.',
  'membership.home.declined': 'Your request to join {estate} was declined.',
  'membership.home.reason': 'Reason: {reason}',
  'membership.home.unit': 'Unit you named: {unitNo}',
  'membership.home.withdraw': 'Withdraw my request',
  // the notification's page
  'membership.notification.estate': 'Estate',
  'membership.notification.role': 'Role',
  'membership.notification.unit': 'Unit',
  'membership.notification.reason': 'Reason',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof membershipEntries> {}
}

export default membershipEntries;
