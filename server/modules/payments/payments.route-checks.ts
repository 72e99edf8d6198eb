import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { PaymentStartArgsSchema, PaymentStatusArgsSchema, SandboxPayArgsSchema } from '../../../src/contract/billing';
import { SANDBOX_FAULTS } from '../../../src/domain/sandbox-cards';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

const PAYWEB3_RESULT = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'TRANSACTION_STATUS', 'REFERENCE', 'TRANSACTION_ID', 'RESULT_CODE', 'AMOUNT', 'CURRENCY', 'CHECKSUM'];
const PAYWEB3_INITIATE = [
  'PAYGATE_ID',
  'REFERENCE',
  'AMOUNT',
  'CURRENCY',
  'RETURN_URL',
  'TRANSACTION_DATE',
  'LOCALE',
  'COUNTRY',
  'EMAIL',
  'NOTIFY_URL',
  'CHECKSUM',
];
const PAYWEB3_QUERY = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'REFERENCE', 'CHECKSUM'];

/**
 * The payments routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.paymentNotify}`,
    public: "the gateway's notify, checked by its checksum",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({
      url: API.paymentNotify,
      payload: `PAY_REQUEST_ID=${r.payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=0`,
      contentType: 'application/x-www-form-urlencoded',
    }),
    reads: { body: { form: PAYWEB3_RESULT }, refusalShape: 'text' },
  },
  {
    route: `POST ${API.paymentReturn}`,
    public: "the payer's browser back from the gateway, checked by its checksum",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({
      url: API.paymentReturn,
      payload: `PAY_REQUEST_ID=${r.payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=0`,
      contentType: 'application/x-www-form-urlencoded',
    }),
    reads: { body: { form: PAYWEB3_RESULT }, refusalShape: 'html' },
  },
  {
    route: 'POST /sandbox/paygate/payweb3/initiate.trans',
    public: "PayWeb3's protocol, checked by its checksum",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({
      url: `${API.paygateSandbox}/initiate.trans`,
      payload: 'PAYGATE_ID=10011072130&REFERENCE=x&CHECKSUM=0',
      contentType: 'application/x-www-form-urlencoded',
    }),
    reads: { body: { form: PAYWEB3_INITIATE }, refusalShape: 'text' },
  },
  {
    route: 'POST /sandbox/paygate/payweb3/query.trans',
    public: "PayWeb3's protocol, checked by its checksum",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({
      url: `${API.paygateSandbox}/query.trans`,
      payload: `PAYGATE_ID=10011072130&PAY_REQUEST_ID=${r.payRequestId}&CHECKSUM=0`,
      contentType: 'application/x-www-form-urlencoded',
    }),
    reads: { body: { form: PAYWEB3_QUERY }, refusalShape: 'text' },
  },
  {
    route: 'POST /sandbox/paygate/payweb3/process.trans',
    public: "PayWeb3's protocol, checked by its checksum",
    answers: { signedOut: 400, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: ({ r }) => ({
      url: `${API.paygateSandbox}/process.trans`,
      payload: `PAY_REQUEST_ID=${r.payRequestId}&CHECKSUM=0`,
      contentType: 'application/x-www-form-urlencoded',
    }),
    reads: { body: { form: ['PAY_REQUEST_ID', 'CHECKSUM'] }, refusalShape: 'text' },
  },
  {
    route: 'GET /sandbox/paygate/payweb3/session/:payRequestId',
    public: "the sandbox card page's header",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({ url: API.paygateSandboxSession(r.payRequestId) }),
    reads: { params: { payRequestId: 'payRequestId' } },
  },
  // the sandbox's card page (no account); the payment is completed by the first call
  {
    route: 'POST /sandbox/paygate/payweb3/pay',
    public: "the sandbox's card page",
    answers: { signedOut: 200, otherManager: 409, otherResident: 409, neighbour: 409, guard: 409, manager: 409, resident: 409 },
    request: ({ r }) => ({ url: API.paygateSandboxPay, payload: { PAY_REQUEST_ID: r.payRequestId, cancel: true } }),
    reads: { body: { json: SandboxPayArgsSchema } },
  },
  {
    route: 'GET /sandbox/paygate/switches',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.paygateSandboxSwitches }),
    reads: {},
  },
  {
    route: 'POST /sandbox/paygate/switches',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.paygateSandboxSwitches, payload: { faults: [] } }),
    reads: { body: { json: v.object({ faults: v.array(v.picklist(SANDBOX_FAULTS)) }) } },
  },
  {
    route: 'DELETE /sandbox/paygate/switches',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.paygateSandboxSwitches }),
    reads: {},
  },
  {
    route: 'POST /sandbox/paygate/notifies',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.paygateSandboxNotifies }),
    reads: {},
  },
  {
    route: `POST ${API.paymentStart}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: () => ({ url: API.paymentStart, payload: { purpose: 'levy', estateId: WC, subjectId: 'ACC-12', amountCents: 1000 } }),
    reads: { body: { json: PaymentStartArgsSchema } },
  },
  {
    route: `POST ${API.paymentStatus}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.paymentStatus, payload: { payRequestId: r.payRequestId } }),
    reads: { body: { json: PaymentStatusArgsSchema } },
  },
  {
    route: `GET ${API.paymentHistoryPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me }) => ({ url: API.paymentHistory(me) }),
    reads: { params: { userId: 'user' } },
  },
];
