import { API } from '../../../src/contract/api-paths';
import { vehicleFields } from '../../../tests/server/matrix-world';
import { VehicleFieldsSchema } from '../../../src/contract/profile';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The vehicles routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.vehicles}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.vehicles, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `POST ${API.vehicles}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.vehicles, `userID=${me}`), payload: vehicleFields }),
    reads: { query: userQuery, body: { json: VehicleFieldsSchema } },
  },
  {
    route: `PUT ${API.vehicles}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.vehicles, `userID=${me}&vehicleId=${r.vehicleId}`), payload: { ...vehicleFields, colour: 'Blue' } }),
    reads: { query: { ...userQuery, vehicleId: 'rowId' }, body: { json: VehicleFieldsSchema } },
  },
  {
    route: `DELETE ${API.vehicles}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.vehicles, `userID=${me}&vehicleId=${r.vehicleId}`) }),
    reads: { query: { ...userQuery, vehicleId: 'rowId' } },
  },
];
