import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import {
  AssociateCreateArgsSchema,
  IMAGE_FIELDS,
  PeopleConfigArgsSchema,
  RequestDecisionArgsSchema,
  UnitLimitsArgsSchema,
  UnitNoSchema,
} from '../../../src/contract/people';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { text } from '../../../src/contract/text';
import { createAssociateFor, listAssociatesFor, newRowId, setDelegateFor } from './associates.service';
import { listAssociateTypes, listDocumentTypes, putPeopleConfig } from './config.service';
import { readIdentity, readImage } from './identity.service';
import { decideRequest, requestIncreaseFor, requestRemovalFor } from './requests.service';
import { estateMax, listUnitTiles, setUnitLimits } from './units.service';

const RowIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ASSOCIATE_MESSAGES.notFound));

const EstateQuerySchema = estateQuery(EstateIdParamSchema, {});
const StandNumbersQuerySchema = estateQuery(EstateIdParamSchema, { uid: v.optional(v.string()), isBooking: v.optional(v.string()) });
const UnitPropertiesQuerySchema = estateQuery(EstateIdParamSchema, { userID: v.optional(v.string()) });
const UnitQuerySchema = estateQuery(EstateIdParamSchema, { userID: v.optional(v.string()), unitNo: UnitNoSchema });
const EstateMaxQuerySchema = estateQuery(EstateIdParamSchema, { unitNo: v.optional(UnitNoSchema) });
const TypesQuerySchema = estateQuery(EstateIdParamSchema, { name: v.optional(v.pipe(v.string(), v.trim()), '') });
/** The spec names an associate by its ID number; the app may name it by id. */
const NamedAssociateQuerySchema = estateQuery(EstateIdParamSchema, {
  userID: v.optional(v.string()),
  unitNo: UnitNoSchema,
  // text(): a NUL (?idNumber=%00) reached PostgreSQL, which refuses NUL in text, as a 500.
  idNumber: v.optional(v.pipe(text(), v.trim(), v.maxLength(64))),
  associateId: v.optional(RowIdSchema),
});
const CreateBodySchema = v.object({ ...AssociateCreateArgsSchema.entries, associateId: v.optional(AssociateCreateArgsSchema.entries.associateId) });
const IdParamsSchema = v.object({ id: RowIdSchema });
const ImageParamsSchema = v.object({ id: RowIdSchema, field: v.picklist(IMAGE_FIELDS, ERROR_MESSAGES.notFound) });
const RequestParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.notFound)) });

/** The spec's people calls (spec 2 section 7, spec 1 stand numbers); the app itself writes through sync. */
export const peopleRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.standNumbers, async (request) => {
    const query = validate(StandNumbersQuerySchema, request.query);
    return ok(...(await listUnitTiles(ctx, request.user.id, query.uid, query.estateId)));
  });

  app.get(API.unitProperties, async (request) => {
    const query = validate(UnitPropertiesQuerySchema, request.query);
    return ok(...(await listUnitTiles(ctx, request.user.id, query.userID, query.estateId)));
  });

  app.get(API.associatesEstateMax, async (request) => {
    const query = validate(EstateMaxQuerySchema, request.query);
    return ok({ estateMax: await estateMax(ctx, request.user.id, query.estateId, query.unitNo) });
  });

  app.get(API.associateTypes, async (request) => {
    const query = validate(TypesQuerySchema, request.query);
    return ok(
      ...(await listAssociateTypes(ctx, request.user.id, query.estateId, query.name)).map(({ associateTypeId, associateType, associateRelationship }) => ({
        associateTypeId,
        associateType,
        associateRelationship,
      })),
    );
  });

  app.get(API.documentTypes, async (request) => {
    const query = validate(EstateQuerySchema, request.query);
    return ok(...(await listDocumentTypes(ctx, request.user.id, query.estateId)));
  });

  app.get(API.associates, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return ok(...(await listAssociatesFor(ctx, request.user.id, query.userID, query.estateId, query.unitNo)));
  });

  app.post(API.associates, async (request) => {
    const body = validate(CreateBodySchema, request.body ?? {});
    return ok(await createAssociateFor(ctx, request.user.id, { ...body, associateId: body.associateId ?? newRowId() }));
  });

  // DELETE: the spec's removal is a request to the estate manager.
  app.delete(API.associates, async (request) => {
    const query = validate(NamedAssociateQuerySchema, request.query);
    return { ...ok(await requestRemovalFor(ctx, request.user.id, query.userID, query.estateId, query.unitNo, query)), message: ASSOCIATE_MESSAGES.requestSent };
  });

  app.put(API.associateDelegate, async (request) => {
    const query = validate(NamedAssociateQuerySchema, request.query);
    return ok(await setDelegateFor(ctx, request.user.id, query.userID, query.estateId, query.unitNo, query));
  });

  app.put(API.associatesRequestIncrease, async (request) => {
    const query = validate(UnitQuerySchema, request.query);
    return { ...ok(await requestIncreaseFor(ctx, request.user.id, query.userID, query.estateId, query.unitNo)), message: ASSOCIATE_MESSAGES.requestSent };
  });

  app.get(API.associateIdentityPattern, async (request) => {
    const { id } = validate(IdParamsSchema, request.params);
    return ok(await readIdentity(ctx, request.user.id, id));
  });

  app.get(API.associateImagePattern, async (request, reply) => {
    const { id, field } = validate(ImageParamsSchema, request.params);
    const image = await readImage(ctx, request.user.id, id, field);
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', image.private ? 'private, no-store' : 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.bytes);
  });

  app.put(API.peopleConfig, async (request) => {
    const { estateId } = validate(EstateQuerySchema, request.query);
    return ok(await putPeopleConfig(ctx, request.user.id, estateId, validate(PeopleConfigArgsSchema, request.body ?? {})));
  });

  app.put(API.unitLimits, async (request) => {
    const { estateId } = validate(EstateQuerySchema, request.query);
    return ok(await setUnitLimits(ctx, request.user.id, estateId, validate(UnitLimitsArgsSchema, request.body ?? {})));
  });

  app.post(API.requestDecisionPattern, async (request) => {
    const { id } = validate(RequestParamsSchema, request.params);
    return ok(await decideRequest(ctx, request.user.id, id, validate(RequestDecisionArgsSchema, request.body ?? {})));
  });
};
