import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Availability, Booking, BookingResource, BookingService, LagoonConfig } from '../../contract/bookings';
import {
  CreateFacilityArgsSchema,
  FacilityFieldsSchema,
  LagoonSettingsArgsSchema,
  type FacilityAnswer,
  type FacilityFields,
  type LagoonSettingsArgs,
} from '../../contract/facility-admin';
import { db } from '../../db/db';
import { randToCents } from '../../domain/cards';
import { resourceTitle } from '../../domain/bookings';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';

/**
 * The estate manager's facilities, lagoon and calendar in the console. Reads are live queries over
 * the synced rows (bookingServices, bookingResources, lagoonConfig: estate scope; bookings: the
 * manager scope), so the lists and the calendar render offline. Writes are immediate REST calls
 * (online only) whose input the contract's schema checks first; the rows come back through sync.
 */

export type Facility = { service: BookingService; resources: BookingResource[] };

const byPosition = (a: BookingResource, b: BookingResource) => a.name.localeCompare(b.name);

/** Every facility of the estate (archived too), by name, with its resources (switched-off ones last). */
export function useFacilities(estateId: number): Facility[] | undefined {
  return useLiveQuery(async () => {
    const [services, resources] = await Promise.all([
      db.bookingServices.where('estateId').equals(estateId).toArray(),
      db.bookingResources.where('estateId').equals(estateId).toArray(),
    ]);
    return services
      .filter((s) => s.kind === 'facility')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((service) => ({
        service,
        resources: service.resources
          .map((id) => resources.find((r) => r.id === id))
          .filter((r): r is BookingResource => r !== undefined)
          .sort((a, b) => Number(b.enabled) - Number(a.enabled) || byPosition(a, b)),
      }));
  }, [estateId]);
}

export type Lagoon = { config: LagoonConfig | null; resources: BookingResource[] };

/** The estate's lagoon configuration (null: none yet) and its enabled services in their order. */
export function useLagoon(estateId: number): Lagoon | undefined {
  return useLiveQuery(async () => {
    const config = (await db.lagoonConfig.get(estateId)) ?? null;
    if (!config) return { config, resources: [] };
    const service = await db.bookingServices.get(config.LAGOON_ID);
    const rows = await db.bookingResources.where('serviceId').equals(config.LAGOON_ID).toArray();
    const order = service?.resources ?? [];
    return { config, resources: rows.filter((r) => r.enabled).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)) };
  }, [estateId]);
}

/** A facility's bookings between two dates (inclusive), from the manager scope. */
export function useFacilityBookings(estateId: number, serviceId: string, from: string, to: string): Booking[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.bookings.where('estateId').equals(estateId).toArray()).filter(
        (b) => b.kind === 'facility' && b.serviceId === serviceId && b.date >= from && b.date <= to,
      ),
    [estateId, serviceId, from, to],
  );
}

// ---------------------------------------------------------------- the facility form

/** What the form edits: the contract's fields, the price as typed in rand and, per resource, its id. */
export type FacilityDraft = Omit<FacilityFields, 'priceCents'> & { price: string };

const CLOSED_WEEK: Availability = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };

export const NEW_FACILITY: FacilityDraft = {
  name: '',
  locationName: '',
  description: '',
  rules: '',
  photos: [],
  availability: {
    ...CLOSED_WEEK,
    monday: { start: '08:00', end: '17:00' },
    tuesday: { start: '08:00', end: '17:00' },
    wednesday: { start: '08:00', end: '17:00' },
    thursday: { start: '08:00', end: '17:00' },
    friday: { start: '08:00', end: '17:00' },
  },
  slotMinutes: 60,
  capacity: 1,
  autoApprove: false,
  price: '0',
  resources: [{ name: '' }],
};

const centsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The form's draft of a stored facility: its service's fields, and its first enabled resource's hours, slot and capacity. */
export function draftOf({ service, resources }: Facility): FacilityDraft {
  const enabled = resources.filter((r) => r.enabled);
  const first = enabled[0] ?? resources[0];
  return {
    name: service.name,
    locationName: service.locationName,
    description: service.description,
    rules: service.rules ?? '',
    photos: service.photos ?? (service.imageUrl ? [service.imageUrl] : []),
    availability: structuredClone(first?.availibility ?? CLOSED_WEEK),
    slotMinutes: first?.slotMinutes ?? 60,
    capacity: first?.capacity ?? 1,
    autoApprove: service.autoApprove,
    price: centsText(service.priceCents ?? 0),
    resources: enabled.map((r) => ({ id: r.id, name: resourceTitle(r.name) })),
  };
}

