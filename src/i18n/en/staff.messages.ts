/**
 * Staff and invitations: the product's own plain words (the spec has none for inviting people).
 * Shared by the contract's schemas, the server's refusals and the screens.
 */
export const STAFF_MESSAGES = {
  emailRequired: 'Please enter the e-mail address.',
  invalidEmail: 'Please enter a valid e-mail address.',
  roleRequired: 'Please choose a role.',
  unitRequired: 'Please enter the unit number for an owner, tenant or resident.',
  invalidUnit: 'Please enter a valid unit number.',
  unitUnknown: 'Unit {unitNo} does not exist at this estate.',
  unitArchived: 'Unit {unitNo} is archived: restore it before inviting anyone to it.',
  notManager: "Only this estate's manager may invite or remove its people.",
  managersOnly: "Only an operator or this estate's manager may invite or remove its managers.",
  estateUnknown: 'This estate does not exist.',
  alreadyHolds: '{email} is already {role} at this estate.',
  invitationNotFound: 'This invitation could not be found.',
  invitationClosed: 'This invitation has been accepted or revoked: there is nothing to resend.',
  linkUnknown: 'This invitation link is not valid. Please ask for a new invitation.',
  linkUsed: 'This invitation has already been accepted. Sign in to continue.',
  linkExpired: 'This invitation has expired. Please ask the estate for a new one.',
  linkRevoked: 'This invitation was withdrawn. Please ask the estate if you should have access.',
  wrongEmail: 'This invitation was sent to {email}. Sign in with that e-mail address to accept it.',
  accountExists: 'There is already an account with this e-mail address. Sign in to accept the invitation.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  passwordRequired: 'Please enter a password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  memberNotFound: 'This person does not hold that role at this estate.',
  lastManager: "You are this estate's only manager: invite another manager before you remove yourself.",
} as const;

/** A role as a sentence names it ("already a guard", "as an estate manager"). */
export const STAFF_ROLE_ARTICLES = {
  estateManager: 'an estate manager',
  guard: 'a guard',
  owner: 'an owner',
  tenant: 'a tenant',
  resident: 'a resident',
} as const;
