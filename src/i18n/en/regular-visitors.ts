/**
 * The server's words about regular visitors and letters that the spec leaves unnamed: the
 * notifications of onboarding and of the resident's decision, the lines an upcoming invite and
 * a visitor's details show. The spec's own messages are in ./invites.ts.
 */

/** Regular visitors (Visitor Access notifications and refusals). */
export const REGULAR_VISITOR_NOTICES = {
  /** When the estate's wizard configuration has no regularVisitExistsMsg. */
  alreadyRegistered: 'This person is already registered as a regular visitor at your unit.',
  alreadyDecided: 'This visitor has already been approved or declined.',
  /** To the resident when the visitor onboarded. */
  onboardedTitle: 'Regular visitor waiting for approval',
  onboardedText: '{name} completed their access onboarding for unit {unitNo}. Please approve or decline them.',
  /** To the visitor on the resident's decision. */
  approvedTitle: 'Regular visitor approved',
  approvedText: '{resident} approved you as a regular visitor at {estate}.',
  declinedTitle: 'Regular visitor declined',
  declinedText: '{resident} declined your regular visitor registration at {estate}.',
  /** An upcoming invite of a regular visitor or letter (spec 2 'Upcoming invite' visitInfo). */
  visitInfo: '{estate}, unit {unitNo}: {from} to {to}',
  /** The status of an upcoming invite (spec: 'Active' or other). */
  active: 'Active',
  pending: 'Pending',
} as const;

/** Letters (short-term letting). */
export const LETTER_NOTICES = {
  notFound: 'This letter could not be found.',
  /** To the resident when their letter onboarded. */
  onboardedTitle: 'Letter onboarded',
  onboardedText: '{name} completed their access onboarding for unit {unitNo}; their access is active.',
} as const;

/** The three subtext lines of a regular visitor's or letter's details (spec 2 'Visitor (verified/pending)'). */
export const VISITOR_SUBTEXTS = {
  unit: 'Unit {unitNo}',
  vehicle: 'Vehicle {registration}',
  from: 'From {date}',
  to: 'To {date}',
  regularVisitor: {
    INVITED: 'Invitation sent, waiting for their sign-up',
    PENDING: 'Onboarded, waiting for your approval',
    APPROVED: 'Registered',
    DECLINED: 'Declined',
    REMOVED: 'Removed',
  },
  letter: {
    PENDING: 'Invitation sent, waiting for their onboarding',
    ACTIVE: 'Onboarded, access active',
    REMOVED: 'Removed',
    EXPIRED: 'Letting ended',
  },
} as const;
