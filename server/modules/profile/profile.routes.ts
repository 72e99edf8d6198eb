import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { UserPhotoBodySchema } from '../../../src/contract/profile';
import { PHOTO_MESSAGES, PROFILE_MESSAGES } from '../../../src/i18n/en/profile';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { getProfileDetailsFor, getUserFor, saveProfileDetailsFor, setUserPhotoFor } from './profile.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });

/** User detail (GET, POST, PUT) and the user record's photo (GET, PUT). DELETE user belongs to delete-account. */
export async function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API.userDetail, async (request) => {
    const user = await authenticate(ctx, request);
    return ok(await getProfileDetailsFor(ctx, user.id, validate(UserQuerySchema, request.query).userID));
  });

  const save = async (request: FastifyRequest) => {
    const user = await authenticate(ctx, request);
    const details = await saveProfileDetailsFor(ctx, user.id, validate(UserQuerySchema, request.query).userID, request.body ?? {});
    return { ...ok(details), message: PROFILE_MESSAGES.saved };
  };
  app.post(API.userDetail, save);
  app.put(API.userDetail, save);

  app.get(API.user, async (request) => {
    const user = await authenticate(ctx, request);
    return ok(await getUserFor(ctx, user.id, validate(UserQuerySchema, request.query).userID));
  });

  app.put(API.user, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID } = validate(UserQuerySchema, request.query);
    const { photoURL } = validate(UserPhotoBodySchema, request.body ?? {});
    return { ...ok(await setUserPhotoFor(ctx, user.id, userID, photoURL)), message: PHOTO_MESSAGES.changed };
  });
}
