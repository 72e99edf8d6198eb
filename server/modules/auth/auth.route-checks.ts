import { API } from '../../../src/contract/api-paths';
import {
  FirebaseExchangeRequestSchema,
  ForgotPasswordRequestSchema,
  RefreshRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  VerifyEmailCodeRequestSchema,
  VerifyEmailLinkRequestSchema,
} from '../../../src/contract/auth';
import { WILLOW_CREEK } from '../../../tests/helpers/cast';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The auth routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.signIn}`,
    public: 'sign-in',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ cast }) => ({ url: API.signIn, payload: { userEmail: cast.resident.email, userPassword: cast.resident.password } }),
    reads: { body: { json: SignInRequestSchema }, slow: true },
  },
  // public, the refresh token is the credential: its one allowed retry, then reuse ends that session (401)
  {
    route: `POST ${API.refresh}`,
    public: 'the refresh token is the credential',
    answers: { signedOut: 200, otherManager: 200, otherResident: 401, neighbour: 401, guard: 401, manager: 401, resident: 401 },
    request: ({ r }) => ({ url: API.refresh, payload: { refreshToken: r.refreshToken } }),
    reads: { body: { json: RefreshRequestSchema } },
  },
  // public; the same new address again is taken (409); the 429 is the limit of 5 sign-ups per e-mail (every caller sends the same): the sixth caller on
  {
    route: `POST ${API.signUp}`,
    public: 'sign-up (counted per e-mail and per client address)',
    answers: { signedOut: 201, otherManager: 409, otherResident: 409, operator: 409, neighbour: 409, guard: 429, manager: 429, resident: 429 },
    request: () => ({
      url: API.signUp,
      payload: {
        firstname: 'New',
        lastname: 'Person',
        mobile: '0825550777',
        estateName: WILLOW_CREEK.name,
        estateId: WC,
        email: 'matrix-new@example.com',
        password: 'Matrix#2026-pass',
        acceptedPrivacyPolicy: true,
      },
    }),
    reads: { body: { json: SignUpRequestSchema }, slow: true },
  },
  {
    route: `POST ${API.firebaseExchange}`,
    public: 'Firebase sign-in (not configured here: 404)',
    answers: { signedOut: 404, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
    request: () => ({ url: API.firebaseExchange, payload: { idToken: 'x.y.z' } }),
    reads: { body: { json: FirebaseExchangeRequestSchema } },
  },
  // public; the 429 is the limit of 5 per e-mail (every caller asks for the resident's): the sixth caller on
  {
    route: `POST ${API.forgotPassword}`,
    public: 'forgot password',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, operator: 200, neighbour: 200, guard: 429, manager: 429, resident: 429 },
    request: ({ cast }) => ({ url: API.forgotPassword, payload: { email: cast.resident.email } }),
    reads: { body: { json: ForgotPasswordRequestSchema } },
  },
  {
    route: `POST ${API.resetPassword}`,
    public: 'the reset token is the credential (an unknown one here: 400)',
    answers: { signedOut: 400, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: () => ({ url: API.resetPassword, payload: { token: 'x'.repeat(43), password: 'Matrix#2026-pass' } }),
    reads: { body: { json: ResetPasswordRequestSchema }, slow: true },
  },
  // the caller's own link only (an unknown token here: 400)
  {
    route: `POST ${API.verifyEmailLink}`,
    answers: { signedOut: 401, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: () => ({ url: API.verifyEmailLink, payload: { token: 'x'.repeat(43) } }),
    reads: { body: { json: VerifyEmailLinkRequestSchema } },
  },
  // the caller's own address; every cast member's is verified already, which answers success
  {
    route: `POST ${API.verifyEmail}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.verifyEmail, payload: { code: '123456' } }),
    reads: { body: { json: VerifyEmailCodeRequestSchema } },
  },
  // the caller's own address; verified already (409)
  {
    route: `POST ${API.verifyEmailResend}`,
    answers: { signedOut: 401, otherManager: 409, otherResident: 409, neighbour: 409, guard: 409, manager: 409, resident: 409 },
    request: () => ({ url: API.verifyEmailResend }),
    reads: {},
  },
  {
    route: `POST ${API.signOut}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.signOut }),
    reads: { skip: 'ends the fuzzing caller’s session (its sign-in refusal is in the authorization matrix)' },
  },
];
