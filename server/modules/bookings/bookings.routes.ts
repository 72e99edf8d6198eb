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
import { ArchiveFacilityArgsSchema, CreateFacilityArgsSchema, FacilityFieldsSchema, LagoonSettingsArgsSchema } from '../../../src/contract/facility-admin';
import { UnitNoSchema } from '../../../src/contract/people';
import { ActingForSchema } from '../../../src/contract/concierge';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { decideBooking } from './bookings.service';
import { listResourcesFor, listServicesFor, resourceAvailabilityFor, saveFacilitySettings } from './catalogue.service';
import { archiveFacility, createFacility, saveLagoonSettings, updateFacility } from './facilities-admin.service';
import { bookLagoon, lagoonAvailabilityFor } from './lagoon.service';
import { adjustTokens, saveBookingsContent } from './sports-tokens.service';
import { BookingsContentArgsSchema, TokenAdjustArgsSchema } from '../../../src/contract/sports-tokens';

const ServicesQuerySchema = estateQuery(EstateIdParamSchema, {});
const ResourcesQuerySchema = estateQuery(EstateIdParamSchema, { serviceId: v.optional(BookingIdSchema) });
const AvailabilityQuerySchema = v.object({ resourceId: BookingIdSchema, date: BookingDateSchema });
const LagoonQuerySchema = estateQuery(EstateIdParamSchema, { unitNo: UnitNoSchema, date: BookingDateSchema, userID: ActingForSchema });
const IdParamsSchema = v.object({ id: BookingIdSchema });

/** Facility bookings and the lagoon (spec 3 section 7); the app requests, cancels and reschedules through sync. */
export const bookingsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.bookingServices, async (request) => {
    const { estateId } = validate(ServicesQuerySchema, request.query);
    return ok(...(await listServicesFor(ctx, request.user.id, estateId)));
  });

  app.get(API.bookingResources, async (request) => {
    const query = validate(ResourcesQuerySchema, request.query);
    return ok(...(await listResourcesFor(ctx, request.user.id, query.estateId, query.serviceId)));
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

  // The estate manager's facilities and lagoon (console, online).
  app.post(API.facilities, async (request) => {
    return ok(await createFacility(ctx, request.user.id, validate(CreateFacilityArgsSchema, request.body ?? {})));
  });

  app.put(API.facilityPattern, async (request) => {
    const { id } = validate(IdParamsSchema, request.params);
    return ok(await updateFacility(ctx, request.user.id, id, validate(FacilityFieldsSchema, request.body ?? {})));
  });

  app.post(API.facilityArchivePattern, async (request) => {
    const { id } = validate(IdParamsSchema, request.params);
    return ok(await archiveFacility(ctx, request.user.id, id, validate(ArchiveFacilityArgsSchema, request.body ?? {})));
  });

  app.put(API.lagoonSettings, async (request) => {
    return ok(await saveLagoonSettings(ctx, request.user.id, validate(LagoonSettingsArgsSchema, request.body ?? {})));
  });

  // Sports tokens and the bookings content (console, online).
  app.put(API.bookingsContent, async (request) => {
    return ok(await saveBookingsContent(ctx, request.user.id, validate(BookingsContentArgsSchema, request.body ?? {})));
  });

  app.post(API.sportsTokensAdjust, async (request) => {
    return ok(await adjustTokens(ctx, request.user.id, validate(TokenAdjustArgsSchema, request.body ?? {})));
  });

  app.get(API.lagoonAvailability, async (request) => {
    const query = validate(LagoonQuerySchema, request.query);
    return ok(await lagoonAvailabilityFor(ctx, request.user.id, query.estateId, query.unitNo, query.date, query.userID));
  });

  app.post(API.lagoonBooking, async (request) => {
    return ok(await bookLagoon(ctx, request.user.id, validate(LagoonBookingArgsSchema, request.body ?? {})));
  });
};
