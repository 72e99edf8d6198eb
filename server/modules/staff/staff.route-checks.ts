import { API } from '../../../src/contract/api-paths';
import { AcceptAsNewAccountSchema, AcceptInvitationSchema, InviteArgsSchema, RemoveMemberArgsSchema, STAFF_API } from '../../../src/contract/staff';
import { MOVES_API, MoveInArgsSchema, MoveMemberArgsSchema, MoveOutArgsSchema, TransferOwnershipArgsSchema } from '../../../src/contract/staff-moves';
import { WC, type Resources } from '../../../tests/server/matrix-world';
import type { RequestContext, RouteCheck } from '../../../tests/server/route-checks';

/**
 * The staff routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file. The estate's manager owns these resources: every
 * other caller is refused before anything is read (an invitation of another estate: 403).
 */

let made = 0;
const freshEmail = (what: string) => `matrix-${what}-${Date.now().toString(36)}-${made++}@example.com`;

/** The manager invites `email` to `roleName` at Willow Creek; answers the invitation's id and its mailed token. */
async function invitation({ app, cast }: RequestContext, email: string, roleName: string, unitNo = ''): Promise<{ id: string; token: string }> {
  const headers = { authorization: `Bearer ${cast.manager.token}` };
  const sent = await app.inject({ method: 'POST', url: STAFF_API.invite, headers, payload: { estateId: WC, email, roleName, unitNo } });
  const id = sent.json<{ details?: { id: string }[] }>().details?.[0]?.id ?? '';
  const mail = await app.inject({ method: 'GET', url: `${API.devMailbox}?to=${encodeURIComponent(email)}` });
  const text = mail.json<{ details?: { text: string }[] }>().details?.[0]?.text ?? '';
  const token = decodeURIComponent(/invitation\?token=(\S+)/.exec(text)?.[1] ?? '');
  if (!id || !token) throw new Error(`invitation refused: ${sent.body}`);
  return { id, token };
}

/** A guard who accepted an invitation, once per matrix world: the manager removes them. */
const removable = new WeakMap<Resources, Promise<string>>();
function removableGuard(context: RequestContext): Promise<string> {
  const found = removable.get(context.r);
  if (found) return found;
  const making = (async () => {
    const email = freshEmail('removed');
    const { token } = await invitation(context, email, 'guard');
    await context.app.inject({
      method: 'POST',
      url: STAFF_API.acceptNew,
      payload: { token, firstName: 'Gone', lastName: 'Guard', password: 'Matrix#2026-guard' },
    });
    const signedIn = await context.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: email, userPassword: 'Matrix#2026-guard' } });
    const userId = signedIn.json<{ details?: { user: { uid: string } }[] }>().details?.[0]?.user.uid ?? '';
    if (!userId) throw new Error(`the invited guard cannot sign in: ${signedIn.body}`);
    return userId;
  })();
  removable.set(context.r, making);
  return making;
}

/** A new account that accepted an invitation to `roleName` at `unitNo` (Willow Creek); answers its user id. */
async function invitedMember(context: RequestContext, what: string, roleName: string, unitNo: string): Promise<string> {
  const email = freshEmail(what);
  const { token } = await invitation(context, email, roleName, unitNo);
  const password = 'Matrix#2026-member';
  await context.app.inject({ method: 'POST', url: STAFF_API.acceptNew, payload: { token, firstName: 'Moving', lastName: 'Member', password } });
  const signedIn = await context.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: email, userPassword: password } });
  const userId = signedIn.json<{ details?: { user: { uid: string } }[] }>().details?.[0]?.user.uid ?? '';
  if (!userId) throw new Error(`the invited member cannot sign in: ${signedIn.body}`);
  return userId;
}

/** One member per matrix world and move route (each route's manager request changes its member's roles). */
const movers = new WeakMap<Resources, Map<string, Promise<string>>>();
function mover(context: RequestContext, route: 'move' | 'moveOut' | 'moveIn' | 'transfer'): Promise<string> {
  const mine = movers.get(context.r) ?? new Map<string, Promise<string>>();
  movers.set(context.r, mine);
  const found = mine.get(route);
  if (found) return found;
  const making = (async () => {
    const userId = await invitedMember(context, route, route === 'transfer' ? 'owner' : 'resident', '12');
    if (route === 'moveIn') {
      // A former member: moved out by the manager, so the manager may move them in again.
      const out = await context.app.inject({
        method: 'POST',
        url: MOVES_API.moveOut,
        headers: { authorization: `Bearer ${context.cast.manager.token}` },
        payload: { estateId: WC, userId, roleName: 'resident', unitNo: '12' },
      });
      if (out.statusCode !== 200) throw new Error(`move-out refused: ${out.body}`);
    }
    return userId;
  })();
  mine.set(route, making);
  return making;
}

