import type { Area } from './catalogue';

/**
 * The staff area's keyed entries: the console's Staff section, the operator's Estate managers
 * panel and the invitation page. The messages shared with the contract and the server are in
 * ./staff.messages, re-exported here.
 */
export * from './staff.messages';

export const staffEntries = {
  // console: Staff
  'staff.console.heading': 'Staff',
  'staff.console.staffTable': 'Staff of the estate',
  'staff.console.invitationsHeading': 'Open invitations',
  'staff.console.invitationsTable': 'Open invitations',
  'staff.console.noStaff': 'No staff yet.',
  'staff.console.noInvitations': 'No open invitations.',
  'staff.console.search': 'Search',
  'staff.column.name': 'Name',
  'staff.column.email': 'E-mail',
  'staff.column.role': 'Role',
  'staff.column.since': 'Since',
  'staff.column.status': 'Status',
  'staff.column.sent': 'Sent',
  'staff.column.actions': 'Actions',
  'staff.status.open': 'Waiting until {date}',
  'staff.status.expired': 'Expired',
  'staff.resend': 'Resend',
  'staff.revoke': 'Revoke',
  'staff.remove': 'Remove',
  'staff.resent': 'The invitation to {email} was sent again.',
  'staff.revoked': 'The invitation to {email} was revoked.',
  'staff.removed': '{name} was removed. Their devices are signed out and their gate keys no longer work.',
  'staff.removeTitle': 'Remove {name}?',
  'staff.removeText': '{name} loses the {role} role at this estate. Their sessions end and their gate keys stop working at once.',
  'staff.cancel': 'Cancel',
  'staff.failure': 'Something went wrong. Please try again.',
  'staff.offline': 'You are offline. This needs a connection.',
  'staff.role.estateManager': 'Estate manager',
  'staff.role.guard': 'Guard',
  'staff.role.owner': 'Owner',
  'staff.role.tenant': 'Tenant',
  'staff.role.resident': 'Resident',
  'staff.roleWithUnit': '{role}, unit {unitNo}',
  // invite form
  'staff.invite.heading': 'Invite someone',
  'staff.invite.email': 'E-mail address',
  'staff.invite.role': 'Role',
  'staff.invite.unit': 'Unit number',
  'staff.invite.submit': 'Send invitation',
  'staff.invite.sent': 'An invitation was sent to {email}.',
  // operator: Estate managers
  'staff.operator.heading': 'Estate managers',
  'staff.operator.managersTable': 'Estate managers',
  'staff.operator.noManagers': 'This estate has no manager yet.',
  'staff.operator.invite': 'Invite a manager',
  // the invitation page
  'staff.page.title': 'Invitation',
  'staff.page.loading': 'Reading the invitation…',
  'staff.page.missingToken': 'This link is incomplete. Please open the link from the invitation e-mail again.',
  'staff.page.intro': 'You are invited to {estate}.',
  'staff.page.role': 'Role',
  'staff.page.unit': 'Unit',
  'staff.page.email': 'E-mail',
  'staff.page.accept': 'Accept invitation',
  'staff.page.accepted': 'Welcome to {estate}. Opening the app…',
  'staff.page.signedInAs': 'You are signed in as {email}. This invitation is for {invited}: sign out and open the link again.',
  'staff.page.signOut': 'Sign out',
  'staff.page.createHeading': 'Create your account',
  'staff.page.signInHeading': 'Sign in to accept',
  'staff.page.firstName': 'First name',
  'staff.page.lastName': 'Last name',
  'staff.page.password': 'Password',
  'staff.page.confirmPassword': 'Confirm password',
  'staff.page.passwordsMismatch': 'The passwords do not match.',
  'staff.page.create': 'Create account and accept',
  'staff.page.signIn': 'Sign in and accept',
  'staff.page.haveAccount': 'I already have an account',
  'staff.page.needAccount': 'Create a new account instead',
} as const;

declare module './catalogue' {
  interface Catalogue extends Area<typeof staffEntries> {}
}

export default staffEntries;
