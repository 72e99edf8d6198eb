import { API } from '../../../src/contract/api-paths';
import { PushSubscribeRequestSchema, PushUnsubscribeRequestSchema } from '../../../src/contract/push';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The push routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Every
 * signed-in caller reads the key and makes or removes their OWN subscription (never another's),
 * so each answers 200. Test data only: the server never imports this file.
 */

/** A subscription as a browser gives it: a push service's https endpoint, a P-256 key (65 bytes) and a 16-byte auth secret. */
const subscription = {
  deviceId: 'device-push-0001',
  endpoint: 'https://push.example.net/wpush/v2/matrix-subscription',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.pushKey}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.pushKey }),
    reads: {},
  },
  {
    route: `PUT ${API.pushSubscription}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.pushSubscription, payload: subscription }),
    reads: { body: { json: PushSubscribeRequestSchema } },
  },
  {
    route: `DELETE ${API.pushSubscription}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.pushSubscription, payload: { deviceId: subscription.deviceId } }),
    reads: { body: { json: PushUnsubscribeRequestSchema } },
  },
];
