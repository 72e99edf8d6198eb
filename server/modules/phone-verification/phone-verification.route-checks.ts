import { API } from '../../../src/contract/api-paths';
import { CheckPhoneOtpRequestSchema, SendPhoneOtpRequestSchema } from '../../../src/contract/verify-phone';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The phone-verification routes' checks (tests/server/route-checks.ts): every signed-in caller may
 * verify their own number (a new number per call: one number takes at most five codes an hour).
 * A check with no code sent answers the spec's wrong-code message. Test data only.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.sendPhoneOtp}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ phone }) => ({ url: API.sendPhoneOtp, payload: { mobile: phone() } }),
    reads: { body: { json: SendPhoneOtpRequestSchema }, slow: true },
  },
  {
    route: `POST ${API.checkPhoneOtp}`,
    answers: { signedOut: 401, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: () => ({ url: API.checkPhoneOtp, payload: { mobile: '071 555 0111', otp: '000000' } }),
    reads: { body: { json: CheckPhoneOtpRequestSchema }, slow: true },
  },
];
