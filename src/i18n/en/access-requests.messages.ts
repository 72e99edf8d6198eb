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
  /** Another person of the unit answered first (409: the device rolls its answer back). */
  approvedAlready: '{name} already approved this visitor.',
  deniedAlready: '{name} already denied this visitor.',
  answeredAlready: 'Someone else already answered this request.',
  photoFailed: 'The photo of the visitor could not be added.',
  notAnsweredInTime: 'This request was not answered in time. The visitor may have left the gate.',
  /** The notification's title and text (type 'Visitor Access Request', actionType 'request'). */
  notificationTitle: 'Visitor at the gate',
  notificationText: '{visitor} is at the gate for unit {unitNo}. Let them in?',
} as const;
