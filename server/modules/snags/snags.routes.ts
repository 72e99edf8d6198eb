import * as v from 'valibot';
import { ok } from '../../../src/contract/envelope';
import { SNAG_API, SnagStatusArgsSchema } from '../../../src/contract/snags';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { readSnagPhoto, setSnagStatus } from './snags.service';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.notFound));
const StatusParamsSchema = v.object({ id: IdSchema });
const PhotoParamsSchema = v.object({ id: IdSchema, fileId: IdSchema });

/** The estate manager's status update and the requests' photos; residents report through sync. */
export const snagsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(SNAG_API.statusPattern, async (request) => {
    const { id } = validate(StatusParamsSchema, request.params);
    return ok(await setSnagStatus(ctx, request.user.id, id, validate(SnagStatusArgsSchema, request.body ?? {})));
  });

  app.get(SNAG_API.photoPattern, async (request, reply) => {
    const { id, fileId } = validate(PhotoParamsSchema, request.params);
    const file = await readSnagPhoto(ctx, request.user.id, id, fileId);
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.bytes);
  });
};
