import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking, BookingResource, BookingService, BookingSlot } from '../../contract/bookings';
import { db, type OutboxEntry } from '../../db/db';
import { bookingTab, sortBookings, type BookingNow, type BookingTab } from '../../domain/bookings';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate, newRowId } from '../../sync/mutate';
import { requireUserId, useSession } from '../../sync/session';

/*
 * Facility bookings on the device: the estate's facilities, resources and taken slots (estate
 * scope) and the user's bookings (user scope) are read with live queries over Dexie, so every
 * screen, the schedule dialog's availability included, renders offline. Requests, cancellations
 * and reschedules go through the outbox (the spec queues booking calls offline) with an
 * optimistic row; the server checks the slot when the write reaches it, and a refusal rolls the
 * row back and stays in the outbox (shown as a failed card) until dismissed.
 */

// ---------------------------------------------------------------- reads

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The estate's bookable facilities (spec /MakeBooking: services of kind 'facility', enabled), by name. */
export function useFacilities(estateId: number | undefined): BookingService[] | undefined {
  return useLiveQuery(
    async () =>
      estateId === undefined
        ? undefined
        : (await db.bookingServices.where('estateId').equals(estateId).toArray()).filter((s) => s.kind === 'facility' && s.enabled).sort(byName),
    [estateId],
  );
}

/** One service: undefined while loading, null when it is not on this device. */
export function useService(serviceId: string): BookingService | null | undefined {
  return useLiveQuery(async () => (serviceId ? ((await db.bookingServices.get(serviceId)) ?? null) : null), [serviceId]);
}

/** The service's bookable resources, by name. */
export function useResources(serviceId: string): BookingResource[] | undefined {
  return useLiveQuery(
    async () => (await db.bookingResources.where('serviceId').equals(serviceId).toArray()).filter((r) => r.enabled).sort(byName),
    [serviceId],
  );
}

/** One resource (a booking's first resource): undefined while loading, null when not on this device. */
export function useResource(resourceId: string | undefined): BookingResource | null | undefined {
  return useLiveQuery(async () => (resourceId ? ((await db.bookingResources.get(resourceId)) ?? null) : null), [resourceId]);
}

/**
 * What is taken of a resource on a date: the synced slots of everyone's REQUESTED and BOOKED
 * bookings, plus this user's own requests the server has not answered yet (not in the synced
 * slots), less the booking being rescheduled (`exceptId`). Undefined (loading) until it is read
 * for exactly these arguments: while the session is still being read (the user's own waiting
 * requests would be missed) and right after the date changes (a live query answers its previous
 * result until the new one is read: the last date's slots would be offered for the new date).
 */
export function useTakenSlots(resourceId: string, date: string, exceptId = ''): BookingSlot[] | undefined {
  const session = useSession();
  const userId = session === undefined ? undefined : (session?.userId ?? '');
  const key = JSON.stringify([resourceId, date, exceptId, userId ?? null]);
  const read = useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    if (!resourceId || !date) return { key, slots: [] };
    const synced = await db.bookingSlots.where('[resourceId+date]').equals([resourceId, date]).toArray();
    const known = new Set(synced.map((s) => s.id));
    const mine = userId ? await db.bookings.where('userId').equals(userId).toArray() : [];
    const waiting = mine
      .filter((b) => !known.has(b.id) && b.date === date && b.resources[0]?.id === resourceId && (b.status === 'REQUESTED' || b.status === 'BOOKED'))
      .map(
        (b): BookingSlot => ({ id: b.id, estateId: b.estateId, resourceId, date: b.date, start: b.start, end: b.end, quantity: b.resources[0]?.quantity ?? 1 }),
      );
    return { key, slots: [...synced, ...waiting].filter((s) => s.id !== exceptId) };
  }, [key]);
  return read?.key === key ? read.slots : undefined;
}

/**
 * A user's facility bookings at an estate (lagoon bookings are on /lagoon). The manager's scope
 * syncs other people's bookings into the same table, so rows are picked by the user's id.
 */
export async function facilityBookingsOf(userId: string, estateId: number): Promise<Booking[]> {
  return (await db.bookings.where('userId').equals(userId).toArray()).filter((b) => b.kind === 'facility' && b.estateId === estateId);
}

