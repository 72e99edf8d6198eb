import { API } from '../../../src/contract/api-paths';
import { EnrolDeviceRequestSchema, ResetPinRequestSchema, RevokeRequestSchema, SetAccessControlRequestSchema } from '../../../src/contract/gate';
import { signEnrolment } from '../../../src/domain/qr';
import { askChallenge, newDevice } from '../../../tests/server/gate-helpers';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The access routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.gateDeviceChallenge}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.gateDeviceChallenge }),
    reads: {},
  },
  // The caller's own challenge, signed by a new device key for Willow Creek: the enrolment the app makes.
  {
    route: `POST ${API.gateDevices}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: async ({ app }, caller) => {
      const device = newDevice();
      const challenge = (await askChallenge(app, caller?.token ?? null)).challenge || 'A'.repeat(43);
      return {
        url: API.gateDevices,
        payload: { estateId: WC, devicePub: device.devicePub, challenge, signature: signEnrolment(device.secretKey, challenge, WC) },
      };
    },
    reads: { body: { json: EnrolDeviceRequestSchema } },
  },
  // acts on the caller's own device with the caller's own password (factory users share one): never another user's
  {
    route: `POST ${API.gatePinReset}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ cast }) => ({ url: API.gatePinReset, payload: { password: cast.resident.password, devicePub: newDevice().devicePub } }),
    reads: { body: { json: ResetPinRequestSchema }, slow: true },
  },
  {
    route: `POST ${API.gateRevocations}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ cast }) => ({ url: API.gateRevocations, payload: { estateId: WC, userId: cast.neighbour.userId } }),
    reads: { body: { json: RevokeRequestSchema } },
  },
  {
    route: `POST ${API.gateAccessControl}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ me }) => ({ url: API.gateAccessControl, payload: { estateId: WC, userId: me, accessControl: true } }),
    reads: { body: { json: SetAccessControlRequestSchema } },
  },
];
