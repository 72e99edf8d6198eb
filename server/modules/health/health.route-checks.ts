import { API } from '../../../src/contract/api-paths';
import { METRICS_PATH } from './metrics.routes';
import { LIVEZ_PATH, READYZ_PATH } from './probes.routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The health routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.health}`,
    public: 'health',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.health }),
    reads: {},
  },
  {
    // Loopback callers (app.inject is one) get the figures; a caller through a proxy or from elsewhere gets 404 (tests/server/metrics.test.ts).
    route: `GET ${METRICS_PATH}`,
    public: 'metrics',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: METRICS_PATH }),
    reads: {},
  },
  {
    // The probes answer anyone: they say only whether the process serves (tests/server/probes.test.ts).
    route: `GET ${LIVEZ_PATH}`,
    public: 'liveness probe',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: LIVEZ_PATH }),
    reads: {},
  },
  {
    route: `GET ${READYZ_PATH}`,
    public: 'readiness probe',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: READYZ_PATH }),
    reads: {},
  },
];
