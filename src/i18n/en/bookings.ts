/**
 * The bookings area's keyed entries: words of the screens (the catalogue `t()` reads). The message
 * constants shared with the contract's schemas and the server are in ./bookings.messages, re-exported
 * here; kept apart, they stay out of the first-load bundle, which carries the catalogue.
 */
import type { Area } from './catalogue';
export * from './bookings.messages';

/** The words of the facility booking screens (spec 3 sections 2, 4 and 5) and the manager console's booking section. */
export const bookingsEntries = {
  // /bookings
  'bookings.title': 'Bookings',
  'bookings.tokens': 'Sports Tokens: {n}',
  'bookings.makeNew': 'Make new booking!',
  'bookings.tabRequested': 'Requested',
  'bookings.tabUpcoming': 'Upcoming',
  'bookings.tabPast': 'Past',
  'bookings.noRequested': 'No requested bookings!',
  'bookings.noUpcoming': 'No upcoming bookings!',
  'bookings.noPast': 'No past bookings!',
  'bookings.status.REQUESTED': 'Requested',
  'bookings.status.BOOKED': 'Booked',
  'bookings.status.REJECTED': 'Rejected',
  'bookings.status.CANCELED': 'Canceled',
  'bookings.waiting': 'Requested (waiting to send)',
  'bookings.changeWaiting': 'Change waiting to send',
  'bookings.failedStatus': 'Failed',
  'bookings.failedRequest': 'Booking failed',
  'bookings.failedCancel': 'Cancellation failed',
  'bookings.failedReschedule': 'Reschedule failed',
  'bookings.dismiss': 'Dismiss',
  // /MakeBooking
  'bookings.makeTitle': 'Make Booking',
  'bookings.facilitiesHeading': 'Facilities',
  'bookings.noFacilities': 'No Facilities Found',
  // /BookingFacility and the schedule dialog
  'bookings.facilityMissing': 'This facility is not on this device yet. Please connect to the internet and try again.',
  'bookings.noResources': 'This facility has nothing to book yet.',
  'bookings.openingHours': 'Opening hours',
  'bookings.closed': 'Closed',
  'bookings.hoursRange': '{start} - {end}',
  'bookings.price': 'Price per booking',
  'bookings.free': 'Free',
  'bookings.rules': 'Rules',
  'bookings.schedule': 'Schedule Booking',
  'bookings.scheduleFor': 'Schedule Booking: {name}',
  'bookings.date': 'Date',
  'bookings.start': 'Start Time',
  'bookings.end': 'End Time',
  'bookings.chooseStart': 'Select a start time',
  'bookings.chooseEnd': 'Select an end time',
  'bookings.cancel': 'Cancel',
  'bookings.book': 'Book',
  'bookings.booking': 'Booking...',
  'bookings.failedTitle': 'Unable to make booking',
  'bookings.savedOffline': 'It is saved on this device and will be sent when you are back online.',
  // detail (/RequestedBookingDetails)
  'bookings.detailTitle': 'Bookings',
  'bookings.notFound': 'This booking could not be found on this device.',
  'bookings.location': 'Location',
  'bookings.facility': 'Facility',
  'bookings.time': 'Time',
  'bookings.resources': 'Resources',
  'bookings.reason': 'Reason',
  'bookings.visitors': 'Visitors',
  'bookings.unit': 'Unit',
  'bookings.cancelBooking': 'Cancel Booking',
  'bookings.reschedule': 'Reschedule',
  'bookings.cancelConfirmTitle': 'Cancel Booking',
  'bookings.cancelConfirm': 'Are you sure you want to cancel this booking?',
  'bookings.yes': 'Yes',
  'bookings.no': 'No',
  'bookings.rescheduleTitle': 'Reschedule Booking',
  'bookings.update': 'Update',
  'bookings.ok': 'OK',
  // the 'booking' notification page
  'bookings.notificationStatus': 'Status',
  'bookings.notificationMissing': 'The booking is not on this device yet.',
  // manager console
  'bookings.manager.heading': 'Booking requests',
  'bookings.manager.pendingCount': '({n} waiting)',
  'bookings.manager.none': 'No booking requests.',
  'bookings.manager.customer': 'Customer',
  'bookings.manager.approve': 'Approve',
  'bookings.manager.decline': 'Decline',
  'bookings.manager.approveTitle': 'Approve booking',
  'bookings.manager.declineTitle': 'Decline booking',
  'bookings.manager.reasonLabel': 'Reason (the resident sees it)',
  'bookings.manager.notify': 'The resident is notified of the decision.',
  'bookings.manager.approved': 'The booking is approved.',
  'bookings.manager.declined': 'The booking is declined.',
  'bookings.manager.failure': 'The decision could not be saved. Please try again.',
  'bookings.day.monday': 'Monday',
  'bookings.day.tuesday': 'Tuesday',
  'bookings.day.wednesday': 'Wednesday',
  'bookings.day.thursday': 'Thursday',
  'bookings.day.friday': 'Friday',
  'bookings.day.saturday': 'Saturday',
  'bookings.day.sunday': 'Sunday',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof bookingsEntries> {}
}

export default bookingsEntries;
