import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ContentImportParamsSchema, ContentParamsSchema } from '../../../src/contract/content';
import { ok } from '../../../src/contract/envelope';
import { CONTENT_MESSAGES } from '../../../src/i18n/en/content';
import type { ModuleRoutes } from '../../context';
import { notFound } from '../../lib/errors';
import { deleteContent, importContent, saveContent } from './content.service';

/** A path naming no estate, kind or record this server knows is not found (not a bad request). */
function pathParams<S extends v.GenericSchema>(schema: S, params: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, params);
  if (!result.success) throw notFound(CONTENT_MESSAGES.notFound, 'content/not-found');
  return result.output;
}

/** One large record (a lifestyle provider with its menu), and an import of up to 500 records: more than the default 1 MB. */
const RECORD_BODY_LIMIT = 4 * 1024 * 1024;
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The estate manager's content calls (spec 3): PUT a record (create or replace), DELETE
 * it, POST a JSON array of records (all or none). Residents read content by sync, not here.
 */
export const contentRoutes: ModuleRoutes = (app, ctx) => {
  app.put(API.contentPattern, { bodyLimit: RECORD_BODY_LIMIT }, async (request) => {
    const { estateId, kind, id } = pathParams(ContentParamsSchema, request.params);
    return ok(await saveContent(ctx, request.user.id, estateId, kind, id, request.body ?? {}));
  });

  app.delete(API.contentPattern, async (request) => {
    const { estateId, kind, id } = pathParams(ContentParamsSchema, request.params);
    return ok(await deleteContent(ctx, request.user.id, estateId, kind, id));
  });

  app.post(API.contentImportPattern, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { estateId, kind } = pathParams(ContentImportParamsSchema, request.params);
    return ok(...(await importContent(ctx, request.user.id, estateId, kind, request.body ?? [])));
  });
};
