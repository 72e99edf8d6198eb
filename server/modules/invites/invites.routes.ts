import crypto from 'node:crypto';
import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { fromWireInvite, InviteCreateArgsSchema, InviteSettingsArgsSchema, PassTicketsArgsSchema, type InviteAnswer } from '../../../src/contract/invites';
import { UnitNoSchema } from '../../../src/contract/people';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import { INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import { hit } from '../../auth/rate-limit';
import type { ModuleRoutes } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { associatePassFor } from './associate-pass.service';
import { createInviteFor, listUpcomingFor, revokeInviteFor, type CreatedInvite } from './invites.service';
import { issueTicketsFor } from './pass-tickets.service';
import { visitPage } from './passes.service';
import { putInviteSettings } from './settings.service';
import { putResidentLimit } from './resident-limits.service';
import { ResidentInviteLimitArgsSchema } from '../../../src/contract/invite-limits';

const EstateQuerySchema = estateQuery(EstateIdParamSchema, {});
const UpcomingQuerySchema = estateQuery(EstateIdParamSchema, { userId: v.optional(v.string()), unitNo: UnitNoSchema });
const RevokeQuerySchema = v.object({ inviteID: v.pipe(v.string(INVITE_MESSAGES.notFound), v.regex(/^[A-Za-z0-9_-]{8,64}$/, INVITE_MESSAGES.notFound)) });
const AssociateParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ASSOCIATE_MESSAGES.notFound)) });
const TokenParamsSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, INVITE_MESSAGES.passNotFound)) });

/** The visitor's page: at most this many answers per client address a minute. */
const VISIT_PAGE_LIMIT = { limit: 60, windowMs: 60_000 };

/** The spec's invite payload or the app's own shape, read as the contract's `invites.create` args; the invite id is the caller's or a new one. */
function inviteArgs(body: unknown) {
  return validate(InviteCreateArgsSchema, fromWireInvite(body, crypto.randomUUID().replace(/-/g, '')));
}

/** The spec's answer (status, details[0].Message) with the invite and its pass for the share step. */
function inviteAnswer(created: CreatedInvite): InviteAnswer & { details: (InviteAnswer['details'][number] & Pick<CreatedInvite, 'invite' | 'pass'>)[] } {
  return {
    status: 'success',
    details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id: created.invite.inviteId, invite: created.invite, pass: created.pass }],
  };
}

/** The spec's visitor-invite calls (spec 2 section 7), invite settings, associate passes; the app itself writes through sync. */
export const invitesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.visitorUpcoming, async (request) => {
    const query = validate(UpcomingQuerySchema, request.query);
    return ok(...(await listUpcomingFor(ctx, request.user.id, query.userId, query.estateId, query.unitNo)));
  });

  app.post(API.visitorInvite, async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    // residentUserID naming another user: a concierge acting for them, else refused (403, createInviteFor).
    return inviteAnswer(await createInviteFor(ctx, request.user.id, inviteArgs(body), false));
  });

  app.post(API.visitorInvitePinOnly, async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    // residentUserID naming another user: a concierge acting for them, else refused (403, createInviteFor).
    return inviteAnswer(await createInviteFor(ctx, request.user.id, inviteArgs(body), true));
  });

  app.put(API.visitorRevoke, async (request) => {
    const { inviteID } = validate(RevokeQuerySchema, request.query);
    return ok(...(await revokeInviteFor(ctx, request.user.id, inviteID)));
  });

  app.put(API.residentInviteLimit, async (request) => {
    const { estateId } = validate(EstateQuerySchema, request.query);
    return ok(await putResidentLimit(ctx, request.user.id, estateId, validate(ResidentInviteLimitArgsSchema, request.body ?? {})));
  });

  app.put(API.inviteSettings, async (request) => {
    const { estateId } = validate(EstateQuerySchema, request.query);
    return ok(await putInviteSettings(ctx, request.user.id, estateId, validate(InviteSettingsArgsSchema, request.body ?? {})));
  });

  app.post(API.associatePassPattern, async (request) => {
    const { id } = validate(AssociateParamsSchema, request.params);
    return ok(await associatePassFor(ctx, request.user.id, id));
  });

  // Pass tickets for the caller's device (issue 31): bound to visitors with no signal.
  app.post(API.passTickets, async (request) => {
    const args = validate(PassTicketsArgsSchema, request.body ?? {});
    return ok({ tickets: await issueTicketsFor(ctx, request.user.id, args) });
  });
};

/** The visitor's pass page: no account, rate limited per client address. */
export const invitesPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.visitPagePattern, async (request, reply) => {
    const limit = await hit(ctx.db, `visit-page:${request.ip}`, VISIT_PAGE_LIMIT.limit, VISIT_PAGE_LIMIT.windowMs);
    if (!limit.allowed) throw tooManyRequests(INVITE_MESSAGES.tooManyRequests, 'invites/too-many-requests');
    const { token } = validate(TokenParamsSchema, request.params);
    reply.header('Cache-Control', 'no-store');
    return ok(await visitPage(ctx, token));
  });
};