/** The bookings of one /bookings tab in its order (spec 3 section 4: the tab by date and status, then sortBookings). */
export function bookingsOnTab<T extends Pick<Booking, 'status' | 'date' | 'kind' | 'start' | 'end'>>(
  rows: readonly T[],
  tab: BookingTab,
  now: BookingNow,
): T[] {
  return sortBookings(
    rows.filter((booking) => bookingTab(booking, now) === tab),
    tab,
  );
}

/** The signed-in user's facility bookings at an estate (facilityBookingsOf, live). */
export function useMyFacilityBookings(estateId: number | undefined): Booking[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (!userId || estateId === undefined ? undefined : facilityBookingsOf(userId, estateId)), [userId, estateId]);
}

/** One booking: undefined while loading, null when it is not on this device. */
export function useBooking(bookingId: string): Booking | null | undefined {
  return useLiveQuery(async () => (bookingId ? ((await db.bookings.get(bookingId)) ?? null) : null), [bookingId]);
}

// ---------------------------------------------------------------- refused writes

/** What a refused booking write was: its kind, and the facility and times it named. */
export type RefusedBooking = {
  entry: OutboxEntry;
  kind: 'request' | 'cancel' | 'reschedule';
  facility: string;
  date: string;
  start: string;
  end: string;
};

/**
 * A refused booking write in words: a request names its facility by the synced service (its row
 * was removed), a cancel or reschedule by the booking as it was before (the entry's `prev`).
 */
export function refusedBooking(entry: OutboxEntry, serviceNames: ReadonlyMap<string, string>): RefusedBooking {
  const args = entry.args as Partial<Record<'serviceId' | 'date' | 'start' | 'end', string>>;
  const kind = entry.name === 'bookings.cancel' ? 'cancel' : entry.name === 'bookings.reschedule' ? 'reschedule' : 'request';
  const before = (entry.prev ?? null) as Partial<Booking> | null;
  return {
    entry,
    kind,
    facility: (args.serviceId ? serviceNames.get(args.serviceId) : undefined) ?? before?.serviceName ?? '',
    date: args.date ?? before?.date ?? '',
    start: args.start ?? before?.start ?? '',
    end: args.end ?? before?.end ?? '',
  };
}

/** The names of the estate's services by id (every kind, enabled or not: a refused request may name any). */
export async function serviceNamesOf(estateId: number): Promise<ReadonlyMap<string, string>> {
  return new Map((await db.bookingServices.where('estateId').equals(estateId).toArray()).map((s) => [s.id, s.name]));
}

/** serviceNamesOf, live. */
export function useServiceNames(estateId: number | undefined): ReadonlyMap<string, string> | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : serviceNamesOf(estateId)), [estateId]);
}

// ---------------------------------------------------------------- writes

export type BookingChoice = { service: BookingService; resource: BookingResource; date: string; start: string; end: string; unitNo: string };

/**
 * Requests a facility booking (`bookings.request`, spec 'Booking request'): the REQUESTED row is
 * on the device at once and the request waits in the outbox while offline; the server checks the
 * slot when it arrives. Answers the server's verdict when it can reach it within a few seconds
 * (see awaitWrite): 'synced', 'pending' (offline: sent later) or 'refused' with its message.
 */
export async function requestBooking(choice: BookingChoice): Promise<{ id: string; outcome: WriteOutcome }> {
  await requireUserId();
  const id = newRowId();
  await mutate(
    'bookings.request',
    {
      id,
      estateId: choice.service.estateId,
      serviceId: choice.service.id,
      resourceId: choice.resource.id,
      date: choice.date,
      start: choice.start,
      end: choice.end,
      unitNo: choice.unitNo,
    },
    { service: choice.service, resource: choice.resource },
  );
  return { id, outcome: await awaitWrite('bookings', id) };
}

/** Cancels a booking (`bookings.cancel`): CANCELED with the spec's reason at once, sent through the outbox. */
export async function cancelBooking(booking: Booking): Promise<WriteOutcome> {
  await mutate('bookings.cancel', { id: booking.id });
  return awaitWrite('bookings', booking.id);
}

/** Moves a booking to a new date and times (`bookings.reschedule`): REQUESTED again until the server answers. */
export async function rescheduleBooking(booking: Booking, date: string, start: string, end: string): Promise<WriteOutcome> {
  await mutate('bookings.reschedule', { id: booking.id, date, start, end });
  return awaitWrite('bookings', booking.id);
}
