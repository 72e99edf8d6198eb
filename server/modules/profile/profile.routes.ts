import type { FastifyRequest } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { UserPhotoBodySchema } from '../../../src/contract/profile';
import { PHOTO_MESSAGES, PROFILE_MESSAGES } from '../../../src/i18n/en/profile';
import type { ModuleRoutes } from '../../context';
import { UserQuerySchema } from '../../lib/own-rows.routes';
import { validate } from '../../lib/validate';
import { getProfileDetailsFor, getUserFor, saveProfileDetailsFor, setUserPhotoFor } from './profile.service';

/** User detail (GET, POST, PUT) and the user record's photo (GET, PUT). DELETE user belongs to delete-account. */
export const profileRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.userDetail, async (request) => {
    return ok(await getProfileDetailsFor(ctx, request.user.id, validate(UserQuerySchema, request.query).userID));
  });

  const save = async (request: FastifyRequest) => {
    const details = await saveProfileDetailsFor(ctx, request.user.id, validate(UserQuerySchema, request.query).userID, request.body ?? {});
    return { ...ok(details), message: PROFILE_MESSAGES.saved };
  };
  app.post(API.userDetail, save);
  app.put(API.userDetail, save);

  app.get(API.user, async (request) => {
    return ok(await getUserFor(ctx, request.user.id, validate(UserQuerySchema, request.query).userID));
  });

  app.put(API.user, async (request) => {
    const { userID } = validate(UserQuerySchema, request.query);
    const { photoURL } = validate(UserPhotoBodySchema, request.body ?? {});
    return { ...ok(await setUserPhotoFor(ctx, request.user.id, userID, photoURL)), message: PHOTO_MESSAGES.changed };
  });
};
