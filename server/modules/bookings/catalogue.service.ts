import type {
  Availability,
  BookingKind,
  BookingResource,
  BookingService,
  FacilitySettingsArgs,
  LagoonConfig,
  ResourceSlot,
} from '../../../src/contract/bookings';
import { buildSlots, estateNow } from '../../../src/domain/bookings';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../../src/i18n/en/bookings';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { toLagoonConfig, toResource, toService, toSlot } from './bookings-rows';
import * as repo from './bookings.repository';

/**
 * The estate's bookable services and resources and the lagoon's configuration (spec 3 'Booking
 * service', 'Booking resource', 'Lagoon configuration'): stored, published to the estate's scope
 * (so the schedule dialog works offline), listed (spec 7 'Booking services, locations,
 * resources'), one resource's day of slots (spec 7 'Resource availability'), and the estate
 * manager's settings of a facility.
 */

// ---------------------------------------------------------------- writes (seed, manager)

export type ServiceInput = {
  id: string;
  estateId: number;
  name: string;
  kind: BookingKind;
  description?: string;
  imageUrl?: string;
  locationId?: string;
  locationName?: string;
  autoApprove: boolean;
  enabled?: boolean;
  /** Price of one booking, cents (default 0: free). */
  priceCents?: number;
  rules?: string;
  /** '/sdk/files/<id>' URLs the estate holds; the first becomes `imageUrl` when that is not given. */
  photos?: readonly string[];
  archived?: boolean;
};

export type ResourceInput = {
  id: string;
  serviceId: string;
  /** 'Location|Facility'. */
  name: string;
  imageUrl?: string;
  availability: Availability;
  capacity: number;
  slotMinutes: number;
  minMinutes: number;
  enabled?: boolean;
  /** Order in the service (the lagoon's first resource counts people). */
  position?: number;
};

/** Publishes a service with its resources' ids, in their order (after any change of either). */
export async function publishService(trx: Trx, serviceId: string): Promise<BookingService | undefined> {
  const row = await repo.findService(trx, serviceId);
  if (!row) return undefined;
  const service = toService(
    row,
    (await repo.listServiceResources(trx, serviceId)).map((r) => r.id),
  );
  await publish(trx, scopes.estate(service.estateId), 'bookingServices', service.id, service);
  return service;
}

export async function publishResource(trx: Trx, row: repo.ResourceRow): Promise<BookingResource> {
  const resource = toResource(row);
  await publish(trx, scopes.estate(resource.estateId), 'bookingResources', resource.id, resource);
  return resource;
}

