/**
 * People at a unit (spec 2): units and allowances, the estate's people configuration,
 * associates, requests to the estate manager, consent and identity. The message constants are
 * shared by the server's refusals, the contract's schemas and the screens; the keyed entries
 * are the screens' own words.
 */

/** The spec's associate-creation messages (spec 2 section 5), title and text. */
export const ASSOCIATE_MESSAGES = {
  zoneRequired: 'Access Zone Required: Please select at least one Access Zone before proceeding',
  firstNameRequired: "Associate First name: Please enter in your Associate's first name",
  lastNameRequired: "Associate Last name: Please enter in your Associate's last name",
  mobileInvalid: 'Associate Mobile Number: Please enter in a valid mobile number for your associate',
  relationshipRequired: 'Relationship: Please select a Relationship',
  idNumberInvalid: 'Associate ID Number: Please enter in a valid SA ID number for your Associate',
  faceRequired: 'Facial Recognition Onboarding: Please complete Facial Recognition Onboarding',
  documentFrontRequired: "Please upload a picture of the front of your Associate's {documentType}",
  documentBackRequired: "Please upload a picture of the back of your Associate's {documentType}",
  addressRequired: 'Please enter in details.',
  guardianRequired: 'Child Parent / Guardian: Please ensure all information is captured correctly',
  termsRequired: 'Terms & Conditions: Please accept Terms & Conditions in order to proceed',
  /** Add associate exceptions (spec 2 section 8). */
  failed: 'Failed: Please ensure all fields are entered correctly.',
  /** Removal request, creation, access-time issue, extra-associates request failures. */
  tryLater: 'Please try again later.',
  delegateFailed: 'Failed to send request. Please try again later.',
  delegateAlreadyLoaded: 'Delegate already loaded: Please send a request below to update your Associate Delegate',
  delegateMinor: 'Delegates are not allowed to be minors: Please note that delegate must be over the age of 18.',
  /** The limit (spec 2 section 2, list screen). */
  limitReached: 'You have {count}/{max} associates',
  limitAdvice: 'Book an appointment with Estate Management to add more associates',
  requestSent: 'Your request has been sent, we will be in contact with you soon.',
  /** The delegate-change request's success (spec 2 section 8's second request wording). */
  requestSuccessfullySent: 'Your request has been successfully sent. We will be in contact with you soon.',
  /** UPDATE ASSOCIATE (spec 2 section 8). */
  updated: 'Associate successfully updated',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  unitNotHeld: 'You do not hold this unit at this estate.',
  notFound: 'This associate could not be found.',
  zoneUnknown: 'Access Zone Required: Please select at least one Access Zone before proceeding',
  documentTypeUnknown: 'Please select a valid document type.',
  validity: 'The access dates must run from today to at most one year ahead.',
  accessTimes: 'Please choose at most 7 days, each with a start before its end.',
  consentRequired: 'Please record the consent of this person before capturing their face or identity document.',
  imageNotYours: 'Upload Failed: Your image did not upload successfully.',
  requestPending: 'A request for this is already waiting for the Estate Management.',
  removed: 'This associate has been removed.',
} as const;

/** Unit pickers (spec 2 section 2). */
export const UNIT_MESSAGES = {
  noProperties: 'No properties found. Please add an address in your profile to proceed.',
  noInvites: 'No Invites Available: There is no more visitor invites available for this unit today.',
  listFailed: 'An error has occured, please try again later.',
} as const;

/** Requests to the estate manager and their decisions. */
export const REQUEST_MESSAGES = {
  notFound: 'This request could not be found.',
  alreadyDecided: 'This request has already been decided.',
  reasonRequired: 'Please give a reason for declining.',
  approvedTitle: 'Request approved',
  declinedTitle: 'Request declined',
  /** Notification texts; {kind} is the request's name, {name} the associate's. */
  approvedText: 'The Estate Management approved your request: {kind}.',
  declinedText: 'The Estate Management declined your request: {kind}. Reason: {reason}',
  kindRemoval: 'remove {name}',
  kindMoreAssociates: 'more associates for unit {unitNo}',
  kindDelegateChange: 'make {name} your Associate Delegate',
  kindMoreGuests: 'more guests for unit {unitNo}',
} as const;

/** The estate manager's people settings. */
export const PEOPLE_CONFIG_MESSAGES = {
  invalid: 'Please check the settings: some values are not valid.',
  tooManySlides: 'The onboarding wizard has at most six slides.',
  saved: 'Settings saved',
} as const;

/** The e-mail to a new associate delegate (spec 2 section 4: confirming delegation sends an e-mail). */
export const DELEGATE_MAIL = {
  subject: 'You are now an Associate Delegate at {estate}',
  text: "Hello {name},\n\n{resident} made you the Associate Delegate of unit {unitNo} at {estate}. As the delegate you may add new associates and request removals.\n\nSign in to the app with this e-mail address ({email}) to manage the unit's associates. If you do not have an account yet, sign up with this address.\n",
} as const;

/**
 * The confirmation e-mail to a new associate (spec 2: the Thank you dialog says 'A confirmation
 * e-mail will follow'; the spec gives no content, so these are the product's words).
 */
export const ASSOCIATE_MAIL = {
  subject: 'You have been added as an associate at {estate}',
  text: 'Hello {name},\n\n{resident} added you as an associate ({relationship}) of unit {unitNo} at {estate}.\n\nYour access: {access}, from {validFrom} to {validTo}.\n\nIf you do not know this person or did not agree to this, please contact the Estate Management.\n',
  everyDay: 'every day 00:01 - 23:59',
} as const;

/** 'Download my data' (POPIA): the server's refusal when it is asked too often. */
export const MY_DATA_MESSAGES = {
  tooMany: 'You have downloaded your data too many times. Please try again later.',
} as const;
