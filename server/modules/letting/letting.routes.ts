import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import {
  JoinArgsSchema,
  LetterDatesArgsSchema,
  LetterInviteArgsSchema,
  LettingGuestCreateArgsSchema,
  RegularVisitorCreateArgsSchema,
  RegularVisitorDecisionArgsSchema,
  VisitorOnboardingArgsSchema,
} from '../../../src/contract/invites';
import { UnitNoSchema } from '../../../src/contract/people';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../../../src/i18n/en/invites';
import { text } from '../../../src/contract/text';
import type { ModuleRoutes } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { createGuest, listGuestsFor, removeGuest, requestMoreGuests } from './guests.service';
import { readLettingImage } from './images.service';
import { join, joinInfo } from './join.service';
import { changeLetterDates, inviteLetter, listLettersFor, removeLetter } from './letters.service';
import { onboardVisitor } from './onboarding.service';
import { createRegularVisitor, decideRegularVisitor, listRegularVisitorsFor, removeRegularVisitor, upcomingInvitesOf } from './regular-visitors.service';

/** The spec names the user `uid` (the people calls say `userID`): either, and it must be the caller. */
/** `inviteId` is text(): a NUL (?inviteId=%00) reached PostgreSQL, which refuses NUL in text, as a 500. */
const UnitQuerySchema = estateQuery(EstateIdParamSchema, {
  uid: v.optional(v.string()),
  userID: v.optional(v.string()),
  unitNo: UnitNoSchema,
  inviteId: v.optional(v.pipe(text(), v.maxLength(64))),
});
const idParams = (message: string) => v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, message)) });
const TokenParamsSchema = v.object({ token: JoinArgsSchema.entries.token });
const ImageParamsSchema = v.object({
  subject: v.picklist(['regularVisitors', 'letters', 'guests'], ERROR_MESSAGES.notFound),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.notFound)),
  field: v.picklist(['face', 'documentFront', 'documentBack'], ERROR_MESSAGES.notFound),
});

/**
 * The letting guest's body as the server reads it: the names and the relationship are checked in
 * the spec's order by the service (checks 2, 3 and 5 of nine), not by the schema first.
 */
const GuestBodySchema = v.object({
  ...LettingGuestCreateArgsSchema.entries,
  firstName: v.pipe(text(), v.trim(), v.maxLength(100)),
  lastName: v.pipe(text(), v.trim(), v.maxLength(100)),
  associateTypeId: v.pipe(v.number(LETTING_MESSAGES.relationship), v.integer(LETTING_MESSAGES.relationship), v.minValue(0, LETTING_MESSAGES.relationship)),
});

/** The spec: empty payloads are refused for the regular-visitor, letter and onboarding calls. */
function body(raw: unknown): unknown {
  if (raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0))
    throw badRequest(REGULAR_VISITOR_MESSAGES.emptyPayload, 'letting/empty');
  return raw;
}

const uidOf = (query: { uid?: string | undefined; userID?: string | undefined }) => query.uid ?? query.userID;

/** The onboarding call answers the spec's shape: status 'success' with details[0].Message, or 'fail' with errorDetails.detail. */
function fail(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  return reply
    .status(error.statusCode)
    .send({ status: 'fail', errorCode: error.code, errorDescription: error.message, errorDetails: { detail: error.message } });
}

/** Anyone: what a join link is for (spec 2 'JoinLink'). */
export const lettingPublicRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.joinInfoPattern, async (request) => {
    const parsed = v.safeParse(TokenParamsSchema, request.params);
    if (!parsed.success) throw notFound(REGULAR_VISITOR_MESSAGES.joinInvalid, 'letting/join-invalid');
    return ok(await joinInfo(ctx, parsed.output.token));
  });
};

/** The spec's regular visitor and short-term letting calls (spec 2 section 7). */
export const lettingRoutes: ModuleRoutes = (app, ctx) => {
  // Regular visitors
  app.post(API.regularVisitors, async (request) => createRegularVisitor(ctx, request.user.id, validate(RegularVisitorCreateArgsSchema, body(request.body))));

  app.get(API.regularVisitors, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return ok(...(await listRegularVisitorsFor(ctx, request.user.id, uidOf(query), query.estateId, query.unitNo)));
  });

  app.get(API.regularVisitorInvites, async (request) => ok(...(await upcomingInvitesOf(ctx, request.user.id))));

  app.delete(API.regularVisitorPattern, async (request) => {
    const { id } = validate(idParams(REGULAR_VISITOR_MESSAGES.notFound), request.params);
    return { ...ok(await removeRegularVisitor(ctx, request.user.id, id)), message: INVITE_MESSAGES.updated };
  });

  app.post(API.regularVisitorDecisionPattern, async (request) => {
    const { id } = validate(idParams(REGULAR_VISITOR_MESSAGES.notFound), request.params);
    const { decision } = validate(RegularVisitorDecisionArgsSchema, request.body ?? {});
    return ok(await decideRegularVisitor(ctx, request.user.id, id, decision));
  });

  // Join links and onboarding
  app.post(API.join, async (request) => ok(await join(ctx, request.user.id, validate(JoinArgsSchema, request.body ?? {}).token)));

  app.post(API.visitorOnboard, async (request, reply) => {
    try {
      const message = await onboardVisitor(ctx, request.user.id, validate(VisitorOnboardingArgsSchema, body(request.body)));
      return { status: 'success', details: [{ Message: message }] };
    } catch (error) {
      return fail(reply, error);
    }
  });

  // Short-term letters
  app.post(API.letters, async (request) => inviteLetter(ctx, request.user.id, validate(LetterInviteArgsSchema, body(request.body))));

  app.get(API.letters, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return ok(...(await listLettersFor(ctx, request.user.id, uidOf(query), query.estateId, query.unitNo)));
  });

  app.put(API.letterPattern, async (request) => {
    const { id } = validate(idParams(LETTING_MESSAGES.support), request.params);
    const args = validate(LetterDatesArgsSchema, { inviteId: id, ...(request.body as object | undefined) });
    if (args.inviteId !== id) throw badRequest(LETTING_MESSAGES.support, 'letting/letter-id');
    return { ...ok(await changeLetterDates(ctx, request.user.id, id, args)), message: INVITE_MESSAGES.updated };
  });

  app.delete(API.letterPattern, async (request) => {
    const { id } = validate(idParams(LETTING_MESSAGES.support), request.params);
    return { ...ok(await removeLetter(ctx, request.user.id, id)), message: INVITE_MESSAGES.updated };
  });

  // Letting guests
  app.post(API.lettingGuests, async (request) => ok(await createGuest(ctx, request.user.id, validate(GuestBodySchema, request.body ?? {}))));

  app.get(API.lettingGuests, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return ok(...(await listGuestsFor(ctx, request.user.id, uidOf(query), query.estateId, query.unitNo, query.inviteId)));
  });

  app.put(API.guestIncrease, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return { ...ok(await requestMoreGuests(ctx, request.user.id, uidOf(query), query.estateId, query.unitNo)), message: LETTING_MESSAGES.requestSent };
  });

  app.delete(API.lettingGuestPattern, async (request) => {
    const { id } = validate(idParams(LETTING_MESSAGES.notFound), request.params);
    return ok(await removeGuest(ctx, request.user.id, id));
  });

  app.get(API.lettingImagePattern, async (request, reply) => {
    const { subject, id, field } = validate(ImageParamsSchema, request.params);
    const image = await readLettingImage(ctx, request.user.id, subject, id, field);
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', image.private ? 'private, no-store' : 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.bytes);
  });
};
