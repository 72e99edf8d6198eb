import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import {
  BOOKING_WEEKDAYS,
  BookingDecisionArgsSchema,
  FacilitySettingsArgsSchema,
  type Booking,
  type BookingDecisionArgs,
  type BookingResource,
  type BookingService,
  type FacilitySettingsArgs,
} from '../../contract/bookings';
import { db } from '../../db/db';
import { sortBookings, timeToMinutes } from '../../domain/bookings';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';

/**
 * The estate manager's side of facility bookings: the estate's REQUESTED bookings (synced to the
 * `manager:` scope) to approve or decline, and each facility's settings (approve by itself,
 * opening hours per weekday), read from the local mirror. Decisions and settings are immediate
 * REST calls (online only); the rows follow through sync and the resident is notified.
 */

// ---------------------------------------------------------------- reads

/**
 * The estate's bookings waiting for a decision, soonest first. A lagoon booking waiting for its
 * payment is not the manager's to decide yet.
 */
export function useBookingRequests(estateId: number): Booking[] | undefined {
  return useLiveQuery(
    async () =>
      sortBookings(
        (await db.bookings.where('estateId').equals(estateId).toArray()).filter(
          (b) => b.status === 'REQUESTED' && (b.payment === 'none' || b.payment === 'paid'),
        ),
      ),
    [estateId],
  );
}

export type FacilityWithResources = { service: BookingService; resources: BookingResource[] };

/** The estate's facilities (enabled or not) with their resources, by name. */
export function useEstateFacilities(estateId: number): FacilityWithResources[] | undefined {
  return useLiveQuery(async () => {
    const [services, resources] = await Promise.all([
      db.bookingServices.where('estateId').equals(estateId).toArray(),
      db.bookingResources.where('estateId').equals(estateId).toArray(),
    ]);
    return services
      .filter((s) => s.kind === 'facility')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((service) => ({ service, resources: resources.filter((r) => r.serviceId === service.id).sort((a, b) => a.name.localeCompare(b.name)) }));
  }, [estateId]);
}

// ---------------------------------------------------------------- decisions

/** The decision the server would accept, or the message: declining needs a reason. */
export function bookingDecisionArgs(
  decision: BookingDecisionArgs['decision'],
  reason: string,
): { ok: true; args: BookingDecisionArgs } | { ok: false; message: string } {
  const parsed = v.safeParse(BookingDecisionArgsSchema, { decision, reason: decision === 'reject' ? reason : '' });
  if (!parsed.success) return { ok: false, message: parsed.issues[0]?.message ?? BOOKING_MESSAGES.reasonRequired };
  if (decision === 'reject' && parsed.output.reason === '') return { ok: false, message: BOOKING_MESSAGES.reasonRequired };
  return { ok: true, args: parsed.output };
}

/** Online only: approves (BOOKED) or rejects (REJECTED with the reason) a requested booking. */
export function decideBooking(bookingId: string, args: BookingDecisionArgs): Promise<OnlineAnswer<unknown>> {
  return onlineCall(API.bookingDecision(bookingId), { method: 'POST', body: args });
}

// ---------------------------------------------------------------- facility settings

/** What the settings form starts from: the resource's synced settings and its service's 'approve by itself'. */
export function facilitySettingsOf(service: BookingService, resource: BookingResource): FacilitySettingsArgs {
  return { autoApprove: service.autoApprove, enabled: resource.enabled, availibility: structuredClone(resource.availibility), capacity: resource.capacity };
}

/** The settings the server would accept, or the message (an open day needs its close after its open). */
export function parseFacilitySettings(args: FacilitySettingsArgs): { ok: true; args: FacilitySettingsArgs } | { ok: false; message: string } {
  const parsed = v.safeParse(FacilitySettingsArgsSchema, args);
  if (!parsed.success) return { ok: false, message: t('bookings.manager.invalid') };
  const badDay = BOOKING_WEEKDAYS.some((day) => {
    const hours = parsed.output.availibility[day];
    return hours !== null && !(timeToMinutes(hours.end) > timeToMinutes(hours.start));
  });
  if (badDay) return { ok: false, message: t('bookings.manager.invalidHours') };
  return { ok: true, args: parsed.output };
}

/** Online only: replaces one facility resource's settings (PUT API.facilitySettings). */
export function saveFacilitySettings(resourceId: string, args: FacilitySettingsArgs): Promise<OnlineAnswer<unknown>> {
  return onlineCall(API.facilitySettings(resourceId), { method: 'PUT', body: args });
}
