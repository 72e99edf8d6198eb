import * as v from 'valibot';
import { ActingForSchema } from './concierge';
import { syncedTable } from './registry';
import { BOOKING_MESSAGES } from '../i18n/en/bookings';
import { INVITE_MESSAGES } from '../i18n/en/invites';
import { text } from './text';
import { UnitNoSchema } from './people';

/**
 * Facility bookings and the lagoon (spec 3 sections 2-5 and 7). Field names follow
 * the spec at this edge. Times are 'HH:mm' on the booking's date, dates 'YYYY-MM-DD', both in
 * estate time (src/domain/estate-time.ts). Amounts are integer cents everywhere.
 *
 * Synced: the estate's services, resources, taken slots (no names) and lagoon configuration
 * (estate scope), so the schedule dialog shows real availability offline; a user's bookings
 * (user scope) and every booking of the estate for its managers (manager scope).
 */

/** Server-made ids of services, resources and bookings; a client-made booking id is a UUID. */
export const BookingIdSchema = v.pipe(text(), v.regex(/^[A-Za-z0-9_:.-]{1,64}$/, BOOKING_MESSAGES.notFound));
export const BookingDateSchema = v.pipe(text(), v.regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.pastDate));
/** 'HH:mm' from 00:00 to 24:00 (24:00 only as an end). */
export const BookingTimeSchema = v.pipe(text(), v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, BOOKING_MESSAGES.invalidTime));

