import type { CallerName } from './fuzz-matrix-requests';

/**
 * THE AUTHORIZATION TABLE: what every route answers each caller (issue 14, item 3), checked by
 * tests/server/authorization-matrix.test.ts on SQLite and PostgreSQL. A route the app registers
 * that is missing here fails that test: add its row (and its request in fuzz-matrix-requests.ts).
 *
 * The callers (columns, in the order each route is called; the resident, who owns the resources,
 * last, so a DELETE they may make does not hide the others' answers):
 *   signedOut      no Authorization header
 *   otherManager   the estate manager of Baobab Ridge (another estate)
 *   otherResident  a resident of Baobab Ridge who holds unit 12 there (the same unit number)
 *   neighbour      a resident of Willow Creek at unit 14 (another user of the same estate)
 *   guard          Willow Creek's guard (wrong role for resident and manager routes)
 *   manager        Willow Creek's estate manager (wrong role for a resident's own data)
 *   resident       the owner of Willow Creek unit 12: every request names their resources
 *                  (vehicle, account, address, associate, invite, regular visitor, letter, file,
 *                  booking, bill, payment, people request) or Willow Creek's (content, settings)
 * Every request is the owner's realistic call (fuzz-matrix-requests.ts), so a refusal is about who
 * calls. Routes run reads and writes first, then deletes, then sign-out.
 *
 * Statuses: 401 not signed in; 403 a role or ownership refusal; 404 a resource the caller may not
 * see answered as if it did not exist; 200/201 allowed. A push answers 200 with its mutation's
 * result: '200 applied' or '200 refused'. 'stream': the SSE stream, which an injected request
 * cannot end, is called signed out only.
 */

/** A caller's answer: an HTTP status, a push's mutation result, or 'stream' (not called). */
export type Expected = number | 'stream' | '200 applied' | '200 refused';

export type Row = Record<CallerName, Expected>;

