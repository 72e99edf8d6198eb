import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import type { ModuleRoutes } from '../../context';
import { FILE_POLICIES, fileBadType, fileTooLarge, type FileKind } from '../../files/file-policy';
import { AppError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { readFile, uploadFile } from './files.service';

const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
/** A PDF (e.g. a levy statement the manager uploads before the bills' import) is a document: up to 20 MB. */
const DOCUMENT_TYPE = 'application/pdf';
const kindOf = (contentType: string | undefined): FileKind => (contentType?.split(';')[0]?.trim().toLowerCase() === DOCUMENT_TYPE ? 'document' : 'image');
const FileParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.notFound)) });

/**
 * POST /sdk/files (raw image bytes, or a PDF sent as application/pdf) -> { id, url }; GET /sdk/files/:id -> the bytes, to whoever
 * may see them. The binary body parser stays inside this module's scope.
 */
export const filesRoutes: ModuleRoutes = (app, ctx) => {
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: FILE_POLICIES.image.maxBytes }, (_request, body, done) => done(null, body));
  app.addContentTypeParser(DOCUMENT_TYPE, { parseAs: 'buffer', bodyLimit: FILE_POLICIES.document.maxBytes }, (_request, body, done) => done(null, body));
  // Fastify's own refusals of the body (over the limit, undeclared type) answer in the kind's words.
  app.setErrorHandler((error, request) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413 && !(error instanceof AppError)) throw fileTooLarge(kindOf(request.headers['content-type']));
    if (status === 415 && !(error instanceof AppError)) throw fileBadType('image');
    throw error;
  });

  // The photo's policy, or the document's for a body sent as application/pdf (checked by content either way).
  app.post(API.files, async (request) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return ok(await uploadFile(ctx, request.user.id, kindOf(request.headers['content-type']), bytes));
  });

  app.get(API.filePattern, async (request, reply) => {
    const { id } = validate(FileParamsSchema, request.params);
    const file = await readFile(ctx, request.user.id, id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.bytes);
  });
};
