/**
 * Membership requests (joining an estate): the product's own plain words, except the home notice
 * the issue names. Shared by the contract's schemas, the server's refusals, its notification and
 * e-mail, and the screens.
 */
export const MEMBERSHIP_MESSAGES = {
  notFound: 'This request to join the estate could not be found.',
  notManager: "Only this estate's manager may approve or decline requests to join it.",
  alreadyDecided: 'This request has already been decided.',
  notYours: 'You can only withdraw your own request.',
  roleRequired: 'Please choose a role: owner, tenant, resident or visitor.',
  unitRequired: 'Please choose the unit for an owner, tenant or resident.',
  invalidUnit: 'Please choose a valid unit.',
  unitUnknown: 'Unit {unitNo} does not exist at this estate.',
  unitArchived: 'Unit {unitNo} is archived: restore it before approving anyone into it.',
  visitorNoUnit: 'A visitor holds no unit: leave the unit empty.',
  alreadyHolds: 'This person is already {role} at this estate.',
  reasonRequired: 'Please give the reason for declining.',
  reasonTooLong: 'Please keep the reason under 500 characters.',
} as const;

/** The words of the roles a request may be approved as. */
export const MEMBERSHIP_ROLE_WORDS = {
  owner: 'Owner',
  tenant: 'Tenant',
  resident: 'Resident',
  visitor: 'Visitor',
} as const;

/** "an owner of unit 12", "a visitor": how the notification and the e-mail name what was given. */
export const MEMBERSHIP_ROLE_ARTICLES = {
  owner: 'an owner',
  tenant: 'a tenant',
  resident: 'a resident',
  visitor: 'a visitor',
} as const;

/** The `membership` notification the person gets when the estate's manager decides their request. */
export const MEMBERSHIP_NOTIFICATIONS = {
  approvedTitle: 'Welcome to {estate}',
  approvedText: 'Your request to join {estate} was approved: you are {role}. Your home screen shows your tiles after the next refresh.',
  declinedTitle: 'Your request to join {estate} was declined',
  declinedText: 'Your request to join {estate} was declined. Reason: {reason}',
} as const;
