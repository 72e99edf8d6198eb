import { API } from '../../../src/contract/api-paths';
import { UserPhotoBodySchema } from '../../../src/contract/profile';
import { ProfileBodySchema } from '../../../src/domain/profile';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The profile routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.userDetail}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.userDetail, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `POST ${API.userDetail}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.userDetail, `userID=${me}`), payload: { firstName: 'Thandi', lastName: 'Mokoena' } }),
    reads: { query: userQuery, body: { json: ProfileBodySchema } },
  },
  {
    route: `PUT ${API.userDetail}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.userDetail, `userID=${me}`), payload: { firstName: 'Thandi', lastName: 'Mokoena' } }),
    reads: { query: userQuery, body: { json: ProfileBodySchema } },
  },
  {
    route: `GET ${API.user}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.user, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `PUT ${API.user}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.user, `userID=${me}`), payload: { photoURL: API.file(r.fileId) } }),
    reads: { query: userQuery, body: { json: UserPhotoBodySchema } },
  },
];
