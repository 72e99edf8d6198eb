import { API } from '../../../src/contract/api-paths';
import { BillImportArgsSchema } from '../../../src/contract/billing';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The billing routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.billsPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.bills(me), `estateID=${WC}`) }),
    reads: { params: { userId: 'user' }, query: { estateId: 'estate', accountType: 'text' } },
  },
  // the unit's holders and the estate's managers; anyone else 404 (as for no bill)
  {
    route: `GET ${API.statementPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 200, resident: 200 },
    request: ({ r }) => ({ url: API.statement(r.billId) }),
    reads: { params: { id: 'statementId' } },
  },
  {
    route: `POST ${API.billImport}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ q }) => ({
      url: q(API.billImport, `estateID=${WC}`),
      payload: {
        csv: ['accountNumber,unitNo,accountName,period,amount,dueDate,statementFile', 'ACC-12,12,T Mokoena,2026-09,1500.00,2026-10-01,'].join('\n'),
        statements: [],
      },
    }),
    reads: { query: { estateId: 'estate' }, body: { json: BillImportArgsSchema } },
  },
];
