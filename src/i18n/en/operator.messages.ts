/**
 * The operator (above estates) and the first operator's set-up link. The spec has no wording
 * for these: plain words. Shared by the contract's schemas, the server's refusals and the screens.
 */
export const OPERATOR_MESSAGES = {
  linkInvalid: 'This set-up link is not valid any more. Ask for a new one.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailMismatch: 'This set-up link is for another e-mail address.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  passwordRequired: 'Please enter a password.',
  wrongPassword: 'This e-mail address already has an account: enter its password to become an operator.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notOperator: 'Only an operator may manage estates.',
  estateNotFound: 'This estate could not be found.',
  nameRequired: 'Please enter the estate name.',
  nameTaken: 'Another estate already has this name.',
  timeZoneInvalid: 'Please choose a time zone from the list (for example Africa/Johannesburg).',
  contactEmailInvalid: 'Please enter a valid contact e-mail address.',
  phoneInvalid: 'Emergency numbers may hold only digits, spaces, +, brackets and dashes (at most 20).',
  supportEmailInvalid: 'Please enter a valid support e-mail address.',
  helpUrlInvalid: 'The help link must start with https:// or /.',
  gateWindowInvalid: 'The acceptance window must be between 5 and 600 seconds.',
  gateListAgeInvalid: 'The revocation-list age must be between 1 hour and 30 days.',
  refreshIntervalInvalid: 'The refresh interval must be between 0 and 86400 seconds.',
  limitInvalid: 'Invite limits must be whole numbers within their range.',
  logoMissing: 'Please upload the logo again.',
  colourInvalid: 'Colours must be written like #1a2b3c.',
  tileUnknown: 'This tile is not one of the estate’s tiles.',
} as const;
