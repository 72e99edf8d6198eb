import { API } from '../../../src/contract/api-paths';
import { SendDeleteOtpRequestSchema, ValidateDeleteOtpRequestSchema } from '../../../src/contract/delete-account';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The account-deletion routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.sendDeleteOtp}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ cast, me }) => ({
      url: API.sendDeleteOtp,
      payload: { userId: me, toUserId: me, toEmailAddress: cast.resident.email, password: cast.resident.password },
    }),
    reads: { body: { json: SendDeleteOtpRequestSchema }, slow: true },
  },
  {
    route: `POST ${API.validateDeleteOtp}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ cast, me }) => ({ url: API.validateDeleteOtp, payload: { userId: me, toUserId: me, toEmailAddress: cast.resident.email, otp: '000000' } }),
    reads: { body: { json: ValidateDeleteOtpRequestSchema }, slow: true },
  },
];