/** Stores and publishes a service (seed; the manager console edits through saveFacilitySettings). */
export async function saveService(trx: Trx, input: ServiceInput): Promise<BookingService> {
  await repo.upsertService(trx, {
    id: input.id,
    estate_id: input.estateId,
    name: input.name,
    kind: input.kind,
    description: input.description ?? '',
    image_url: input.imageUrl ?? input.photos?.[0] ?? '',
    location_id: input.locationId ?? '',
    location_name: input.locationName ?? '',
    auto_approve: input.autoApprove ? 1 : 0,
    enabled: input.enabled === false || input.archived === true ? 0 : 1,
    price_cents: input.priceCents ?? 0,
    rules: input.rules ?? '',
    photos: JSON.stringify(input.photos ?? []),
    archived: input.archived === true ? 1 : 0,
    updated_at: Date.now(),
  });
  const service = await publishService(trx, input.id);
  if (!service) throw notFound(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  return service;
}

/** Stores and publishes a resource of a stored service, and the service with its resource list. */
export async function saveResource(trx: Trx, input: ResourceInput): Promise<BookingResource> {
  const service = await repo.findService(trx, input.serviceId);
  if (!service) throw notFound(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  const row = await repo.upsertResource(trx, {
    id: input.id,
    estate_id: Number(service.estate_id),
    service_id: service.id,
    location_id: service.location_id,
    name: input.name,
    image_url: input.imageUrl ?? '',
    availability: JSON.stringify(input.availability),
    capacity: input.capacity,
    slot_minutes: input.slotMinutes,
    min_minutes: input.minMinutes,
    enabled: input.enabled === false ? 0 : 1,
    position: input.position ?? 0,
    updated_at: Date.now(),
  });
  const resource = await publishResource(trx, row);
  await publishService(trx, service.id);
  return resource;
}

/** Stores and publishes the estate's lagoon configuration (estate scope, keyed by estate). */
export async function saveLagoonConfig(trx: Trx, config: LagoonConfig): Promise<LagoonConfig> {
  const { estateId, ...data } = config;
  await repo.upsertLagoonConfigRow(trx, estateId, JSON.stringify(data), Date.now());
  await publish(trx, scopes.estate(estateId), 'lagoonConfig', estateId, config);
  return config;
}

/** The estate's lagoon configuration, or undefined when it has no lagoon. */
export async function lagoonConfigFor(db: Db | Trx, estateId: number): Promise<LagoonConfig | undefined> {
  const row = await repo.findLagoonConfigRow(db, estateId);
  return row ? toLagoonConfig(estateId, row.data) : undefined;
}

/**
 * PUT API.facilitySettings (manager console): a resource's opening hours, capacity and whether it
 * is enabled, and whether its service approves requests by itself. The service is enabled while
 * any of its resources is. Changing hours or capacity leaves existing bookings as they are.
 */
export async function saveFacilitySettings(
  ctx: AppContext,
  callerId: string,
  resourceId: string,
  args: FacilitySettingsArgs,
): Promise<{ service: BookingService; resource: BookingResource }> {
  const found = await repo.findResource(ctx.db, resourceId);
  if (!found) throw notFound(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  await requireAccess(ctx.db, callerId, {
    estateId: Number(found.estate_id),
    roles: MANAGER_ROLES,
    message: BOOKING_MESSAGES.notManager,
    code: 'bookings/not-manager',
  });
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.updateResource(trx, resourceId, {
      availability: JSON.stringify(args.availibility),
      capacity: args.capacity,
      enabled: args.enabled ? 1 : 0,
      updated_at: Date.now(),
    });
    const resource = await publishResource(trx, row);
    // An archived facility stays off until the manager brings it back (facilities-admin.service).
    const archived = Number((await repo.findService(trx, row.service_id))?.archived ?? 0) === 1;
    const anyEnabled = !archived && (await repo.listServiceResources(trx, row.service_id)).some((r) => Number(r.enabled) === 1);
    await repo.updateService(trx, row.service_id, { auto_approve: args.autoApprove ? 1 : 0, enabled: anyEnabled ? 1 : 0, updated_at: Date.now() });
    const service = await publishService(trx, row.service_id);
    if (!service) throw notFound(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
    return { service, resource };
  });
}

// ---------------------------------------------------------------- reads (REST)

const requireMember = (db: Db | Trx, callerId: string, estateId: number) =>
  requireAccess(db, callerId, { estateId, member: true, message: BOOKING_MESSAGES.unknownService, code: 'bookings/not-member' });

/** GET API.bookingServices?EstateID=: the estate's services (members of the estate). */
export async function listServicesFor(ctx: AppContext, callerId: string, estateId: number): Promise<BookingService[]> {
  await requireMember(ctx.db, callerId, estateId);
  const resources = await repo.listResources(ctx.db, estateId);
  return (await repo.listServices(ctx.db, estateId)).map((row) =>
    toService(
      row,
      resources.filter((r) => r.service_id === row.id).map((r) => r.id),
    ),
  );
}

/** GET API.bookingResources?EstateID=[&serviceId=]: the estate's resources, or one service's. */
export async function listResourcesFor(ctx: AppContext, callerId: string, estateId: number, serviceId: string | undefined): Promise<BookingResource[]> {
  await requireMember(ctx.db, callerId, estateId);
  return (await repo.listResources(ctx.db, estateId)).filter((r) => serviceId === undefined || r.service_id === serviceId).map(toResource);
}

/** GET API.lagoonConfig is synced; this answers it for the lagoon routes. */
export async function requireLagoon(db: Db | Trx, estateId: number): Promise<LagoonConfig> {
  const config = await lagoonConfigFor(db, estateId);
  if (!config) throw notFound(LAGOON_MESSAGES.notLagoon, 'bookings/no-lagoon');
  return config;
}

/**
 * GET API.resourceAvailability?resourceId=&date= (spec 7 'Resource availability'): the day's
 * start slots, built by the same rule as the dialog offline (src/domain/bookings buildSlots).
 */
export async function resourceAvailabilityFor(ctx: AppContext, callerId: string, resourceId: string, date: string): Promise<ResourceSlot[]> {
  const row = await repo.findResource(ctx.db, resourceId);
  if (!row) throw notFound(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  await requireMember(ctx.db, callerId, Number(row.estate_id));
  const resource = toResource(row);
  if (!resource.enabled) return [];
  const taken = (await repo.listHoldingOnResource(ctx.db, resourceId, date)).map(toSlot);
  return buildSlots(resource, date, taken, estateNow());
}
