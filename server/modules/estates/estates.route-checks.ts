import { API } from '../../../src/contract/api-paths';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The estates routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.estates}`,
    public: 'the estates to choose at sign-up',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.estates }),
    reads: {},
  },
  {
    route: `GET ${API.publicConfig}`,
    public: 'public config',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.publicConfig }),
    reads: {},
  },
  {
    route: `GET ${API.aclPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me }) => ({ url: API.acl(me) }),
    reads: { params: { userId: 'user' } },
  },
  {
    route: `GET ${API.accessInfoPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me }) => ({ url: API.accessInfo(me) }),
    reads: { params: { userId: 'user' } },
  },
  {
    route: `GET ${API.accessControlConfig}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.accessControlConfig, `estateId=${WC}`) }),
    reads: { query: { estateId: 'estate' } },
  },
];
