import { API } from '../../../src/contract/api-paths';
import { InviteCreateArgsSchema, InviteSettingsArgsSchema, DEFAULT_INVITE_SETTINGS, PassTicketsArgsSchema } from '../../../src/contract/invites';
import { ResidentInviteLimitArgsSchema } from '../../../src/contract/invite-limits';
import { inviteBody, WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The invites routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
/** A device binding key for the checks (an Ed25519 public key of a fixed seed). */
const TICKET_BIND_PUB = '7UkoxijRwsbq6QM4kFmVYSlZJzpcY_k2NsFGFKyHN9E';

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.visitPagePattern}`,
    public: "the visitor's pass page: the link is the credential (rate limited)",
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({ url: API.visitPage(r.passLinkToken) }),
    reads: { params: { token: 'token' } },
  },
  {
    route: `GET ${API.visitorUpcoming}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ me, q }) => ({ url: q(API.visitorUpcoming, `userId=${me}&estateId=${WC}&unitNo=12`) }),
    reads: { query: { userId: 'user', unitNo: 'unit', estateId: 'estate' } },
  },
  {
    route: `POST ${API.visitorInvite}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ phone }) => ({ url: API.visitorInvite, payload: { ...inviteBody(), visitorPhoneNumber: phone() } }),
    reads: { body: { json: InviteCreateArgsSchema } },
  },
  {
    route: `POST ${API.visitorInvitePinOnly}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ phone }) => ({ url: API.visitorInvitePinOnly, payload: { ...inviteBody(), visitorPhoneNumber: phone() } }),
    reads: { body: { json: InviteCreateArgsSchema } },
  },
  {
    route: `PUT ${API.visitorRevoke}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r, q }) => ({ url: q(API.visitorRevoke, `inviteID=${r.inviteId}`) }),
    reads: { query: { inviteID: 'rowId' } },
  },
  {
    route: `PUT ${API.inviteSettings}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ q }) => ({
      url: q(API.inviteSettings, `estateID=${WC}`),
      payload: DEFAULT_INVITE_SETTINGS,
    }),
    reads: { query: { estateId: 'estate' }, body: { json: InviteSettingsArgsSchema } },
  },
  {
    route: `PUT ${API.residentInviteLimit}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    // The resident's own row with neither a block nor a cap: their invites in the other rows still go.
    request: ({ q, me }) => ({
      url: q(API.residentInviteLimit, `estateID=${WC}`),
      payload: { userId: me, invitesDisabled: false, maximumVisitors: 0 },
    }),
    reads: { query: { estateId: 'estate' }, body: { json: ResidentInviteLimitArgsSchema } },
  },
  {
    route: `POST ${API.associatePassPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.associatePass(r.associateId) }),
    reads: { params: { id: 'rowId' } },
  },
  {
    route: `POST ${API.passTickets}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: () => ({ url: API.passTickets, payload: { estateId: WC, unitNo: '12', bindPub: TICKET_BIND_PUB } }),
    reads: { body: { json: PassTicketsArgsSchema } },
  },
];
