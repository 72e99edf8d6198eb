import * as v from 'valibot';
import {
  AvailabilitySchema,
  BOOKING_KINDS,
  BOOKING_PAYMENT_STATES,
  BOOKING_STATUSES,
  BookingLineSchema,
  LagoonConfigSchema,
  LagoonPersonSchema,
  type Availability,
  type Booking,
  type BookingLine,
  type BookingResource,
  type BookingService,
  type BookingSlot,
  type LagoonConfig,
  type LagoonPerson,
} from '../../../src/contract/bookings';
import type { BookingRow, ResourceRow, ServiceRow } from './bookings.repository';

/** Database rows -> the contract's synced records of this area. */

const CLOSED: Availability = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };

/** The stored opening hours (closed every day when the JSON is not the contract's shape). */
export function availabilityOf(json: string): Availability {
  const parsed = v.safeParse(AvailabilitySchema, JSON.parse(json));
  return parsed.success ? parsed.output : CLOSED;
}

export function linesOf(json: string): BookingLine[] {
  const parsed = v.safeParse(v.array(BookingLineSchema), JSON.parse(json));
  return parsed.success ? parsed.output : [];
}

export function peopleOf(json: string): LagoonPerson[] {
  const parsed = v.safeParse(v.array(LagoonPersonSchema), JSON.parse(json));
  return parsed.success ? parsed.output : [];
}

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

export function toService(row: ServiceRow, resourceIds: readonly string[]): BookingService {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    name: row.name,
    kind: pick(BOOKING_KINDS, row.kind, 'facility'),
    description: row.description,
    imageUrl: row.image_url,
    locationId: row.location_id,
    locationName: row.location_name,
    resources: [...resourceIds],
    autoApprove: Number(row.auto_approve) === 1,
    enabled: Number(row.enabled) === 1,
    priceCents: Number(row.price_cents),
    rules: row.rules,
    photos: photosOf(row.photos),
    archived: Number(row.archived) === 1,
  };
}

/** The stored photo URLs (none when the JSON is not a list of strings). */
export function photosOf(json: string): string[] {
  const parsed = v.safeParse(v.array(v.string()), JSON.parse(json));
  return parsed.success ? parsed.output : [];
}

export function toResource(row: ResourceRow): BookingResource {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    serviceId: row.service_id,
    locationId: row.location_id,
    name: row.name,
    imageUrl: row.image_url,
    availibility: availabilityOf(row.availability),
    capacity: Number(row.capacity),
    slotMinutes: Number(row.slot_minutes),
    minMinutes: Number(row.min_minutes),
    enabled: Number(row.enabled) === 1,
  };
}

/** The booking as its customer and the estate's managers read it; `service` names it. */
export function toBooking(row: BookingRow, service: Pick<ServiceRow, 'name' | 'location_id' | 'location_name'> | undefined): Booking {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    userId: row.user_id,
    kind: pick(BOOKING_KINDS, row.kind, 'facility'),
    serviceId: row.service_id,
    serviceName: service?.name ?? '',
    locationId: service?.location_id ?? '',
    locationName: service?.location_name ?? '',
    status: pick(BOOKING_STATUSES, row.status, 'REQUESTED'),
    date: row.booking_date,
    start: row.start_time,
    end: row.end_time,
    resources: linesOf(row.lines),
    visitors: Number(row.visitors),
    visitorName: row.visitor_name,
    visitorPhone: row.visitor_phone,
    people: peopleOf(row.people),
    unitNo: row.unit_no,
    customer_email: row.customer_email,
    customer_name: row.customer_name,
    rejectionReason: row.rejection_reason,
    payment: pick(BOOKING_PAYMENT_STATES, row.payment, 'none'),
    amountCents: Number(row.amount_cents),
    inviteId: row.invite_id,
    createdAt: Number(row.created_at),
    modified: Math.floor(Number(row.updated_at) / 1000),
  };
}

/** A facility booking's taken time, without who took it (estate scope). */
export function toSlot(row: Pick<BookingRow, 'id' | 'estate_id' | 'resource_id' | 'booking_date' | 'start_time' | 'end_time' | 'lines'>): BookingSlot {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    resourceId: row.resource_id,
    date: row.booking_date,
    start: row.start_time,
    end: row.end_time,
    quantity: linesOf(row.lines)[0]?.quantity ?? 1,
  };
}

/** The stored lagoon configuration of an estate, read with the contract's schema; undefined when unreadable. */
export function toLagoonConfig(estateId: number, json: string): LagoonConfig | undefined {
  const parsed = v.safeParse(LagoonConfigSchema, { ...(JSON.parse(json) as object), estateId });
  return parsed.success ? parsed.output : undefined;
}
