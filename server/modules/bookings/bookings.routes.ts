import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import {
  BookingDateSchema,
  BookingDecisionArgsSchema,
  BookingIdSchema,
  FacilitySettingsArgsSchema,
  LagoonBookingArgsSchema,
} from '../../../src/contract/bookings';
import { ok } from '../../../src/contract/envelope';
import { UnitNoSchema } from '../../../src/contract/people';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { decideBooking } from './bookings.service';
import { listResourcesFor, listServicesFor, resourceAvailabilityFor, saveFacilitySettings } from './catalogue.service';
import { bookLagoon, lagoonAvailabilityFor } from './lagoon.service';

/** Query values arrive as strings: an estate id is digits (the spec's EstateID; estateID and estateId read too). */
const EstateIdSchema = v.pipe(v.string(ERROR_MESSAGES.invalidRequest), v.regex(/^\d{1,9}$/, ERROR_MESSAGES.invalidRequest), v.transform(Number));
const estateOf = (query: unknown): unknown => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return { ...q, EstateID: q.EstateID ?? q.estateID ?? q.estateId };
};

const ServicesQuerySchema = v.object({ EstateID: EstateIdSchema });
const ResourcesQuerySchema = v.object({ EstateID: EstateIdSchema, serviceId: v.optional(BookingIdSchema) });
const AvailabilityQuerySchema = v.object({ resourceId: BookingIdSchema, date: BookingDateSchema });
const LagoonQuerySchema = v.object({ EstateID: EstateIdSchema, unitNo: UnitNoSchema, date: BookingDateSchema });
const IdParamsSchema = v.object({ id: BookingIdSchema });

/** Facility bookings and the lagoon (spec 3 section 7); the app requests, cancels and reschedules through sync. */
export const bookingsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.bookingServices, async (request) => {
    const { EstateID } = validate(ServicesQuerySchema, estateOf(request.query));
    return ok(...(await listServicesFor(ctx, request.user.id, EstateID)));
  });

  app.get(API.bookingResources, async (request) => {
    const query = validate(ResourcesQuerySchema, estateOf(request.query));
    return ok(...(await listResourcesFor(ctx, request.user.id, query.EstateID, query.serviceId)));
  });

  app.get(API.resourceAvailability, async (request) => {
    const query = validate(AvailabilityQuerySchema, request.query);
    return ok(...(await resourceAvailabilityFor(ctx, request.user.id, query.resourceId, query.date)));
  });

  app.post(API.bookingDecisionPattern, async (request) => {
    const { id } = validate(IdParamsSchema, request.params);
    return ok(await decideBooking(ctx, request.user.id, id, validate(BookingDecisionArgsSchema, request.body ?? {})));
  });

  app.put(API.facilitySettingsPattern, async (request) => {
    const { id } = validate(IdParamsSchema, request.params);
    return ok(await saveFacilitySettings(ctx, request.user.id, id, validate(FacilitySettingsArgsSchema, request.body ?? {})));
  });

  app.get(API.lagoonAvailability, async (request) => {
    const query = validate(LagoonQuerySchema, estateOf(request.query));
    return ok(await lagoonAvailabilityFor(ctx, request.user.id, query.EstateID, query.unitNo, query.date));
  });

  app.post(API.lagoonBooking, async (request) => {
    return ok(await bookLagoon(ctx, request.user.id, validate(LagoonBookingArgsSchema, request.body ?? {})));
  });
};