/** The invitation a new account accepts, once per matrix world. */
const newAccountTokens = new WeakMap<Resources, Promise<string>>();
function newAccountToken(context: RequestContext): Promise<string> {
  const found = newAccountTokens.get(context.r);
  if (found) return found;
  const making = invitation(context, freshEmail('new'), 'guard').then((made) => made.token);
  newAccountTokens.set(context.r, making);
  return making;
}

const managerOnly = { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 } as const;

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${STAFF_API.invite}`,
    answers: managerOnly,
    request: () => ({ url: STAFF_API.invite, payload: { estateId: WC, email: freshEmail('guard'), roleName: 'guard', unitNo: '' } }),
    reads: { body: { json: InviteArgsSchema } },
  },
  {
    route: `POST ${STAFF_API.resendPattern}`,
    answers: managerOnly,
    request: async (context) => ({ url: STAFF_API.resend((await invitation(context, freshEmail('resend'), 'guard')).id) }),
    reads: { params: { id: 'rowId' } },
  },
  {
    route: `POST ${STAFF_API.revokePattern}`,
    answers: managerOnly,
    request: async (context) => ({ url: STAFF_API.revoke((await invitation(context, freshEmail('revoke'), 'guard')).id) }),
    reads: { params: { id: 'rowId' } },
  },
  {
    route: `POST ${STAFF_API.remove}`,
    answers: managerOnly,
    request: async (context) => ({ url: STAFF_API.remove, payload: { estateId: WC, userId: await removableGuard(context), roleName: 'guard', unitNo: '' } }),
    reads: { body: { json: RemoveMemberArgsSchema }, slow: true },
  },
  {
    route: `POST ${MOVES_API.move}`,
    answers: managerOnly,
    request: async (context) => ({
      url: MOVES_API.move,
      payload: {
        estateId: WC,
        userId: await mover(context, 'move'),
        roleName: 'resident',
        unitNo: '12',
        toRoleName: 'owner',
        toUnitNo: '12',
        reason: 'Bought it',
      },
    }),
    reads: { body: { json: MoveMemberArgsSchema }, slow: true },
  },
  {
    route: `POST ${MOVES_API.moveOut}`,
    answers: managerOnly,
    request: async (context) => ({
      url: MOVES_API.moveOut,
      payload: { estateId: WC, userId: await mover(context, 'moveOut'), roleName: 'resident', unitNo: '12', reason: 'Lease ended' },
    }),
    reads: { body: { json: MoveOutArgsSchema }, slow: true },
  },
  {
    route: `POST ${MOVES_API.moveIn}`,
    answers: managerOnly,
    request: async (context) => ({
      url: MOVES_API.moveIn,
      payload: { estateId: WC, userId: await mover(context, 'moveIn'), roleName: 'resident', unitNo: '12', reason: 'Back again' },
    }),
    reads: { body: { json: MoveInArgsSchema }, slow: true },
  },
  {
    route: `POST ${MOVES_API.transfer}`,
    answers: managerOnly,
    request: async (context) => ({
      url: MOVES_API.transfer,
      payload: { estateId: WC, unitNo: '12', fromUserId: await mover(context, 'transfer'), toEmail: freshEmail('buyer'), reason: 'Sold' },
    }),
    reads: { body: { json: TransferOwnershipArgsSchema }, slow: true },
  },
  {
    // signed in with the invited e-mail (the resident's, as a resident of their unit 12); any other account: 403 (wrong e-mail)
    route: `POST ${STAFF_API.accept}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: async (context) => ({
      url: STAFF_API.accept,
      payload: { token: (await invitation(context, context.cast.resident.email, 'resident', '12')).token },
    }),
    reads: { body: { json: AcceptInvitationSchema } },
  },
  {
    route: `GET ${STAFF_API.lookupPattern}`,
    public: 'the invitation token is the credential (counted per client address)',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: async (context) => ({ url: STAFF_API.lookup((await invitation(context, freshEmail('lookup'), 'guard')).token) }),
    reads: { query: { token: 'token' } },
  },
  // public; one invitation per matrix world: the first caller makes the account, the link is used for the others (400)
  {
    route: `POST ${STAFF_API.acceptNew}`,
    public: 'the invitation token is the credential (counted per client address)',
    answers: { signedOut: 200, otherManager: 400, otherResident: 400, neighbour: 400, guard: 400, manager: 400, resident: 400 },
    request: async (context) => ({
      url: STAFF_API.acceptNew,
      payload: { token: await newAccountToken(context), firstName: 'New', lastName: 'Guard', password: 'Matrix#2026-guard' },
    }),
    reads: { body: { json: AcceptAsNewAccountSchema }, slow: true },
  },
];
