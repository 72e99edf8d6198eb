import { API } from '../../../src/contract/api-paths';
import { WC } from '../../../tests/server/matrix-world';
import * as v from 'valibot';
import { AccountAddArgsSchema, AccountEditArgsSchema } from '../../../src/contract/profile';
import { userQuery } from '../../../tests/server/fuzz-routes';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The accounts routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.accounts}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.accounts, `userID=${me}`) }),
    reads: { query: userQuery },
  },
  {
    route: `POST ${API.accounts}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({
      url: q(API.accounts, `userID=${me}`),
      payload: { estateId: WC, accountType: 'Levies', unitNumber: '12', accountNumber: 'ACC-13' },
    }),
    reads: { query: userQuery, body: { json: v.object({ ...AccountAddArgsSchema.entries }) } },
  },
  {
    route: `PUT ${API.accounts}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.accounts, `userID=${me}&accountID=${r.accountId}`), payload: { accountNumber: 'ACC-12b' } }),
    reads: { query: { ...userQuery, accountID: 'rowId' }, body: { json: AccountEditArgsSchema } },
  },
  {
    route: `DELETE ${API.accounts}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r, me, q }) => ({ url: q(API.accounts, `userID=${me}&accountID=${r.accountId}`) }),
    reads: { query: { ...userQuery, accountID: 'rowId' } },
  },
];
