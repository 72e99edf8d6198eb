import crypto from 'node:crypto';
import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { RowIdSchema, VehicleFieldsSchema, VehicleSaveArgsSchema } from '../../../src/contract/profile';
import { VEHICLE_RESULT } from '../../../src/i18n/en/records';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { addVehicleFor, deleteVehicleFor, editVehicleFor, listVehiclesFor } from './vehicles.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });
const VehicleQuerySchema = v.object({ userID: v.optional(v.string()), vehicleId: RowIdSchema });
/** POST body: the vehicle fields, with an optional client id (a new id otherwise). */
const AddBodySchema = v.object({ vehicleId: v.optional(RowIdSchema), ...VehicleFieldsSchema.entries });

/** The spec's vehicle calls (`?userID=` must be the caller); the app itself writes through sync. */
export const vehiclesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.vehicles, async (request) => {
    return ok(...(await listVehiclesFor(ctx, request.user.id, validate(UserQuerySchema, request.query).userID)));
  });

  app.post(API.vehicles, async (request) => {
    const { userID } = validate(UserQuerySchema, request.query);
    const body = validate(AddBodySchema, request.body ?? {});
    const args = validate(VehicleSaveArgsSchema, { ...body, vehicleId: body.vehicleId ?? crypto.randomUUID().replace(/-/g, '') });
    const vehicle = await addVehicleFor(ctx, request.user.id, userID, args);
    return { ...ok(vehicle), message: VEHICLE_RESULT.added };
  });

  app.put(API.vehicles, async (request) => {
    const { userID, vehicleId } = validate(VehicleQuerySchema, request.query);
    const fields = validate(VehicleFieldsSchema, request.body ?? {});
    const vehicle = await editVehicleFor(ctx, request.user.id, userID, { vehicleId, ...fields });
    return { ...ok(vehicle), message: VEHICLE_RESULT.edited };
  });

  app.delete(API.vehicles, async (request) => {
    const { userID, vehicleId } = validate(VehicleQuerySchema, request.query);
    await deleteVehicleFor(ctx, request.user.id, userID, { vehicleId });
    return { ...ok(), message: VEHICLE_RESULT.deleted };
  });
};
