import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking, LagoonAvailability, LagoonBookingArgs } from '../../contract/bookings';
import { db } from '../../db/db';
import { cleanPhone } from '../../domain/invites';

/*
 * The Lagoon Access form lives in db.drafts (key 'lagoon-booking') from the first change until
 * the booking is made, so /LagoonPreview, a reload, or a Confirm tried offline keep everything.
 * `id` is the booking attempt's id, made once per draft: a POST retried after a lost answer is
 * answered with the same booking. The availability the form showed travels with it (names,
 * price, people) for the preview.
 */

const KEY = 'lagoon-booking';

export type LagoonDraft = {
  id: string;
  estateId: number;
  unitNo: string;
  date: string;
  start: string;
  end: string;
  visitors: number;
  visitorName: string;
  visitorPhone: string;
  /** Ids of the people toggled on (primary owners always). */
  people: string[];
  /** Quantity per lagoon service (resource) id. */
  quantities: Record<string, number>;
  availability: LagoonAvailability | null;
  /** Concierge mode: the resident the concierge books for (absent or '' for the user's own booking). */
  userID?: string;
};

function isDraft(value: unknown): value is LagoonDraft {
  const d = value as Partial<LagoonDraft> | undefined;
  return (
    typeof d?.id === 'string' &&
    typeof d.estateId === 'number' &&
    typeof d.unitNo === 'string' &&
    typeof d.date === 'string' &&
    Array.isArray(d.people) &&
    typeof d.quantities === 'object'
  );
}

/** The draft on this device: undefined while loading, null when there is none. */
export function useLagoonDraft(): LagoonDraft | null | undefined {
  return useLiveQuery(async () => {
    const value = (await db.drafts.get(KEY))?.value;
    return isDraft(value) ? value : null;
  }, []);
}

export async function saveLagoonDraft(draft: LagoonDraft): Promise<void> {
  await db.drafts.put({ key: KEY, value: draft, savedAt: Date.now() });
}

export async function clearLagoonDraft(): Promise<void> {
  await db.drafts.delete(KEY);
}

/** A fresh form for a unit on a date (a new attempt id unless one is given). */
export function newLagoonDraft(estateId: number, unitNo: string, date: string, id: string = crypto.randomUUID()): LagoonDraft {
  return { id, estateId, unitNo, date, start: '', end: '', visitors: 0, visitorName: '', visitorPhone: '', people: [], quantities: {}, availability: null };
}

/**
 * A fresh form holding what an unsuccessful booking asked for (Book again after its payment
 * failed): its date (today when it has passed), times, visitors, people and amenities (its lines
 * but the lagoon's access, `accessId`, which counts the people), under a new attempt id. The form
 * checks it against the day's availability again.
 */
export function draftFromBooking(booking: Booking, today: string, accessId: string): LagoonDraft {
  const fresh = newLagoonDraft(booking.estateId, booking.unitNo, booking.date >= today ? booking.date : today);
  const quantities = Object.fromEntries(booking.resources.filter((line) => line.id !== accessId && line.quantity > 0).map((line) => [line.id, line.quantity]));
  return {
    ...fresh,
    start: booking.start,
    end: booking.end,
    visitors: booking.visitors,
    visitorName: booking.visitorName,
    visitorPhone: booking.visitorPhone,
    people: booking.people.map((p) => p.id),
    quantities,
  };
}

/** The booking call's arguments from a draft (the schema checks them again at the call). */
export function draftToBookingArgs(draft: LagoonDraft): LagoonBookingArgs {
  return {
    id: draft.id,
    estateId: draft.estateId,
    unitNo: draft.unitNo,
    date: draft.date,
    start: draft.start,
    end: draft.end,
    visitors: draft.visitors,
    visitorName: draft.visitors > 0 ? draft.visitorName.trim() : '',
    visitorPhone: draft.visitors > 0 ? cleanPhone(draft.visitorPhone) : '',
    people: draft.people,
    resources: Object.entries(draft.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ id, quantity })),
    ...(draft.userID ? { userID: draft.userID } : {}),
  };
}
