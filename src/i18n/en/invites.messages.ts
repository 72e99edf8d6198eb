/**
 * Invites and passes (spec 2 sections 4, 5, 8): visitor invites, delivery PINs, regular visitors,
 * short-term letting, associate passes. The message constants are shared by the contract's
 * schemas, the server's refusals and the screens, in the spec's wording (plain misspellings
 * fixed); the keyed entries are words of screens shared by several features.
 */

/** Visitor invite rules (spec 2 sections 5 and 8). */
export const INVITE_MESSAGES = {
  requiredFields: 'Please ensure all required fields are completed.',
  /** The one-screen invite names the field (issue 31); the spec's message above stays as the summary. */
  nameMissing: "Enter the visitor's name",
  phoneMissing: "Enter the visitor's phone number",
  dateMissing: 'Choose a date',
  timeMissing: 'Choose a time',
  endMissing: 'Choose a start and end time, the end after the start',
  zoneRequired: 'Please select an access zone to proceed.',
  typeRequired: 'Please select a Visitor Type before proceeding',
  ownPhone: 'Please note the invited phone number cannot be your own phone number.',
  /** Spec: 'Please enter a valid phone numvber.' (plain misspelling fixed). */
  phoneInvalid: 'Please enter a valid phone number.',
  dailyLimit:
    'You have reached your limit of {n} visitor invites for the day. Please contact your property manager or administrator should you believe this is incorrect or require additional invites.',
  removeFailed: 'An Error occured, please try again later.',
  inviteFailed: 'Failed to share visitor code, please try again later.',
  shareFailed: 'Unable to share code, please try again later.',
  captureFailed: 'Unable to capture visitor, please try again later.',
  sent: 'Visitor code successfully sent.',
  clipboardFailed: 'Unable to access device clipboard!',
  clipboardCopied: 'Copied to clipboard!',
  removeConfirm: 'Are you sure you want to remove {visitor}?',
  updated: 'Your visitor has been successfully updated!',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  notFound: 'This invite could not be found.',
  notYours: 'You may only manage the invites of your own unit.',
  /** The estate manager names someone who holds no unit at the estate (a resident's invite limit). */
  residentNotFound: 'This resident could not be found at this estate.',
  window: 'The visit must start in the future and end after it starts, within the allowed months ahead.',
  slotDisabled: 'The chosen times cross an hour that is no longer available.',
  revoked: 'This invite has been removed.',
  passNotFound: 'This pass could not be found or is no longer valid.',
  notGuard: "Only the estate's gate staff may record gate passes.",
  /** The visitor's page asked too often from one address. */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** Resend of an invite without the visitor's e-mail. */
  noEmail: 'This visitor has no e-mail address to send the code to.',
  /** Resends beyond the limits (server/modules/invites RESEND_LIMITS). */
  resendInviteLimit: 'This visitor has already been sent the code {n} times in the last hour. Please try again later.',
  resendUserLimit: 'You have resent {n} visitor codes in the last hour. Please try again later.',
  /** Passes made with no signal (pass tickets, issue 31). */
  ticketInvalid: 'This offline pass is not valid. Please create the invite again while online.',
  ticketUsed: 'This offline pass was already given to another visitor. Please create the invite again.',
  ticketWithdrawn: 'This offline pass was withdrawn. Please create the invite again while online.',
  noTickets: 'No offline passes are left on this device. The invite will be sent when you are back online.',
} as const;

/** What a pass used at the gate tells the inviting resident (spec 1 Visitor Access notifications). */
export const PASS_NOTIFICATIONS = {
  arrivedTitle: 'Visitor arrived',
  arrivedText: '{visitor} arrived at the gate at {time}.',
  deniedTitle: 'Visitor refused at the gate',
  deniedText: '{visitor} was refused at the gate at {time}: {reason}.',
  reasons: {
    revoked: 'the invite was removed',
    expired: 'the invite has expired',
    'used-up': 'the invite has already been used',
    'outside-hours': 'outside the allowed access times',
  },
} as const;

/** Regular visitors and their onboarding (spec 2 section 5). */
export const REGULAR_VISITOR_MESSAGES = {
  vinDisc: 'Please scan & capture your vehicle VIN Disc',
  vinMismatch: 'The Vehicle Registration Number provided mismatches the Vehicle Registration Number found in the VIN Disc scanned.',
  firstName: 'Please enter in your first name',
  lastName: 'Please enter in your last name',
  mobile: 'Please enter in a valid mobile number',
  saId: 'Please enter in your SA ID number',
  passportNo: 'Please enter in your Passport ID Number',
  birthDate: 'The date of birth read from your document is not a valid date. Please scan it again or leave it out.',
  gender: 'The gender read from your document must be M or F.',
  documentExpiry: 'The expiry date read from your document is not a valid date. Please scan it again.',
  mrz: "Your passport's machine-readable lines do not pass their check digits. Please scan them again or type them as printed.",
  mrzMismatch: "The date of birth, gender or expiry does not match your passport's machine-readable lines.",
  citizenship: 'Please enter in your Country of citizenship',
  scanDocument: 'Please scan & capture your {documentType}',
  documentBack: 'Please upload a picture of the back of your {documentType}',
  face: 'Please upload a picture of your face',
  captureDocument: 'Please capture a document for verification',
  onboardingDone: 'Onboarding completed successfully',
  onboardingFailed: 'Onboarding failed. Please contact support for assistance.',
  emptyPayload: 'Please ensure all required fields are completed.',
  joinInvalid: 'This invitation link is not valid any more. Please ask the resident for a new invitation.',
  notFound: 'This visitor could not be found.',
} as const;

/** Short-term letting (spec 2 sections 4, 5 and 8). */
export const LETTING_MESSAGES = {
  zoneRequired: 'Please select at least one Access Zone before proceeding',
  guestFirstName: "Please enter in your Guest's first name",
  guestLastName: "Please enter in your Guest's last name",
  guestMobile: 'Please enter in a valid mobile number for your Guest',
  relationship: 'Please select a Relationship',
  guestId: 'Please enter in a valid SA ID number for your Guest',
  address: 'Please enter in details.',
  guardian: 'Please ensure all information is captured correctly',
  terms: 'Please accept Terms & Conditions in order to proceed',
  documentFront: "Please upload a picture of the front of your Guest's {documentType}",
  documentBack: "Please upload a picture of the back of your Guest's {documentType}",
  support: 'Please contact support for assistance.',
  guestFailed: 'Please ensure all fields are entered correctly.',
  tryLater: 'Please try again later.',
  requestSent: 'Your request has been sent, we will be in contact with you soon.',
  guestLimit: 'A total of {max} guests are allowed to be linked to your stand.',
  notLettingUnit: 'This unit is not a letting unit.',
  notFound: 'This guest could not be found.',
} as const;

/** The e-mails the server sends (stored mailbox by default). */
export const INVITE_MAIL = {
  visitorSubject: 'Your visitor pass for {estate}',
  visitorText: 'Hello {name},\n\n{resident} invited you to {estate} ({window}).\n\nOpen your pass at the gate: {link}\n',
  joinSubject: 'You are invited to {estate}',
  joinText: 'Hello {name},\n\n{resident} invited you to {estate}. Open this link to sign up and complete your access onboarding:\n\n{link}\n',
} as const;
