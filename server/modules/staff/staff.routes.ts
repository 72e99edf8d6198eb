import { ok } from '../../../src/contract/envelope';
import {
  AcceptAsNewAccountSchema,
  AcceptInvitationSchema,
  InvitationLookupQuerySchema,
  InvitationParamsSchema,
  InviteArgsSchema,
  RemoveMemberArgsSchema,
  STAFF_API,
} from '../../../src/contract/staff';
import { MOVES_API, MoveInArgsSchema, MoveMemberArgsSchema, MoveOutArgsSchema, TransferOwnershipArgsSchema } from '../../../src/contract/staff-moves';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { acceptAsNewAccount, acceptInvitation, lookupInvitation } from './invitation.service';
import { moveIn, moveMember, moveOut, removeMember, transferOwnership } from './moves.service';
import { invite, resendInvitation, revokeInvitation } from './staff.service';

/** The console's and the operator's calls: invite, resend, revoke, remove, the moves; accepting signed in. */
export const staffRoutes: ModuleRoutes = (app, ctx) => {
  app.post(STAFF_API.invite, async (request) => ok(await invite(ctx, request.user.id, validate(InviteArgsSchema, request.body ?? {}))));

  app.post(STAFF_API.resendPattern, async (request) => {
    await resendInvitation(ctx, request.user.id, validate(InvitationParamsSchema, request.params).id);
    return ok();
  });

  app.post(STAFF_API.revokePattern, async (request) => {
    await revokeInvitation(ctx, request.user.id, validate(InvitationParamsSchema, request.params).id);
    return ok();
  });

  app.post(STAFF_API.remove, async (request) => {
    await removeMember(ctx, request.user.id, validate(RemoveMemberArgsSchema, request.body ?? {}));
    return ok();
  });

  app.post(MOVES_API.move, async (request) => {
    await moveMember(ctx, request.user.id, validate(MoveMemberArgsSchema, request.body ?? {}));
    return ok();
  });

  app.post(MOVES_API.moveOut, async (request) => {
    await moveOut(ctx, request.user.id, validate(MoveOutArgsSchema, request.body ?? {}));
    return ok();
  });

  app.post(MOVES_API.moveIn, async (request) => {
    await moveIn(ctx, request.user.id, validate(MoveInArgsSchema, request.body ?? {}));
    return ok();
  });

  app.post(MOVES_API.transfer, async (request) => {
    await transferOwnership(ctx, request.user.id, validate(TransferOwnershipArgsSchema, request.body ?? {}));
    return ok();
  });

  app.post(STAFF_API.accept, async (request) => {
    await acceptInvitation(ctx, request.user.id, validate(AcceptInvitationSchema, request.body ?? {}).token);
    return ok();
  });
};

/** The invitation page's calls before there is a session (the link's token is the credential). */
export const staffPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(STAFF_API.lookupPattern, async (request) =>
    ok(await lookupInvitation(ctx, validate(InvitationLookupQuerySchema, request.query ?? {}).token, request.ip)),
  );

  app.post(STAFF_API.acceptNew, async (request) => {
    await acceptAsNewAccount(ctx, validate(AcceptAsNewAccountSchema, request.body ?? {}), request.ip);
    return ok();
  });
};