/** Routes outside the sign-in scope, and what guards them instead. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /dev/mailbox': 'loopback only (the TCP peer; every injected call is 127.0.0.1)',
  'GET /sandbox/paygate/payweb3/session/:payRequestId': 'the sandbox card page\'s header',
  'GET /sandbox/paygate/switches': 'loopback only',
  'GET /sdk/config/public': 'public config',
  'GET /sdk/dev/mailbox': 'loopback only',
  'GET /sdk/health': 'health',
  'GET /sdk/lookupapi/Estates': 'the estates to choose at sign-up',
  'GET /sdk/public/join/:token': 'the join link is the credential',
  'GET /sdk/public/visit/:token': 'the visitor\'s pass page: the link is the credential (rate limited)',
  'POST /sandbox/paygate/notifies': 'loopback only',
  'POST /sandbox/paygate/payweb3/initiate.trans': 'PayWeb3\'s protocol, checked by its checksum',
  'POST /sandbox/paygate/payweb3/pay': 'the sandbox\'s card page',
  'POST /sandbox/paygate/payweb3/process.trans': 'PayWeb3\'s protocol, checked by its checksum',
  'POST /sandbox/paygate/payweb3/query.trans': 'PayWeb3\'s protocol, checked by its checksum',
  'POST /sandbox/paygate/switches': 'loopback only',
  'POST /sdk/payments/notify': 'the gateway\'s notify, checked by its checksum',
  'POST /sdk/payments/return': 'the payer\'s browser back from the gateway, checked by its checksum',
  'POST /sdk/system/user/auth': 'sign-in',
  'POST /sdk/system/user/auth/firebase': 'Firebase sign-in (not configured here: 404)',
  'POST /sdk/system/user/forgot-password': 'forgot password',
  'POST /sdk/system/user/refresh': 'the refresh token is the credential',
  'POST /sdk/system/user/register': 'sign-up',
  'POST /sdk/system/user/reset-password': 'the reset token is the credential (an unknown one here: 400)',
  'DELETE /sandbox/paygate/switches': 'loopback only',
};

export const AUTHORIZATION_TABLE: Record<string, Row> = {
  'GET /dev/mailbox': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sandbox/paygate/payweb3/session/:payRequestId': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sandbox/paygate/switches': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/accesscontrol/config': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/accessinfo/:userId': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/acl/:userId': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/billing/bills/:userId': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // the unit's holders and the estate's managers; anyone else 404 (as for no bill)
  'GET /sdk/billing/statements/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 200, resident: 200 },
  'GET /sdk/bookings/availability': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/bookings/lagoon/availability': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/bookings/resources': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/bookings/services': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/config/public': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/dev/mailbox': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/files/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'GET /sdk/health': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/invites/guests': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // the regular visitor has not onboarded: no image, 404 for everyone
  'GET /sdk/invites/images/:subject/:id/:field': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
  'GET /sdk/invites/letters': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/invites/regularVisitors': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/invites/regularVisitors/invites': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/invites/vistor/upcoming': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/lookupapi/Estates': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/payments/history/:userId': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/people/associates': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // the unit's people and the estate's gate staff and managers (each view logged in identity_views)
  'GET /sdk/people/associates/:id/identity': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 200, manager: 200, resident: 200 },
  // the associate's face was deferred: no image, 404 for everyone (the resident's own 200 is in tests/server/people.test.ts)
  'GET /sdk/people/associates/:id/image/:field': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
  'GET /sdk/people/associates/estateMax': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/people/associateTypes': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/people/documentTypes': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/people/my-data': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/people/standNumbers': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/people/units': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/public/join/:token': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/public/visit/:token': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/sync/events': { signedOut: 401, otherManager: 'stream', otherResident: 'stream', neighbour: 'stream', guard: 'stream', manager: 'stream', resident: 'stream' },
  'GET /sdk/sync/pull': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'GET /sdk/userapi/user': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/userapi/user/account': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/userapi/user/address': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/userapi/user/contact': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/userapi/user/detail': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'GET /sdk/userapi/user/vehicle': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sandbox/paygate/notifies': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sandbox/paygate/payweb3/initiate.trans': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  // the sandbox's card page (no account); the payment is completed by the first call
  'POST /sandbox/paygate/payweb3/pay': { signedOut: 200, otherManager: 409, otherResident: 409, neighbour: 409, guard: 409, manager: 409, resident: 409 },
  'POST /sandbox/paygate/payweb3/process.trans': { signedOut: 400, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
  'POST /sandbox/paygate/payweb3/query.trans': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sandbox/paygate/switches': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/access/access-control': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/access/devices': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/access/devices/challenge': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  // acts on the caller's own device with the caller's own password (factory users share one): never another user's
  'POST /sdk/access/pin/reset': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/access/revocations': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/billing/import': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/bookings/:id/decision': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/bookings/lagoon': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/content/:estateId/:kind': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/files': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/invites/guests': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // a join link is the invitation itself: the first signed-in caller to open it becomes the visitor (here Baobab Ridge's manager), later callers 404
  'POST /sdk/invites/join': { signedOut: 401, otherManager: 200, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
  'POST /sdk/invites/letters': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // the letter's link is onboarded by the person who joined with it: no caller here joined, 404 for everyone
  'POST /sdk/invites/onboard': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
  'POST /sdk/invites/passes/associates/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'POST /sdk/invites/regularVisitors': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // the resident's 400 is 'already approved or declined' (a state refusal, after the ownership check the others fail with 404)
  'POST /sdk/invites/regularVisitors/:id/decision': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 400 },
  'POST /sdk/invites/vistor/invite': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/invites/vistor/invitePINOnly': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/notifications/send': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 201, resident: 403 },
  'POST /sdk/payments/initiate': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/payments/notify': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/payments/return': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/payments/status': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'POST /sdk/people/associates': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/people/requests/:id/decision': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'POST /sdk/regularvisitorapi/SendUserDeleteOTP': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/regularvisitorapi/ValidateOTP': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  // push answers 200 with each mutation's result: the resident's vehicle edited by anyone else is refused
  'POST /sdk/sync/push': { signedOut: 401, otherManager: '200 refused', otherResident: '200 refused', neighbour: '200 refused', guard: '200 refused', manager: '200 refused', resident: '200 applied' },
  'POST /sdk/system/user/auth': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'POST /sdk/system/user/auth/firebase': { signedOut: 404, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
  // public; the 429 is the attempt limit per client address (every injected call comes from 127.0.0.1)
  'POST /sdk/system/user/forgot-password': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 429, resident: 429 },
  // public, the refresh token is the credential: its one allowed retry, then reuse ends that session (401)
  'POST /sdk/system/user/refresh': { signedOut: 200, otherManager: 200, otherResident: 401, neighbour: 401, guard: 401, manager: 401, resident: 401 },
  // public; the same new address again is taken (409)
  'POST /sdk/system/user/register': { signedOut: 201, otherManager: 409, otherResident: 409, neighbour: 409, guard: 409, manager: 409, resident: 409 },
  'POST /sdk/system/user/reset-password': { signedOut: 400, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
  'POST /sdk/userapi/user/account': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/userapi/user/address': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/userapi/user/detail': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/userapi/user/device': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/userapi/user/vehicle': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/bookings/resources/:id/settings': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'PUT /sdk/content/:estateId/:kind/:id': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'PUT /sdk/invites/guests/requestIncrease': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/invites/letters/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'PUT /sdk/invites/settings': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'PUT /sdk/invites/vistor/revokeInvite': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'PUT /sdk/people/associates/delegate': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/people/associates/requestIncrease': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/people/config': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'PUT /sdk/people/unitLimits': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  'PUT /sdk/userapi/user': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/userapi/user/account': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/userapi/user/address': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/userapi/user/contact': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/userapi/user/detail': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'PUT /sdk/userapi/user/vehicle': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'DELETE /sandbox/paygate/switches': { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
  'DELETE /sdk/content/:estateId/:kind/:id': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
  // the guest the resident's POST made: anyone else 404 (as for no guest)
  'DELETE /sdk/invites/guests/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'DELETE /sdk/invites/letters/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'DELETE /sdk/invites/regularVisitors/:id': { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
  'DELETE /sdk/people/associates': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'DELETE /sdk/userapi/user/account': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'DELETE /sdk/userapi/user/address': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'DELETE /sdk/userapi/user/vehicle': { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
  'POST /sdk/system/user/signout': { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
};
