import * as v from 'valibot';
import { FACILITY_ADMIN_MESSAGES as M } from '../i18n/en/facility-admin.messages';
import { AvailabilitySchema, BOOKING_WEEKDAYS, BookingIdSchema, type Availability } from './bookings';
import { text } from './text';

/**
 * The estate manager's facilities and lagoon settings (issue 25 item 4), online REST calls of the
 * console. What they change reaches the devices as the synced rows of ./bookings.ts
 * (bookingServices, bookingResources, lagoonConfig). Amounts are integer cents.
 */

/** The slot lengths a facility may have, minutes (a booking is one or more slots). */
export const SLOT_LENGTHS = [15, 30, 45, 60, 90, 120, 240] as const;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every open day closes after it opens. */
export function hoursAreOrdered(availability: Availability): boolean {
  return BOOKING_WEEKDAYS.every((day) => {
    const hours = availability[day];
    return hours === null || minutesOf(hours.end) > minutesOf(hours.start);
  });
}

/** Every open day holds at least one whole slot. */
export function slotsFit(availability: Availability, slotMinutes: number): boolean {
  return BOOKING_WEEKDAYS.every((day) => {
    const hours = availability[day];
    return hours === null || minutesOf(hours.end) - minutesOf(hours.start) >= slotMinutes;
  });
}

const noPipe = v.regex(/^[^|]*$/, M.namePipe);
const FacilityNameSchema = v.pipe(text(M.nameRequired), v.trim(), v.nonEmpty(M.nameRequired), v.maxLength(80, M.nameTooLong), noPipe);
const ResourceNameSchema = v.pipe(text(M.resourceName), v.trim(), v.nonEmpty(M.resourceName), v.maxLength(80, M.resourceName), noPipe);
/** A photo: a file uploaded through POST /sdk/files. */
export const PhotoUrlSchema = v.pipe(text(M.photoMissing), v.regex(/^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, M.photoMissing));

/** Opening hours per weekday (null closed), each open day closing after it opens, one day open at least. */
export const FacilityHoursSchema = v.pipe(
  AvailabilitySchema,
  v.check(hoursAreOrdered, M.hours),
  v.check((a) => BOOKING_WEEKDAYS.some((day) => a[day] !== null), M.noOpenDay),
);

const whole = (message: string, min: number, max: number) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A facility's fields, as the form sends them on create and edit. */
export const FacilityFieldsSchema = v.pipe(
  v.object({
    name: FacilityNameSchema,
    /** Where it is (the 'Location' of a resource's 'Location|Facility' name), '' none. */
    locationName: v.optional(v.pipe(text(), v.trim(), v.maxLength(80, M.locationTooLong), noPipe), ''),
    description: v.optional(v.pipe(text(), v.trim(), v.maxLength(1000, M.descriptionTooLong)), ''),
    rules: v.optional(v.pipe(text(), v.trim(), v.maxLength(4000, M.rulesTooLong)), ''),
    photos: v.optional(v.pipe(v.array(PhotoUrlSchema, M.photoMissing), v.maxLength(6, M.photosTooMany)), []),
    /** The same hours for each of its resources. */
    availability: FacilityHoursSchema,
    slotMinutes: v.pipe(
      v.number(M.slotLength),
      v.check((n) => (SLOT_LENGTHS as readonly number[]).includes(n), M.slotLength),
    ),
    /** Bookings each resource takes at the same time. */
    capacity: whole(M.capacity, 1, 10_000),
    /** true: requests are booked at once; false: the estate manager approves each. */
    autoApprove: v.boolean(),
    /** Price of one booking, cents; 0 free. */
    priceCents: whole(M.price, 0, 10_000_000),
    /** Its bookable resources (a court, two courts...); an id keeps an existing one, none adds one. */
    resources: v.pipe(
      v.array(v.object({ id: v.optional(BookingIdSchema), name: ResourceNameSchema }), M.resourcesCount),
      v.minLength(1, M.resourcesCount),
      v.maxLength(20, M.resourcesCount),
    ),
  }),
  v.check((f) => slotsFit(f.availability, f.slotMinutes), M.slotFits),
);
export type FacilityFields = v.InferOutput<typeof FacilityFieldsSchema>;
export type FacilityFieldsInput = v.InferInput<typeof FacilityFieldsSchema>;

/** POST API.facilities: a new facility of the estate. */
export const CreateFacilityArgsSchema = v.object({ estateId: v.pipe(v.number(), v.integer()), facility: FacilityFieldsSchema });
export type CreateFacilityArgs = v.InferOutput<typeof CreateFacilityArgsSchema>;

/** POST API.facilityArchive: archive (or bring back) a facility. */
export const ArchiveFacilityArgsSchema = v.object({ archived: v.boolean() });
export type ArchiveFacilityArgs = v.InferOutput<typeof ArchiveFacilityArgsSchema>;

/** What create and edit answer: the facility's id. */
export const FacilityAnswerSchema = v.object({ id: text(), resources: v.array(text()) });
export type FacilityAnswer = v.InferOutput<typeof FacilityAnswerSchema>;

const lagoonWhole = whole(M.lagoonNumber, 0, 100_000);
const lagoonText = v.pipe(text(), v.trim(), v.maxLength(300, M.lagoonText));

/**
 * PUT API.lagoonSettings: the estate's lagoon (what the lagoon service reads). Creates the lagoon
 * when the estate has none. Its times are the spec's 08:00-19:00; `openDays` are the weekdays it
 * opens (a closed day has no capacity). `resources`: the access first (people a day), then its
 * services (kayaks...), each with what it holds a day; an id keeps one, none adds one.
 */
export const LagoonSettingsArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  openDays: v.pipe(v.array(v.picklist(BOOKING_WEEKDAYS)), v.maxLength(7)),
  resources: v.pipe(
    v.array(v.object({ id: v.optional(BookingIdSchema), name: ResourceNameSchema, capacity: lagoonWhole }), M.lagoonResources),
    v.minLength(1, M.lagoonResources),
    v.maxLength(11, M.lagoonResources),
  ),
  futureBookingsEnabled: v.boolean(),
  /** Price of one extra visitor for a day, cents (0: the spec's default R100). */
  visitorPriceCents: whole(M.lagoonNumber, 0, 10_000_000),
  associatesPerUnit: v.pipe(lagoonWhole, v.maxValue(50, M.lagoonNumber)),
  maxQty: lagoonWhole,
  noCapacityTitle: lagoonText,
  noCapacityMsg: lagoonText,
  /** The estate whose address a user must hold to book ('' none). */
  addressEstateName: v.pipe(text(), v.trim(), v.maxLength(80, M.lagoonText)),
});
export type LagoonSettingsArgs = v.InferOutput<typeof LagoonSettingsArgsSchema>;
