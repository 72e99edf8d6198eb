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
 * answer is needed at once). After a booking the device pulls, so the lists follow. Cancelling
 * and rescheduling are src/features/lagoon-changes (through the outbox).
 */

// ---------------------------------------------------------------- reads

/*
 * Each read is a plain Dexie query (what the screens render, testable on its own) and a hook
 * that runs it live: undefined while loading.
 */

/** The estate's lagoon configuration, null when the estate has none on this device. */
export async function lagoonConfigOf(estateId: number): Promise<LagoonConfig | null> {
  return (await db.lagoonConfig.get(estateId)) ?? null;
}

export function useLagoonConfig(estateId: number | undefined): LagoonConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : lagoonConfigOf(estateId)), [estateId]);
}

/**
 * The id of the lagoon's access resource (it counts the people; the others are amenities counted
 * by quantity): the first resource of the lagoon's booking service, '' while it is not on this device.
 */
export async function lagoonAccessIdOf(config: LagoonConfig | null): Promise<string> {
  return config === null ? '' : lagoonAccessResourceId(await db.bookingServices.get(config.LAGOON_ID));
}

export function useLagoonAccessId(config: LagoonConfig | null | undefined): string | undefined {
  return useLiveQuery(async () => (config === undefined ? undefined : lagoonAccessIdOf(config)), [config]);
}

/** The synced unit row (its visitor allowance), null when it is not on this device. */
export async function unitRowOf(estateId: number, unitNo: string): Promise<Unit | null> {
  return (await db.units.get(`${estateId}:${unitNo}`)) ?? null;
}

export function useUnitRow(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : unitRowOf(estateId, unitNo)), [estateId, unitNo]);
}

/** Whether the user holds an address at the estate the lagoon requires ('' requires none); undefined while loading. */
export function useHasLagoonAddress(config: LagoonConfig | null | undefined): boolean | undefined {
  const userId = useSession()?.userId;
  const required = config?.addressEstateName.trim().toLowerCase() ?? '';
  return useLiveQuery(async () => {
    if (config === undefined || !userId) return undefined;
    if (required === '') return true;
    const [addresses, estates] = await Promise.all([db.addresses.filter((a) => a.userId === userId).toArray(), db.estates.toArray()]);
    const estateIds = new Set(estates.filter((e) => e.estateName.trim().toLowerCase() === required).map((e) => e.estateId));
    return addresses.some((a) => a.context.trim().toLowerCase() === required || estateIds.has(a.estateId));
  }, [config, userId, required]);
}

/** A user's lagoon bookings at an estate (every status; the screens sort and split). */
export async function lagoonBookingsOf(userId: string, estateId: number): Promise<Booking[]> {
  return db.bookings
    .where('userId')
    .equals(userId)
    .filter((b) => b.kind === 'lagoon' && b.estateId === estateId)
    .toArray();
}

/** The signed-in user's lagoon bookings at an estate. */
export function useMyLagoonBookings(estateId: number | undefined): Booking[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId && estateId !== undefined ? lagoonBookingsOf(userId, estateId) : undefined), [userId, estateId]);
}

/** One booking, null when it is not on this device. */
export async function bookingOf(id: string): Promise<Booking | null> {
  return id ? ((await db.bookings.get(id)) ?? null) : null;
}

export function useBooking(id: string): Booking | null | undefined {
  return useLiveQuery(() => bookingOf(id), [id]);
}

/** A user's lagoon payments, newest first. */
export async function lagoonPaymentsOf(userId: string): Promise<Payment[]> {
  const rows = await db.payments
    .where('userId')
    .equals(userId)
    .filter((p) => p.purpose === 'lagoon')
    .toArray();
  return rows.sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

/** The signed-in user's lagoon payments, newest first. */
export function useLagoonPayments(): Payment[] | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? lagoonPaymentsOf(userId) : undefined), [userId]);
}

/** One payment, null when it is not on this device. */
export async function paymentOf(id: string): Promise<Payment | null> {
  return id ? ((await db.payments.get(id)) ?? null) : null;
}

export function usePayment(id: string): Payment | null | undefined {
  return useLiveQuery(() => paymentOf(id), [id]);
}

/** The visitor invite a confirmed booking sent and its pass (link, QR code), as the unit's sync brought them. */
export async function bookingInviteOf(inviteId: string): Promise<{ invite: Invite | null; pass: Pass | null }> {
  if (!inviteId) return { invite: null, pass: null };
  const [invite, pass] = await Promise.all([db.invites.get(inviteId), db.passes.where('subjectId').equals(inviteId).first()]);
  return { invite: invite ?? null, pass: pass ?? null };
}

export function useBookingInvite(inviteId: string): { invite: Invite | null; pass: Pass | null } | undefined {
  return useLiveQuery(() => bookingInviteOf(inviteId), [inviteId]);
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
export function fetchLagoonAvailability(estateId: number, unitNo: string, date: string, userID = ''): Promise<LagoonCall<LagoonAvailability>> {
  const query = new URLSearchParams({ estateId: String(estateId), unitNo, date, ...(userID ? { userID } : {}) });
  return call(LagoonAvailabilitySchema, `${API.lagoonAvailability}?${query.toString()}`);
}

/** POSTs the booking (the same id answers the same booking when retried); a stored booking is pulled at once. */
export async function requestLagoonBooking(args: LagoonBookingArgs): Promise<LagoonCall<LagoonBookingAnswer>> {
  const answer = await call(LagoonBookingAnswerSchema, API.lagoonBooking, { method: 'POST', body: args });
  if (answer.kind === 'ok' && answer.value.booking) await syncNow().catch(() => undefined);
  return answer;
}
