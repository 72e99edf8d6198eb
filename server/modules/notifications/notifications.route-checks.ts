import { API } from '../../../src/contract/api-paths';
import { SendNotificationRequestSchema } from '../../../src/contract/notifications';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The notifications routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.notificationsSend}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 201, resident: 403 },
    request: ({ me }) => ({ url: API.notificationsSend, payload: { estateId: WC, title: 'Water off', description: 'From 10:00 to 12:00', userIds: [me] } }),
    reads: { body: { json: SendNotificationRequestSchema } },
  },
];