/** The fields the server would accept, or the first message of the contract's schema. */
export function parseFacility(draft: FacilityDraft): { ok: true; fields: FacilityFields } | { ok: false; message: string } {
  const { price, ...rest } = draft;
  // One resource left unnamed takes the facility's name (a facility that is one thing to book).
  const only = rest.resources.length === 1 && rest.resources[0]?.name.trim() === '' ? [{ ...rest.resources[0], name: rest.name }] : rest.resources;
  const parsed = v.safeParse(FacilityFieldsSchema, { ...rest, resources: only, priceCents: randToCents(price) ?? Number.NaN });
  return parsed.success ? { ok: true, fields: parsed.output } : { ok: false, message: parsed.issues[0]?.message ?? '' };
}

/** Online only: a new facility (POST API.facilities). */
export function createFacility(estateId: number, facility: FacilityFields): Promise<OnlineAnswer<{ details: FacilityAnswer[] }>> {
  return onlineCall(API.facilities, { method: 'POST', body: v.parse(CreateFacilityArgsSchema, { estateId, facility }) });
}

/** Online only: the facility's fields and resources replaced (PUT API.facility). */
export function updateFacility(id: string, facility: FacilityFields): Promise<OnlineAnswer<{ details: FacilityAnswer[] }>> {
  return onlineCall(API.facility(id), { method: 'PUT', body: facility });
}

/** Online only: archived (not bookable; bookings stay) or brought back. */
export function archiveFacility(id: string, archived: boolean): Promise<OnlineAnswer<{ details: FacilityAnswer[] }>> {
  return onlineCall(API.facilityArchive(id), { method: 'POST', body: { archived } });
}

// ---------------------------------------------------------------- the lagoon form

/** What the lagoon form edits: the contract's settings with the visitor price typed in rand. */
export type LagoonDraft = Omit<LagoonSettingsArgs, 'visitorPriceCents' | 'estateId'> & { visitorPrice: string };

/** The form's draft of the stored lagoon, or a new one (every day open, 100 people). */
export function lagoonDraftOf({ config, resources }: Lagoon): LagoonDraft {
  const first = resources[0];
  return {
    openDays: first
      ? (Object.keys(first.availibility) as LagoonDraft['openDays']).filter((day) => first.availibility[day] !== null)
      : ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    resources:
      resources.length > 0
        ? resources.map((r) => ({ id: r.id, name: resourceTitle(r.name), capacity: r.capacity }))
        : [{ name: 'Lagoon Access', capacity: 100 }],
    futureBookingsEnabled: config?.futureBookingsEnabled ?? true,
    visitorPrice: centsText(config?.visitorPriceCents ?? 0),
    associatesPerUnit: config?.associatesPerUnit ?? 4,
    maxQty: config?.maxQty ?? 1000,
    noCapacityTitle: config?.noCapacityTitle ?? '',
    noCapacityMsg: config?.noCapacityMsg ?? '',
    addressEstateName: config?.addressEstateName ?? '',
  };
}

export function parseLagoon(estateId: number, draft: LagoonDraft): { ok: true; args: LagoonSettingsArgs } | { ok: false; message: string } {
  const { visitorPrice, ...rest } = draft;
  const parsed = v.safeParse(LagoonSettingsArgsSchema, { ...rest, estateId, visitorPriceCents: randToCents(visitorPrice) ?? Number.NaN });
  return parsed.success ? { ok: true, args: parsed.output } : { ok: false, message: parsed.issues[0]?.message ?? '' };
}

/** Online only: the lagoon's settings (PUT API.lagoonSettings). */
export function saveLagoonSettings(args: LagoonSettingsArgs): Promise<OnlineAnswer<{ details: FacilityAnswer[] }>> {
  return onlineCall(API.lagoonSettings, { method: 'PUT', body: args });
}
