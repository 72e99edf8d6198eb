import { API } from '../../src/contract/api-paths';
import { rowId } from '../../tests/server/people-helpers';
import { vehicleFields } from '../../tests/server/matrix-world';
import type { RouteCheck } from '../../tests/server/route-checks';

/**
 * The sync routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.syncPull}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.syncPull }),
    reads: { query: { cursor: 'digits', limit: 'digits', scopes: 'text', clientId: 'rowId' } },
  },
  // push answers 200 with each mutation's result: the resident's vehicle edited by anyone else is refused
  // The resident's vehicle edited through the outbox: answered 200 with the mutation's own result (the table says which).
  {
    route: `POST ${API.syncPush}`,
    answers: {
      signedOut: 401,
      otherManager: '200 refused',
      otherResident: '200 refused',
      neighbour: '200 refused',
      guard: '200 refused',
      manager: '200 refused',
      resident: '200 applied',
    },
    request: ({ r }) => ({
      url: API.syncPush,
      payload: { clientId: rowId('cl'), mutations: [{ id: 1, name: 'vehicles.edit', args: { vehicleId: r.vehicleId, ...vehicleFields, colour: 'Green' } }] },
    }),
    reads: { body: { push: true } },
  },
  {
    route: `GET ${API.syncEvents}`,
    answers: { signedOut: 401, otherManager: 'stream', otherResident: 'stream', neighbour: 'stream', guard: 'stream', manager: 'stream', resident: 'stream' },
    request: () => ({ url: API.syncEvents }),
    reads: { skip: 'the SSE stream: an injected request never ends (its sign-in refusal is in the authorization matrix)' },
  },
];
