import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { RowIdSchema, VehicleFieldsSchema } from '../../../src/contract/profile';
import { VEHICLE_RESULT } from '../../../src/i18n/en/records';
import { validate } from '../../lib/validate';
import { ownRowsRoutes, withRowId } from '../../lib/own-rows.routes';
import { addVehicleFor, deleteVehicleFor, editVehicleFor, listVehiclesFor } from './vehicles.service';

/** POST body: the vehicle fields, with an optional client id (a new id otherwise). */
const AddBodySchema = v.object({ vehicleId: v.optional(RowIdSchema), ...VehicleFieldsSchema.entries });

/** The spec's vehicle calls (`?userID=` must be the caller); the app itself writes through sync. */
export const vehiclesRoutes = ownRowsRoutes({
  path: API.vehicles,
  idParam: 'vehicleId',
  list: listVehiclesFor,
  add: { args: (body) => withRowId(validate(AddBodySchema, body), 'vehicleId'), call: addVehicleFor, message: VEHICLE_RESULT.added },
  edit: { args: (vehicleId, body) => ({ vehicleId, ...validate(VehicleFieldsSchema, body) }), call: editVehicleFor, message: VEHICLE_RESULT.edited },
  remove: { args: (vehicleId) => ({ vehicleId }), call: deleteVehicleFor, message: VEHICLE_RESULT.deleted },
});
