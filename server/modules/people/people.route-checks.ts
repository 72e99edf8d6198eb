import { API } from '../../../src/contract/api-paths';
import { AssociateCreateArgsSchema, PeopleConfigArgsSchema, RequestDecisionArgsSchema, UnitLimitsArgsSchema } from '../../../src/contract/people';
import { peopleConfig, spouseArgs } from '../../../tests/server/people-helpers';
import { WC } from '../../../tests/server/matrix-world';
import { unitQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The people routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.standNumbers}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.standNumbers, `estateID=${WC}&uid=${me}`) }),
    reads: { query: { estateId: 'estate', uid: 'user', isBooking: 'text' } },
  },
  {
    route: `GET ${API.unitProperties}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.unitProperties, `estateID=${WC}&userID=${me}`) }),
    reads: { query: { estateId: 'estate', userID: 'user' } },
  },
  {
    route: `GET ${API.associatesEstateMax}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q }) => ({ url: q(API.associatesEstateMax, `estateID=${WC}&unitNo=12`) }),
    reads: { query: { estateId: 'estate', unitNo: 'unit' } },
  },
  {
    route: `GET ${API.associateTypes}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.associateTypes, `estateID=${WC}`) }),
    reads: { query: { estateId: 'estate', name: 'text' } },
  },
  {
    route: `GET ${API.documentTypes}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.documentTypes, `estateID=${WC}`) }),
    reads: { query: { estateId: 'estate' } },
  },
  {
    route: `GET ${API.associates}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.associates, unit) }),
    reads: { query: unitQuery },
  },
  {
    route: `POST ${API.associates}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: () => ({ url: API.associates, payload: { ...spouseArgs(WC, '12'), passportOrIDNumber: '7505055111083' } }),
    reads: { body: { json: AssociateCreateArgsSchema } },
  },
  {
    route: `DELETE ${API.associates}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, q, unit }) => ({ url: q(API.associates, `${unit}&associateId=${r.associateId}`) }),
    reads: { query: { ...unitQuery, idNumber: 'text', associateId: 'rowId' } },
  },
  {
    route: `PUT ${API.associateDelegate}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, q, unit }) => ({ url: q(API.associateDelegate, `${unit}&associateId=${r.associateId}`) }),
    reads: { query: { ...unitQuery, idNumber: 'text', associateId: 'rowId' } },
  },
  {
    route: `PUT ${API.associatesRequestIncrease}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.associatesRequestIncrease, unit) }),
    reads: { query: unitQuery },
  },
  // the unit's people and the estate's gate staff and managers (each view logged in identity_views)
  {
    route: `GET ${API.associateIdentityPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({ url: API.associateIdentity(r.associateId) }),
    reads: { params: { id: 'rowId' } },
  },
  // the associate's face was deferred: no image, 404 for everyone (the resident's own 200 is in tests/server/people.test.ts)
  {
    route: `GET ${API.associateImagePattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
    request: ({ r }) => ({ url: API.associateImage(r.associateId, 'face') }),
    reads: { params: { id: 'rowId', field: 'imageField' } },
  },
  {
    route: `PUT ${API.peopleConfig}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ q }) => ({ url: q(API.peopleConfig, `estateID=${WC}`), payload: peopleConfig(5, 30) }),
    reads: { query: { estateId: 'estate' }, body: { json: PeopleConfigArgsSchema } },
  },
  {
    route: `PUT ${API.unitLimits}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ q }) => ({
      url: q(API.unitLimits, `estateID=${WC}`),
      payload: { unitNo: '12', standNo: '12', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 50, maxGuests: 5 },
    }),
    reads: { query: { estateId: 'estate' }, body: { json: UnitLimitsArgsSchema } },
  },
  {
    route: `POST ${API.requestDecisionPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ r }) => ({ url: API.requestDecision(r.requestId), payload: { decision: 'decline', reason: 'Not now' } }),
    reads: { params: { id: 'rowId' }, body: { json: RequestDecisionArgsSchema } },
  },
];
