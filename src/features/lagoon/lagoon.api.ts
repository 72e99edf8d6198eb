import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import type { Payment } from '../../contract/billing';
import {
  LagoonAvailabilitySchema,
  LagoonBookingAnswerSchema,
  type Booking,
  type LagoonAvailability,
  type LagoonBookingAnswer,
  type LagoonBookingArgs,
  type LagoonConfig,
} from '../../contract/bookings';
import type { Invite, Pass } from '../../contract/invites';
import type { Unit } from '../../contract/people';
import { db } from '../../db/db';
import { lagoonAccessResourceId } from '../../domain/bookings';
import { syncNow } from '../../sync/engine';
import { onlineCall } from '../../sync/online-call';
import { useSession } from '../../sync/session';

/*
 * The lagoon: reads are live queries over Dexie (the estate's lagoon configuration, the user's
 * lagoon bookings and payments, the invite a paid booking sent), so the lists and details render
 * offline; the availability and the booking itself are REST calls, online only (the capacity
 * answer is needed at once). After a booking the device pulls, so the lists follow.
 */

// ---------------------------------------------------------------- reads

/** The estate's lagoon configuration: undefined while loading, null when the estate has none on this device. */
export function useLagoonConfig(estateId: number | undefined): LagoonConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.lagoonConfig.get(estateId)) ?? null)), [estateId]);
}

/**
 * The id of the lagoon's access resource (it counts the people; the others are amenities counted
 * by quantity): the first resource of the lagoon's booking service, '' while it is not on this device.
 */
export function useLagoonAccessId(config: LagoonConfig | null | undefined): string | undefined {
  return useLiveQuery(async () => (config === undefined ? undefined : config === null ? '' : lagoonAccessResourceId(await db.bookingServices.get(config.LAGOON_ID))), [config]);
}

/** The synced unit row (its visitor allowance): undefined while loading, null when it is not on this device. */
export function useUnitRow(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.units.get(`${estateId}:${unitNo}`)) ?? null)), [estateId, unitNo]);
}

/** Whether the user holds an address at the estate the lagoon requires ('' requires none); undefined while loading. */
export function useHasLagoonAddress(config: LagoonConfig | null | undefined): boolean | undefined {
  const userId = useSession()?.userId;
  const required = config?.addressEstateName.trim().toLowerCase() ?? '';
  return useLiveQuery(async () => {
    if (config === undefined || !userId) return undefined;
    if (required === '') return true;
    const [addresses, estates] = await Promise.all([db.addresses.filter((a) => a.userId === userId).toArray(), db.estates.toArray()]);
    const estateIds = new Set(estates.filter((e) => e.estateName.trim().toLowerCase() === required).map((e) => e.EstateID));
    return addresses.some((a) => a.context.trim().toLowerCase() === required || estateIds.has(a.estateID));
  }, [config, userId, required]);
}

/** The signed-in user's lagoon bookings at an estate (every status; the screens sort and split). */
export function useMyLagoonBookings(estateId: number | undefined): Booking[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(
    async () => (userId && estateId !== undefined ? db.bookings.where('userId').equals(userId).filter((b) => b.kind === 'lagoon' && b.EstateID === estateId).toArray() : undefined),
    [userId, estateId],
  );
}

/** One booking: undefined while loading, null when it is not on this device. */
export function useBooking(id: string): Booking | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.bookings.get(id)) ?? null) : null), [id]);
}

/** The signed-in user's lagoon payments, newest first. */
export function useLagoonPayments(): Payment[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.payments.where('userId').equals(userId).filter((p) => p.purpose === 'lagoon').toArray();
    return rows.sort((a, b) => b.createdAt - a.createdAt);
  }, [userId]);
}

/** One payment: undefined while loading, null when it is not on this device. */
export function usePayment(id: string): Payment | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.payments.get(id)) ?? null) : null), [id]);
}

/** The payments of one booking, newest first (a booking may be paid after an unsuccessful try). */
export function useBookingPayments(bookingId: string): Payment[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.payments.where('purpose').equals('lagoon').filter((p) => p.subjectId === bookingId).toArray();
    return rows.sort((a, b) => b.createdAt - a.createdAt);
  }, [bookingId]);
}

/** The visitor invite a confirmed booking sent and its pass (PIN, link), as the unit's sync brought them. */
export function useBookingInvite(inviteId: string): { invite: Invite | null; pass: Pass | null } | undefined {
  return useLiveQuery(async () => {
    if (!inviteId) return { invite: null, pass: null };
    const [invite, pass] = await Promise.all([db.invites.get(inviteId), db.passes.where('subjectId').equals(inviteId).first()]);
    return { invite: invite ?? null, pass: pass ?? null };
  }, [inviteId]);
}

// ---------------------------------------------------------------- REST (online only)

/** What an online lagoon call became, as the screens show it. */
export type LagoonCall<T> = { kind: 'ok'; value: T } | { kind: 'offline' } | { kind: 'failed'; message: string };

/** The first detail of the spec's success envelope, checked against the contract's schema. */
function firstDetail<T>(schema: v.GenericSchema<unknown, T>, body: unknown): T | null {
  const parsed = v.safeParse(v.object({ details: v.array(v.unknown()) }), body);
  if (!parsed.success) return null;
  const detail = v.safeParse(schema, parsed.output.details[0]);
  return detail.success ? detail.output : null;
}

async function call<T>(schema: v.GenericSchema<unknown, T>, path: string, init?: { method: string; body: unknown }): Promise<LagoonCall<T>> {
  const answer = await onlineCall<unknown>(path, init);
  if (answer.kind === 'offline') return answer;
  if (answer.kind === 'failed') return { kind: 'failed', message: answer.message };
  const value = firstDetail(schema, answer.body);
  return value ? { kind: 'ok', value } : { kind: 'failed', message: '' };
}

/** The lagoon's day for a unit (spec: service availability, lagoon price, people of a unit). */
export function fetchLagoonAvailability(estateId: number, unitNo: string, date: string): Promise<LagoonCall<LagoonAvailability>> {
  const query = new URLSearchParams({ EstateID: String(estateId), unitNo, date });
  return call(LagoonAvailabilitySchema, `${API.lagoonAvailability}?${query.toString()}`);
}

/** POSTs the booking (the same id answers the same booking when retried); a stored booking is pulled at once. */
export async function requestLagoonBooking(args: LagoonBookingArgs): Promise<LagoonCall<LagoonBookingAnswer>> {
  const answer = await call(LagoonBookingAnswerSchema, API.lagoonBooking, { method: 'POST', body: args });
  if (answer.kind === 'ok' && answer.value.booking) await syncNow().catch(() => undefined);
  return answer;
}
