import type { FastifyInstance } from 'fastify';
import {
  EstateSettingsSchema,
  NEW_ESTATE_DEFAULTS,
  OPERATOR_API,
  SetupCompleteSchema,
  SetupTokenSchema,
  type EstateSettingsInput,
} from '../../../src/contract/operator';
import type { Cast } from '../../../tests/server/matrix-world';
import type { DeclaredRow, RequestContext, RouteCheck } from '../../../tests/server/route-checks';

/**
 * The operator routes' checks (tests/server/route-checks.ts): what each caller gets, the
 * operator's realistic request and what the route reads, for the authorization matrix and the
 * fuzzing. Test data only: the server never imports this file. The operator's estate routes are
 * called on an estate the operator made for the matrix (not Willow Creek, whose settings the other
 * routes' requests rely on).
 */

/** Only the operator: everyone else signed in is refused (403), signed out 401. */
const OPERATOR_ONLY = (ok: number): DeclaredRow => ({
  signedOut: 401,
  otherManager: 403,
  otherResident: 403,
  operator: ok,
  neighbour: 403,
  guard: 403,
  manager: 403,
  resident: 403,
});

let made = 0;
const settings = (name: string): EstateSettingsInput => ({ ...NEW_ESTATE_DEFAULTS, name, city: 'Durban', supportEmail: 'help@matrix.example' });

/** The matrix's own estate, made once per app by its operator. */
const estates = new WeakMap<FastifyInstance, Promise<number>>();
function matrixEstate(app: FastifyInstance, cast: Cast): Promise<number> {
  const existing = estates.get(app);
  if (existing) return existing;
  const making = (async () => {
    const res = await app.inject({
      method: 'POST',
      url: OPERATOR_API.estates,
      headers: { authorization: `Bearer ${cast.operator.token}` },
      payload: settings('Matrix Estate'),
    });
    const id = res.json<{ details?: { estateId: number }[] }>().details?.[0]?.estateId;
    if (id === undefined) throw new Error(`matrix estate refused: ${res.body}`);
    return id;
  })();
  estates.set(app, making);
  return making;
}

const onMatrixEstate =
  (path: (id: number) => string, payload?: unknown) =>
  async ({ app, cast }: RequestContext) => ({
    url: path(await matrixEstate(app, cast)),
    ...(payload === undefined ? { payload: {} } : { payload }),
  });

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${OPERATOR_API.setupLink}`,
    public: 'a single-use set-up token (only its hash is stored), rate-limited per address',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, operator: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: OPERATOR_API.setupLink, payload: { token: 'not-a-live-link' } }),
    reads: { body: { json: SetupTokenSchema } },
  },
  {
    route: `POST ${OPERATOR_API.setupComplete}`,
    public: 'a single-use set-up token, rate-limited per address; a known e-mail needs its password',
    answers: { signedOut: 400, otherManager: 400, otherResident: 400, operator: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: () => ({
      url: OPERATOR_API.setupComplete,
      payload: { token: 'not-a-live-link', email: 'new.operator@example.com', firstName: 'New', lastName: 'Operator', password: 'Operator#2026' },
    }),
    reads: { body: { json: SetupCompleteSchema }, slow: true },
  },
  {
    route: `POST ${OPERATOR_API.estates}`,
    answers: OPERATOR_ONLY(201),
    request: () => ({ url: OPERATOR_API.estates, payload: settings(`Matrix New Estate ${++made}`) }),
    reads: { body: { json: EstateSettingsSchema } },
  },
  {
    route: `PUT ${OPERATOR_API.estatePattern}`,
    answers: OPERATOR_ONLY(200),
    request: onMatrixEstate(OPERATOR_API.estate, settings('Matrix Estate')),
    reads: { params: { estateId: 'estate' }, body: { json: EstateSettingsSchema } },
  },
  {
    route: `POST ${OPERATOR_API.archivePattern}`,
    answers: OPERATOR_ONLY(200),
    request: onMatrixEstate(OPERATOR_API.archive),
    reads: { params: { estateId: 'estate' } },
  },
  {
    route: `POST ${OPERATOR_API.restorePattern}`,
    answers: OPERATOR_ONLY(200),
    request: onMatrixEstate(OPERATOR_API.restore),
    reads: { params: { estateId: 'estate' } },
  },
];
