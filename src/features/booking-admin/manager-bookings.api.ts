import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import { BookingDecisionArgsSchema, type Booking, type BookingDecisionArgs } from '../../contract/bookings';
import { db } from '../../db/db';
import { sortBookings } from '../../domain/bookings';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';

/**
 * The estate manager's side of facility bookings: the estate's REQUESTED bookings (synced to the
 * `manager:` scope) to approve or decline, read from the local mirror. A decision is an immediate
 * REST call (online only); the rows follow through sync and the resident is notified. (Facilities,
 * their calendar and the lagoon's settings are src/features/facility-admin.)
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
