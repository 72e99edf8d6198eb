import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

const contactsPut = v.object({ cell: v.string(), home: v.string(), work: v.string(), emergencyContactName: v.string(), emergencyContactNumber: v.string() });

/**
 * The contacts routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.contact}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.contact, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `PUT ${API.contact}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.contact, `userID=${me}`), payload: { cell: '0825550000' } }),
    reads: { query: userQuery, body: { json: contactsPut } },
  },
];
