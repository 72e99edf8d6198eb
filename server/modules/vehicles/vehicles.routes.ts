import crypto from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { RowIdSchema, VehicleFieldsSchema, VehicleSaveArgsSchema } from '../../../src/contract/profile';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { addVehicleFor, deleteVehicleFor, editVehicleFor, listVehiclesFor, VEHICLE_RESULT } from './vehicles.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });
const VehicleQuerySchema = v.object({ userID: v.optional(v.string()), vehicleId: RowIdSchema });
/** POST body: the vehicle fields, with an optional client id (a new id otherwise). */
const AddBodySchema = v.object({ vehicleId: v.optional(RowIdSchema), ...VehicleFieldsSchema.entries });

export async function registerVehicleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API.vehicles, async (request) => {
    const user = await authenticate(ctx, request);
    return ok(...(await listVehiclesFor(ctx, user.id, validate(UserQuerySchema, request.query).userID)));
  });

  app.post(API.vehicles, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID } = validate(UserQuerySchema, request.query);
    const body = validate(AddBodySchema, request.body ?? {});
    const args = validate(VehicleSaveArgsSchema, { ...body, vehicleId: body.vehicleId ?? crypto.randomUUID().replace(/-/g, '') });
    const vehicle = await addVehicleFor(ctx, user.id, userID, args);
    return { ...ok(vehicle), message: VEHICLE_RESULT.added };
  });

  app.put(API.vehicles, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, vehicleId } = validate(VehicleQuerySchema, request.query);
    const fields = validate(VehicleFieldsSchema, request.body ?? {});
    const vehicle = await editVehicleFor(ctx, user.id, userID, { vehicleId, ...fields });
    return { ...ok(vehicle), message: VEHICLE_RESULT.edited };
  });

  app.delete(API.vehicles, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, vehicleId } = validate(VehicleQuerySchema, request.query);
    await deleteVehicleFor(ctx, user.id, userID, { vehicleId });
    return { ...ok(), message: VEHICLE_RESULT.deleted };
  });
}
