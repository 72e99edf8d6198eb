import { ok } from '../../../src/contract/envelope';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import { UNITS_API, UnitArchiveArgsSchema, UnitCreateArgsSchema, UnitEditArgsSchema, UnitImportArgsSchema } from '../../../src/contract/units';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { createUnit, editUnit, importUnits, previewUnitImport, setUnitArchived } from './units.service';

const EstateSchema = estateQuery(EstateIdParamSchema, {});

/** A file of up to 1,000,000 characters as JSON: more than the default 1 MB body. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** The estate's units for its manager and the operator: one by one, and the CSV import with its dry run (online calls). */
export const unitsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(UNITS_API.units, async (request) => {
    const { estateId } = validate(EstateSchema, request.query);
    return ok(await createUnit(ctx, request.user.id, estateId, validate(UnitCreateArgsSchema, request.body ?? {})));
  });

  app.put(UNITS_API.units, async (request) => {
    const { estateId } = validate(EstateSchema, request.query);
    return ok(await editUnit(ctx, request.user.id, estateId, validate(UnitEditArgsSchema, request.body ?? {})));
  });

  app.post(UNITS_API.archive, async (request) => {
    const { estateId } = validate(EstateSchema, request.query);
    return ok(await setUnitArchived(ctx, request.user.id, estateId, validate(UnitArchiveArgsSchema, request.body ?? {})));
  });

  app.post(UNITS_API.importPreview, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { estateId } = validate(EstateSchema, request.query);
    return ok(await previewUnitImport(ctx, request.user.id, estateId, validate(UnitImportArgsSchema, request.body ?? {})));
  });

  app.post(UNITS_API.import, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { estateId } = validate(EstateSchema, request.query);
    return ok(await importUnits(ctx, request.user.id, estateId, validate(UnitImportArgsSchema, request.body ?? {})));
  });
};