export const BOOKING_STATUSES = ['REQUESTED', 'BOOKED', 'REJECTED', 'CANCELED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Spec: services (lagoon or other). */
export const BOOKING_KINDS = ['facility', 'lagoon'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** A lagoon booking with extra visitors is paid before it is confirmed; others are 'none'. */
export const BOOKING_PAYMENT_STATES = ['none', 'awaiting', 'paid', 'failed'] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

/** Spec: 'availibility' (spelt so) per lower-case weekday. */
export const BOOKING_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type BookingWeekday = (typeof BOOKING_WEEKDAYS)[number];

/** Opening hours of one weekday, 'HH:mm'; `null` closed (spec: default opening hours are 0 if none). */
export const OpeningHoursSchema = v.nullable(v.object({ start: BookingTimeSchema, end: BookingTimeSchema }));
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;
export const AvailabilitySchema = v.object(
  Object.fromEntries(BOOKING_WEEKDAYS.map((day) => [day, OpeningHoursSchema])) as Record<BookingWeekday, typeof OpeningHoursSchema>,
);
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

/** A bookable service (spec 3 'Booking service'), estate scope. /MakeBooking lists the facilities (kind 'facility'). */
export const BookingServiceSchema = v.object({
  id: text(),
  estateId: v.number(),
  name: text(),
  kind: v.picklist(BOOKING_KINDS),
  description: text(),
  imageUrl: text(),
  locationId: text(),
  /** Spec: locations (name). */
  locationName: text(),
  /** Spec: resources (ids). */
  resources: v.array(text()),
  /** Requests are BOOKED at once instead of waiting for the estate manager. */
  autoApprove: v.boolean(),
  enabled: v.boolean(),
  /** Price of one booking, cents (0 free). Absent from rows published before migration 068: read as 0. */
  priceCents: v.optional(v.number()),
  /** The facility's rules, plain text ('' none; absent on older rows). */
  rules: v.optional(text()),
  /** Its photos ('/sdk/files/<id>'), the first is `imageUrl` (absent on older rows). */
  photos: v.optional(v.array(text())),
  /** Archived by the manager: not listed, not bookable; its bookings stay (absent on older rows: not archived). */
  archived: v.optional(v.boolean()),
});
export type BookingService = v.InferOutput<typeof BookingServiceSchema>;

/** A bookable resource (spec 3 'Booking resource'), estate scope. */
export const BookingResourceSchema = v.object({
  id: text(),
  estateId: v.number(),
  serviceId: text(),
  locationId: text(),
  /** Spec: two parts separated by a pipe, 'Location|Facility'. */
  name: text(),
  imageUrl: text(),
  availibility: AvailabilitySchema,
  /** How many may be booked at once: a court 1; a lagoon service its people or items per day. */
  capacity: v.number(),
  /** Slot step in minutes: 30 for facilities, 60 for the lagoon. */
  slotMinutes: v.number(),
  /** Shortest booking in minutes: 30 for facilities, 60 for the lagoon (spec 3 section 5). */
  minMinutes: v.number(),
  enabled: v.boolean(),
});
export type BookingResource = v.InferOutput<typeof BookingResourceSchema>;

/**
 * Time a resource is taken by a REQUESTED or BOOKED booking, without who took it (estate scope):
 * what the schedule dialog subtracts offline. `id` is the booking's id; tombstoned when the
 * booking is rejected, cancelled or moved.
 */
export const BookingSlotSchema = v.object({
  id: text(),
  estateId: v.number(),
  resourceId: text(),
  date: text(),
  start: text(),
  end: text(),
  quantity: v.number(),
});
export type BookingSlot = v.InferOutput<typeof BookingSlotSchema>;

export const BookingLineSchema = v.object({ id: text(), name: text(), quantity: v.number() });
export type BookingLine = v.InferOutput<typeof BookingLineSchema>;

/** Someone brought to the lagoon (spec 3 'Unit associate': PRIMARY OWNER gives isPrimary). */
export const LagoonPersonSchema = v.object({ id: text(), displayName: text(), photoURL: text(), isPrimary: v.boolean() });
export type LagoonPerson = v.InferOutput<typeof LagoonPersonSchema>;

/** A booking (spec 3 'Booking'): the customer's (user scope) and every one of the estate's (manager scope). */
export const BookingSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  kind: v.picklist(BOOKING_KINDS),
  serviceId: text(),
  serviceName: text(),
  locationId: text(),
  locationName: text(),
  status: v.picklist(BOOKING_STATUSES),
  date: text(),
  start: text(),
  end: text(),
  /** Spec: resources[] (the first has the id); the lagoon's services with their quantities. */
  resources: v.array(BookingLineSchema),
  /** Lagoon: extra visitors (spec access.visitors) and who they are. */
  visitors: v.number(),
  visitorName: text(),
  visitorPhone: text(),
  /** Lagoon: the primary owners and the associates brought. */
  people: v.array(LagoonPersonSchema),
  /** Spec: customer_extraInfo.unit. */
  unitNo: text(),
  customer_email: text(),
  customer_name: text(),
  /** Shown when present; a cancelled booking shows 'Cancellation requested by user'. */
  rejectionReason: text(),
  payment: v.picklist(BOOKING_PAYMENT_STATES),
  /** What the extra visitors cost (price x visitors), cents; 0 when free. */
  amountCents: v.number(),
  /** The visitor invite sent once the booking is confirmed ('' none). */
  inviteId: text(),
  createdAt: v.number(),
  /** Epoch seconds of the last change (spec: modified). */
  modified: v.number(),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

/** Lagoon configuration (spec 3 'Lagoon configuration'), estate scope, keyed by estate. */
export const LagoonConfigSchema = v.object({
  estateId: v.number(),
  /** The lagoon's booking service id. */
  LAGOON_ID: text(),
  LAGOON_LOCATION: text(),
  maxQty: v.number(),
  bannerImage: text(),
  futureBookingsEnabled: v.boolean(),
  noCapacityMsg: text(),
  noCapacityTitle: text(),
  /** Spec: bookingCostValue, cents. */
  bookingCostValue: v.number(),
  /** Price of one extra visitor for one day, cents (spec: default 100 rand when none). */
  visitorPriceCents: v.number(),
  /** Associates (besides primary owners) a unit may bring per day (spec: availableAssociateBookings). */
  associatesPerUnit: v.number(),
  /** The estate whose address the user must hold to use the lagoon tiles ('' = none required). */
  addressEstateName: text(),
});
export type LagoonConfig = v.InferOutput<typeof LagoonConfigSchema>;

// ---------------------------------------------------------------- mutations (through the outbox)

const quantity = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

/** `bookings.request`: a facility booking (spec 3 'Booking request'); queued offline; slot checked at push. */
export const BookingRequestArgsSchema = v.object({
  /** The client's row id (UUID): the booking's id on the server too. */
  id: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, BOOKING_MESSAGES.createFailed)),
  estateId: v.pipe(v.number(), v.integer()),
  serviceId: BookingIdSchema,
  resourceId: BookingIdSchema,
  date: BookingDateSchema,
  start: BookingTimeSchema,
  end: BookingTimeSchema,
  /** The customer's unit at the estate, '' when none. */
  unitNo: v.optional(v.union([v.literal(''), UnitNoSchema]), ''),
});
export type BookingRequestArgs = v.InferOutput<typeof BookingRequestArgsSchema>;

/** `bookings.cancel`: CANCELED with 'Cancellation requested by user'. */
export const BookingCancelArgsSchema = v.object({ id: BookingIdSchema });
export type BookingCancelArgs = v.InferOutput<typeof BookingCancelArgsSchema>;

/** `bookings.reschedule`: a new date and times for a REQUESTED or BOOKED booking (it goes back to REQUESTED unless the facility approves by itself). */
export const BookingRescheduleArgsSchema = v.object({ id: BookingIdSchema, date: BookingDateSchema, start: BookingTimeSchema, end: BookingTimeSchema });
export type BookingRescheduleArgs = v.InferOutput<typeof BookingRescheduleArgsSchema>;

