import { API } from '../../../src/contract/api-paths';
import { DeviceRecordSchema } from '../../../src/contract/profile';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The devices routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.device}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({
      url: q(API.device, `userID=${me}`),
      payload: { model: 'Pixel', brand: 'Google', type: 'phone', manufacturer: 'Google', baseOS: 'Android', tablet: false, deviceId: 'device-0001' },
    }),
    reads: { query: userQuery, body: { json: DeviceRecordSchema } },
  },
];
