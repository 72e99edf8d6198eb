import crypto from 'node:crypto';
import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { InviteCreateArgsSchema, InviteSettingsArgsSchema, type InviteAnswer } from '../../../src/contract/invites';
import { UnitNoSchema } from '../../../src/contract/people';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import { INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import { hit } from '../../auth/rate-limit';
import type { ModuleRoutes } from '../../context';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { associatePassFor } from './associate-pass.service';
import { createInviteFor, listUpcomingFor, revokeInviteFor, type CreatedInvite } from './invites.service';
import { visitPage } from './passes.service';
import { putInviteSettings } from './settings.service';

/** Query values arrive as strings: an estate id is digits. */
const EstateIdSchema = v.pipe(v.string(ERROR_MESSAGES.invalidRequest), v.regex(/^\d{1,9}$/, ERROR_MESSAGES.invalidRequest), v.transform(Number));
const EstateQuerySchema = v.object({ estateID: EstateIdSchema });
const UpcomingQuerySchema = v.object({ userId: v.optional(v.string()), unitNo: UnitNoSchema, estateId: EstateIdSchema });
const RevokeQuerySchema = v.object({ inviteID: v.pipe(v.string(INVITE_MESSAGES.notFound), v.regex(/^[A-Za-z0-9_-]{8,64}$/, INVITE_MESSAGES.notFound)) });
const AssociateParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ASSOCIATE_MESSAGES.notFound)) });
const TokenParamsSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, INVITE_MESSAGES.passNotFound)) });

/** The visitor's page: at most this many answers per client address a minute. */
const VISIT_PAGE_LIMIT = { limit: 60, windowMs: 60_000 };

const zoneList = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number)
    : value;
const asBoolean = (value: unknown): unknown => (value === 0 || value === '0' ? false : value === 1 || value === '1' ? true : value);
const asNumber = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * The spec's invite payload (estateID, accessgroups as a comma list, multiEntry 0/1, inviteType,
 * unitNo as a number) read as the contract's `invites.create` args; the app's own shape passes
 * as it is. The invite id is the caller's or a new one.
 */
function inviteArgs(body: unknown) {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return validate(InviteCreateArgsSchema, {
    inviteId: raw.inviteId ?? crypto.randomUUID().replace(/-/g, ''),
    estateId: asNumber(raw.estateId ?? raw.estateID),
    unitNo: typeof raw.unitNo === 'number' ? String(raw.unitNo) : raw.unitNo,
    pkivisitorInviteTypeID: asNumber(raw.pkivisitorInviteTypeID ?? raw.inviteType ?? 1),
    visitorName: raw.visitorName,
    visitorPhoneNumber: raw.visitorPhoneNumber,
    visitorEmail: raw.visitorEmail ?? '',
    invitedDateStart: raw.invitedDateStart,
    invitedDateEnd: raw.invitedDateEnd,
    dayCount: asNumber(raw.dayCount ?? 0),
    multiEntry: asBoolean(raw.multiEntry ?? false),
    accessZoneIDList: zoneList(raw.accessZoneIDList ?? raw.accessgroups ?? raw.accessGroups),
    regularVisitorId: raw.regularVisitorId ?? '',
  });
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
    if (typeof body?.residentUserID === 'string' && body.residentUserID !== request.user.id) throw forbidden(INVITE_MESSAGES.notYours, 'invites/not-yours');
    return inviteAnswer(await createInviteFor(ctx, request.user.id, inviteArgs(body), false));
  });

  app.post(API.visitorInvitePinOnly, async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (typeof body?.residentUserID === 'string' && body.residentUserID !== request.user.id) throw forbidden(INVITE_MESSAGES.notYours, 'invites/not-yours');
    return inviteAnswer(await createInviteFor(ctx, request.user.id, inviteArgs(body), true));
  });

  app.put(API.visitorRevoke, async (request) => {
    const { inviteID } = validate(RevokeQuerySchema, request.query);
    return ok(...(await revokeInviteFor(ctx, request.user.id, inviteID)));
  });

  app.put(API.inviteSettings, async (request) => {
    const { estateID } = validate(EstateQuerySchema, request.query);
    return ok(await putInviteSettings(ctx, request.user.id, estateID, validate(InviteSettingsArgsSchema, request.body ?? {})));
  });

  app.post(API.associatePassPattern, async (request) => {
    const { id } = validate(AssociateParamsSchema, request.params);
    return ok(await associatePassFor(ctx, request.user.id, id));
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