// ---------------------------------------------------------------- REST (online)

/** GET resource availability (spec 3 section 7): the day's slots of one resource. */
export const ResourceSlotSchema = v.object({ time: text(), availableForBooking: v.boolean() });
export type ResourceSlot = v.InferOutput<typeof ResourceSlotSchema>;

/** The estate manager's decision on a REQUESTED booking (manager console, online). */
export const BookingDecisionArgsSchema = v.object({
  decision: v.picklist(['approve', 'reject']),
  reason: v.pipe(text(), v.trim(), v.maxLength(300)),
});
export type BookingDecisionArgs = v.InferOutput<typeof BookingDecisionArgsSchema>;

/** The estate manager's settings of one facility (manager console, online). */
export const FacilitySettingsArgsSchema = v.object({
  autoApprove: v.boolean(),
  enabled: v.boolean(),
  availibility: AvailabilitySchema,
  capacity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)),
});
export type FacilitySettingsArgs = v.InferOutput<typeof FacilitySettingsArgsSchema>;

/** GET lagoon availability for a date and unit (spec: service availability, lagoon price, people of a unit). */
export const LagoonAvailabilitySchema = v.object({
  date: text(),
  /** Spec: array with remaining and name, per service (resource) of the lagoon. */
  services: v.array(v.object({ id: text(), name: text(), remaining: v.number() })),
  /** The minimum remaining across services; 0 shows the no-capacity message. */
  remaining: v.number(),
  /** Spec: lagoon price details[0].price, cents per extra visitor for the date. */
  price: v.number(),
  allowedVisitors: v.number(),
  availableVisitorInvites: v.number(),
  availableAssociateBookings: v.number(),
  /** Primary owners (locked on) and the unit's associates. */
  people: v.array(LagoonPersonSchema),
});
export type LagoonAvailability = v.InferOutput<typeof LagoonAvailabilitySchema>;

/** POST a lagoon booking (online: the capacity answer is needed at once). */
export const LagoonBookingArgsSchema = v.object({
  /** The client's id for this attempt (UUID): a retried POST answers the same booking. */
  id: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, BOOKING_MESSAGES.createFailed)),
  estateId: v.pipe(v.number(), v.integer()),
  unitNo: UnitNoSchema,
  date: BookingDateSchema,
  start: BookingTimeSchema,
  end: BookingTimeSchema,
  visitors: quantity,
  visitorName: v.pipe(text(), v.trim(), v.maxLength(100)),
  visitorPhone: v.pipe(text(), v.trim(), v.maxLength(20), v.regex(/^$|^\+?[0-9]{9,15}$/, INVITE_MESSAGES.phoneInvalid)),
  /** Ids of the people brought (primary owners are added by the server anyway). */
  people: v.pipe(v.array(BookingIdSchema), v.maxLength(50)),
  resources: v.pipe(v.array(v.object({ id: BookingIdSchema, quantity })), v.maxLength(20)),
  /** Concierge mode (spec 3 lagoon unit selection): the resident a concierge books for; absent for the caller's own. */
  userID: ActingForSchema,
});
export type LagoonBookingArgs = v.InferOutput<typeof LagoonBookingArgsSchema>;

/** Spec: the booking answer gives id and available, with slotDetails. */
export const LagoonBookingAnswerSchema = v.object({
  id: text(),
  available: v.boolean(),
  slotDetails: v.array(v.object({ name: text(), remaining: v.number(), availableForCurrentBooking: v.boolean() })),
  /** The booking as stored ('awaiting' payment when visitors > 0), null when not available. */
  booking: v.nullable(BookingSchema),
});
export type LagoonBookingAnswer = v.InferOutput<typeof LagoonBookingAnswerSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const bookingsTables = {
  bookingServices: syncedTable(BookingServiceSchema, 'id'),
  bookingResources: syncedTable(BookingResourceSchema, 'id'),
  bookingSlots: syncedTable(BookingSlotSchema, 'id'),
  bookings: syncedTable(BookingSchema, 'id'),
  lagoonConfig: syncedTable(LagoonConfigSchema, 'estateId'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const bookingsMutations = {
  'bookings.request': BookingRequestArgsSchema,
  'bookings.cancel': BookingCancelArgsSchema,
  'bookings.reschedule': BookingRescheduleArgsSchema,
};

type BookingsTables = typeof bookingsTables;
type BookingsMutations = typeof bookingsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends BookingsTables {}
  interface MutationRegistry extends BookingsMutations {}
}
