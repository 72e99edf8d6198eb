/**
 * Facility bookings and the lagoon (spec 3 sections 2, 4, 5 and 8). The message
 * constants are shared by the contract's schemas, the server's refusals and the screens, in the
 * spec's wording (plain misspellings fixed); the keyed entries are the words of the screens.
 */

/** Facility bookings (spec 3 sections 4, 5 and 8). */
export const BOOKING_MESSAGES = {
  requested: 'Your booking has been requested',
  failed: 'Unable to make booking. Please contact support if the problem persists.',
  createFailed: 'Unable to create booking',
  unknownService: 'Unknown booking service type',
  cancelledTitle: 'Cancellation Successful',
  cancelled: 'Booking has been cancelled',
  cancelFailed: 'Cancellation Failed. Please contact support if the problem persists.',
  cancelReason: 'Cancellation requested by user',
  rescheduled: 'Booking date and time has been updated.',
  rescheduleFailed: 'Unable to reschedule your booking at this time. Please try again later.',
  noBookingsAvailable: 'No Bookings Available',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  slotTaken:
    'Unable to make booking: {facility} is no longer available on {date} from {start} to {end}. Another resident booked it first; please choose another time.',
  pastDate: 'The date cannot be in the past.',
  outsideHours: 'The chosen times are outside the opening hours of this facility.',
  minimumLength: 'The end must be at least {minutes} minutes after the start.',
  notFound: 'This booking could not be found.',
  notYours: 'You may only change your own bookings.',
  notChangeable: 'This booking can no longer be changed.',
  notManager: 'Only the estate manager may approve or reject bookings.',
  reasonRequired: 'Please give a reason for rejecting this booking.',
  invalidTime: 'Please choose a valid time.',
} as const;

/** What a decision on a booking tells the resident (a 'booking' notification, spec 1 bookingDetail). */
export const BOOKING_NOTIFICATIONS = {
  bookedTitle: 'Booking confirmed',
  bookedText: '{facility} on {date} from {start} to {end} is booked.',
  rejectedTitle: 'Booking rejected',
  rejectedText: '{facility} on {date} from {start} to {end} was rejected: {reason}',
} as const;

/** The lagoon (spec 3 sections 4, 5 and 8). */
export const LAGOON_MESSAGES = {
  noCapacityTitle: 'No capacity at Lagoon.',
  noCapacity: 'The lagoon is currently fully booked or closed for the day. Bookings for the lagoon will open again tomorrow.',
  failedTitle: 'YOUR BOOKING HAS FAILED',
  onlyLeft: 'Only {n} {name} left',
  requestedTitle: 'YOUR BOOKING HAS BEEN REQUESTED',
  paymentUnsuccessful: 'Your payment was unsuccessful. Please try again or contact support for assistance.',
  visitorName: 'Please enter your visitors name before proceeding.',
  visitorPhone: 'Please enter your visitors phone number before proceeding.',
  noInvitesTitle: 'No Invites Available',
  noInvites: 'There is no more visitor invites available for this unit today.',
  addressRequired: 'Please add your address for that estate in the profile section of the app before proceeding.',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  hours: 'Lagoon times run from 08:00 to 19:00, with the end at least 60 minutes after the start.',
  visitorsLimit: 'You may invite at most {n} visitors for this unit today.',
  associatesLimit: 'You may bring at most {n} associates to the lagoon today.',
  futureDisabled: 'The lagoon can only be booked for today.',
  notLagoon: 'The lagoon is not available at this estate.',
  tooLateToCancel: 'This lagoon booking has already ended and can no longer be cancelled.',
  tooLateToReschedule: 'This lagoon booking has already ended and can no longer be rescheduled.',
  /** A reschedule short of capacity on the new day: the spec's 'Only N {name} left' lines follow. */
  rescheduleFull: 'The lagoon is full for the new date and times.',
  /** What a lagoon booking's visitors payment is for, kept on the payment and shown to the payer. */
  paymentDescription: 'Lagoon {date}',
} as const;

/** Sports tokens (spec 3 'Bookings content' and section 9). */
export const TOKEN_MESSAGES = {
  /** Spec 3 section 9, shown in the token modal. */
  explanation: '1 Sports Token = 1 Session (55 mins)',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  notEnough:
    'You do not have enough Sports Tokens for this booking: it needs {needed} and you have {balance}. Please contact your estate office for more tokens.',
  notManager: 'Only the estate manager may change Sports Tokens or the bookings content.',
  notResident: 'This person is not a resident of this estate.',
  belowZero: 'A Sports Token balance cannot go below 0.',
  zeroChange: 'Please enter a number of tokens other than 0.',
  noteRequired: 'Please give a reason for this change.',
} as const;
