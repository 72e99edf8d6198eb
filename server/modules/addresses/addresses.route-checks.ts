import { API } from '../../../src/contract/api-paths';
import { addressFields } from '../../../tests/server/matrix-world';
import { AddressFieldsSchema } from '../../../src/contract/profile';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The addresses routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.addresses}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.addresses, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `POST ${API.addresses}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.addresses, `userID=${me}`), payload: addressFields }),
    reads: { query: userQuery, body: { json: AddressFieldsSchema } },
  },
  {
    route: `PUT ${API.addresses}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.addresses, `userID=${me}&addressId=${r.addressId}`), payload: { ...addressFields, streetName: 'Baobab Lane' } }),
    reads: { query: { ...userQuery, addressId: 'rowId' }, body: { json: AddressFieldsSchema } },
  },
  {
    route: `DELETE ${API.addresses}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.addresses, `userID=${me}&addressId=${r.addressId}`) }),
    reads: { query: { ...userQuery, addressId: 'rowId' } },
  },
];
