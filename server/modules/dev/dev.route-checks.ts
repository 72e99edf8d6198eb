import { API } from '../../../src/contract/api-paths';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The dev routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: 'GET /sdk/dev/mailbox',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ cast, q }) => ({ url: q(API.devMailbox, `to=${encodeURIComponent(cast.resident.email)}`) }),
    reads: { query: { to: 'text' } },
  },
  {
    route: 'GET /dev/mailbox',
    public: 'loopback only (the TCP peer; every injected call is 127.0.0.1)',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ cast, q }) => ({ url: q('/dev/mailbox', `to=${encodeURIComponent(cast.resident.email)}`) }),
    reads: { query: { to: 'text' }, refusalShape: 'html' },
  },
  {
    route: 'GET /sdk/dev/sms',
    public: 'loopback only',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.devSms, 'to=%2B27715550111') }),
    reads: { query: { to: 'text' } },
  },
  {
    route: 'GET /dev/sms',
    public: 'loopback only (the TCP peer; every injected call is 127.0.0.1)',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q('/dev/sms', 'to=%2B27715550111') }),
    reads: { query: { to: 'text' }, refusalShape: 'html' },
  },
];
