import { randomUUID } from 'node:crypto';
import type { Availability } from '../../../src/contract/bookings';
import type { ArchiveFacilityArgs, CreateFacilityArgs, FacilityAnswer, FacilityFields, LagoonSettingsArgs } from '../../../src/contract/facility-admin';
import { BOOKING_WEEKDAYS } from '../../../src/contract/bookings';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { LAGOON_MESSAGES } from '../../../src/i18n/en/bookings';
import { FACILITY_ADMIN_MESSAGES as M } from '../../../src/i18n/en/facility-admin.messages';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import { fileIdOfUrl, fileInfo, giveFile } from '../files/files.service';
import * as repo from './bookings.repository';
import { lagoonConfigFor, publishResource, publishService, saveLagoonConfig, saveResource, saveService } from './catalogue.service';

/**
 * The estate manager's facilities and lagoon (issue 25 item 4): create a facility with its
 * resources, edit it, archive it (or bring it back), and set the lagoon up. Every write publishes
 * the rows the resident's booking screens read (bookingServices, bookingResources, lagoonConfig,
 * estate scope), so a device sees the change on its next pull.
 *
 * Decisions: a facility's hours, slot length and capacity are the same for each of its resources.
 * Archiving takes it off the residents' list and refuses new bookings and reschedules ('Unknown
 * booking service type', the spec's message for a service that cannot be booked); its existing
 * bookings stay as they are (a resident may still cancel, the manager may still decide a request).
 * A resource left out of an edit is switched off the same way. Changing hours or capacity leaves
 * existing bookings as they are. Photos are files uploaded through POST /sdk/files; once named by
 * a facility they are held by the estate (`content:<estate>`: everyone with a role there may see
 * them). A photo taken off a facility stays stored (an upload is small; nothing else names it).
 */

const requireManager = (db: Db | Trx, callerId: string, estateId: number) =>
  requireAccess(db, callerId, { estateId, roles: MANAGER_ROLES, message: M.notManager, code: 'facilities/not-manager' });

const newId = (prefix: string) => `${prefix}-${randomUUID().replace(/-/g, '')}`;

/** The stored name of a resource: 'Location|Resource' (spec 3), or the resource's alone. */
const resourceName = (locationName: string, name: string) => (locationName === '' ? name : `${locationName}|${name}`);

/**
 * Each photo is a stored picture the caller uploaded or the estate already holds (else 'Please
 * upload the photo again.'); the estate takes the caller's uploads.
 */
async function holdPhotos(trx: Trx, callerId: string, estateId: number, urls: readonly string[]): Promise<string[]> {
  const holder = `content:${estateId}`;
  for (const url of urls) {
    const id = fileIdOfUrl(url);
    const file = id === undefined ? undefined : await fileInfo(trx, id);
    if (id === undefined || !file || (file.ownerId !== callerId && file.ownerId !== holder)) throw badRequest(M.photoMissing, 'facilities/photo-missing');
    if (!file.contentType.startsWith('image/')) throw badRequest(M.photoType, 'facilities/photo-type');
    if (file.ownerId !== holder) await giveFile(trx, id, holder);
  }
  return [...new Set(urls)];
}

/** Stores the facility's resources as the form lists them; those left out are switched off. */
async function saveResources(trx: Trx, serviceId: string, fields: FacilityFields): Promise<string[]> {
  const existing = await repo.listServiceResources(trx, serviceId);
  const known = new Set(existing.map((r) => r.id));
  if (fields.resources.some((r) => r.id !== undefined && !known.has(r.id))) throw badRequest(M.resourceUnknown, 'facilities/resource-unknown');
  const ids: string[] = [];
  for (const [position, resource] of fields.resources.entries()) {
    const saved = await saveResource(trx, {
      id: resource.id ?? newId('res'),
      serviceId,
      name: resourceName(fields.locationName, resource.name),
      availability: fields.availability,
      capacity: fields.capacity,
      slotMinutes: fields.slotMinutes,
      minMinutes: fields.slotMinutes,
      position,
    });
    ids.push(saved.id);
  }
  for (const row of existing.filter((r) => !ids.includes(r.id) && Number(r.enabled) === 1))
    await publishResource(trx, await repo.updateResource(trx, row.id, { enabled: 0, updated_at: Date.now() }));
  return ids;
}

