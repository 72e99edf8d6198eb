import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { MAX_UPLOAD_BYTES } from '../../../src/contract/profile';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import { FILE_MESSAGES } from '../../../src/i18n/en/files';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { createLocalFileStore } from '../../files/local-file-store';
import { AppError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { readPhoto, uploadPhoto } from './files.service';

const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
const FileParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.notFound)) });

/**
 * POST /sdk/files (raw image bytes) -> { id, url }; GET /sdk/files/:id -> the bytes, owner only.
 * Registered in its own encapsulated context so the binary body parser stays local.
 */
export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = createLocalFileStore(ctx.config.dataDir);
  await app.register(async (child) => {
    child.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    child.setErrorHandler((error, _request, _reply) => {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status === 413 && !(error instanceof AppError)) throw new AppError(413, 'files/too-large', FILE_MESSAGES.tooLarge);
      if (status === 415 && !(error instanceof AppError)) throw new AppError(415, 'files/bad-type', FILE_MESSAGES.badType);
      throw error;
    });

    child.post(API.files, async (request) => {
      const user = await authenticate(ctx, request);
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      return ok(await uploadPhoto(ctx, store, user.id, body));
    });

    child.get(API.filePattern, async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { id } = validate(FileParamsSchema, request.params);
      const file = await readPhoto(ctx, store, user.id, id);
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    });
  });
}
