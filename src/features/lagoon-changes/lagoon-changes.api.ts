import type { Booking } from '../../contract/bookings';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate } from '../../sync/mutate';
import '../../i18n/areas/bookings';

/*
 * Cancelling and rescheduling an upcoming lagoon booking go through the outbox (offline too): the
 * row changes at once (bookings.feature.ts applies them), shows the change waiting, and a refusal
 * rolls it back and stays with the server's message until dismissed.
 */

/** Cancels a lagoon booking (`bookings.cancel`): CANCELED at once, sent when the device can; the server's verdict when it answers in time. */
export async function cancelLagoonBooking(booking: Pick<Booking, 'id'>): Promise<WriteOutcome> {
  await mutate('bookings.cancel', { id: booking.id });
  return awaitWrite('bookings', booking.id);
}

/** Moves a lagoon booking to a new date and times (`bookings.reschedule`): the server checks the lagoon's rules and the new day's capacity. */
export async function rescheduleLagoonBooking(booking: Pick<Booking, 'id'>, date: string, start: string, end: string): Promise<WriteOutcome> {
  await mutate('bookings.reschedule', { id: booking.id, date, start, end });
  return awaitWrite('bookings', booking.id);
}