/** The service's fields from the form (its location's id follows its name). */
const serviceInput = (id: string, estateId: number, fields: FacilityFields, photos: string[], archived: boolean) => ({
  id,
  estateId,
  name: fields.name,
  kind: 'facility' as const,
  description: fields.description,
  locationId: fields.locationName === '' ? '' : `loc-${estateId}-${fields.locationName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  locationName: fields.locationName,
  autoApprove: fields.autoApprove,
  priceCents: fields.priceCents,
  rules: fields.rules,
  photos,
  archived,
});

/** POST API.facilities: a new facility of the estate, bookable at once. */
export async function createFacility(ctx: AppContext, callerId: string, args: CreateFacilityArgs): Promise<FacilityAnswer> {
  await requireManager(ctx.db, callerId, args.estateId);
  return writeTransaction(ctx.db, async (trx) => {
    const id = newId('fac');
    const photos = await holdPhotos(trx, callerId, args.estateId, args.facility.photos);
    // The service first (resources need it), then its resources, then the service again with their ids.
    await saveService(trx, serviceInput(id, args.estateId, args.facility, photos, false));
    const resources = await saveResources(trx, id, args.facility);
    return { id, resources };
  });
}

/** The facility of that id (404) and the caller its estate's manager (403); the lagoon is not edited here. */
async function managedFacility(ctx: AppContext, callerId: string, id: string): Promise<repo.ServiceRow> {
  const found = await repo.findService(ctx.db, id);
  if (!found) throw notFound(M.notFound, 'facilities/not-found');
  await requireManager(ctx.db, callerId, Number(found.estate_id));
  if (found.kind !== 'facility') throw badRequest(M.notFacility, 'facilities/not-facility');
  return found;
}

/** PUT API.facility: replaces the facility's fields and resources (an archived one stays archived). */
export async function updateFacility(ctx: AppContext, callerId: string, id: string, fields: FacilityFields): Promise<FacilityAnswer> {
  const found = await managedFacility(ctx, callerId, id);
  const estateId = Number(found.estate_id);
  return writeTransaction(ctx.db, async (trx) => {
    const photos = await holdPhotos(trx, callerId, estateId, fields.photos);
    const resources = await saveResources(trx, id, fields);
    await saveService(trx, serviceInput(id, estateId, fields, photos, Number(found.archived) === 1));
    return { id, resources };
  });
}

/** POST API.facilityArchive: archived (not listed, not bookable; its bookings stay) or back in use. */
export async function archiveFacility(ctx: AppContext, callerId: string, id: string, args: ArchiveFacilityArgs): Promise<FacilityAnswer> {
  await managedFacility(ctx, callerId, id);
  return writeTransaction(ctx.db, async (trx) => {
    const resources = await repo.listServiceResources(trx, id);
    const anyEnabled = resources.some((r) => Number(r.enabled) === 1);
    await repo.updateService(trx, id, {
      archived: args.archived ? 1 : 0,
      enabled: !args.archived && anyEnabled ? 1 : 0,
      updated_at: Date.now(),
    });
    await publishService(trx, id);
    return { id, resources: resources.map((r) => r.id) };
  });
}

// ---------------------------------------------------------------- the lagoon

/** The lagoon's times are the spec's (08:00-19:00); the open weekdays are the manager's. */
function lagoonHours(openDays: readonly string[]): Availability {
  return Object.fromEntries(BOOKING_WEEKDAYS.map((day) => [day, openDays.includes(day) ? { start: '08:00', end: '19:00' } : null])) as Availability;
}

/**
 * PUT API.lagoonSettings: the estate's lagoon configuration, its open days and what each of its
 * services holds a day; the lagoon is created (service, access, configuration) when the estate has
 * none. Bookings already made keep their places.
 */
export async function saveLagoonSettings(ctx: AppContext, callerId: string, args: LagoonSettingsArgs): Promise<FacilityAnswer> {
  await requireManager(ctx.db, callerId, args.estateId);
  return writeTransaction(ctx.db, async (trx) => {
    const config = await lagoonConfigFor(trx, args.estateId);
    const serviceId = config?.LAGOON_ID ?? newId('lagoon');
    const service = await repo.findService(trx, serviceId);
    if (!service)
      await saveService(trx, {
        id: serviceId,
        estateId: args.estateId,
        name: 'Lagoon',
        kind: 'lagoon',
        locationId: `loc-${args.estateId}-lagoon`,
        locationName: 'Lagoon',
        autoApprove: true,
      });
    else if (Number(service.estate_id) !== args.estateId) throw badRequest(M.lagoonUnknown, 'facilities/lagoon-unknown');
    const existing = await repo.listServiceResources(trx, serviceId);
    const known = new Set(existing.map((r) => r.id));
    if (args.resources.some((r) => r.id !== undefined && !known.has(r.id))) throw badRequest(M.lagoonUnknown, 'facilities/lagoon-unknown');
    const availability = lagoonHours(args.openDays);
    const ids: string[] = [];
    for (const [position, resource] of args.resources.entries()) {
      const saved = await saveResource(trx, {
        id: resource.id ?? newId('lagoon-res'),
        serviceId,
        name: `Lagoon|${resource.name}`,
        availability,
        capacity: resource.capacity,
        slotMinutes: 60,
        minMinutes: 60,
        position,
      });
      ids.push(saved.id);
    }
    for (const row of existing.filter((r) => !ids.includes(r.id) && Number(r.enabled) === 1))
      await publishResource(trx, await repo.updateResource(trx, row.id, { enabled: 0, updated_at: Date.now() }));
    await publishService(trx, serviceId);
    await saveLagoonConfig(trx, {
      estateId: args.estateId,
      LAGOON_ID: serviceId,
      LAGOON_LOCATION: config?.LAGOON_LOCATION ?? 'Lagoon',
      maxQty: args.maxQty,
      bannerImage: config?.bannerImage ?? '',
      futureBookingsEnabled: args.futureBookingsEnabled,
      noCapacityMsg: args.noCapacityMsg === '' ? LAGOON_MESSAGES.noCapacity : args.noCapacityMsg,
      noCapacityTitle: args.noCapacityTitle === '' ? LAGOON_MESSAGES.noCapacityTitle : args.noCapacityTitle,
      bookingCostValue: config?.bookingCostValue ?? 0,
      visitorPriceCents: args.visitorPriceCents,
      associatesPerUnit: args.associatesPerUnit,
      addressEstateName: args.addressEstateName,
    });
    return { id: serviceId, resources: ids };
  });
}
