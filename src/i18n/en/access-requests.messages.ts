/**
 * Visitor access requests (issue 29): a guard asks a unit's residents to let a visitor in. The
 * spec names the notification (type 'Visitor Access Request', its page detail/accessAlert with an
 * action id, type and approval uid) but not these words: they are the product's own, plain.
 * Shared by the contract's schemas, the server's refusals and the screens.
 */
export const ACCESS_REQUEST_MESSAGES = {
  visitorNameRequired: "Please enter the visitor's name.",
  unitRequired: 'Please enter the unit the visitor is visiting.',
  unknownUnit: 'Nobody at this estate lives in that unit.',
  notGuard: 'Only the estate’s gate staff may ask a resident to let a visitor in.',
  notFound: 'This visitor access request could not be found.',
  notYourUnit: 'Only a resident of the unit may answer this request.',
  exists: 'This request could not be saved. Please try again.',
  /** The notification's title and text (type 'Visitor Access Request', actionType 'request'). */
  notificationTitle: 'Visitor at the gate',
  notificationText: '{visitor} is at the gate for unit {unitNo}. Let them in?',
} as const;
